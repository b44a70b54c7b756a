// What `npm run bench:cost` counts of one invocation (lib/bench-counts.ts writes them, the bench
// sums them). Apart from bench-counts.ts, which patches the Firestore SDK as it loads.

/** One invocation's counts: an API request, a trigger's run, a scheduled job's run. */
export interface Tally {
  label: string;
  reads: number;
  writes: number;
  deletes: number;
  /** `count()` queries' reads (1 per 1,000 index entries, at least 1), also in `reads`. */
  countReads: number;
  /** Characters sent to and received from the AI (ai/status.ts), for the token estimate. */
  aiCalls: number;
  aiSent: number;
  aiReceived: number;
  /** The process's CPU during the invocation, in ms (an emulator worker serves one at a time). */
  cpuMs: number;
  /** Documents written with `expireAt`, which TTL deletes later unless deleted first. */
  expiring: string[];
  /** Documents deleted, so TTL deletes are counted only for those still there. */
  deleted: string[];
}

export const newTally = (label: string): Tally => ({
  label,
  reads: 0,
  writes: 0,
  deletes: 0,
  countReads: 0,
  aiCalls: 0,
  aiSent: 0,
  aiReceived: 0,
  cpuMs: 0,
  expiring: [],
  deleted: [],
});
