import { readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { Tally } from "../../src/lib/bench-tally";

// The counts the server's processes wrote (lib/bench-counts.ts: one line per request, trigger run
// or job run, in one file per process), summed per label.

export interface Line {
  label: string;
  calls: number;
  reads: number;
  writes: number;
  deletes: number;
  countReads: number;
  cpuMs: number;
  aiCalls: number;
  aiSent: number;
  aiReceived: number;
  /** Documents written with `expireAt` and not deleted in the run: TTL deletes them later. */
  ttlDeletes: number;
}

const FIELDS = [
  "calls",
  "reads",
  "writes",
  "deletes",
  "countReads",
  "cpuMs",
  "aiCalls",
  "aiSent",
  "aiReceived",
  "ttlDeletes",
] as const;

export const emptyLine = (label: string): Line =>
  ({ label, ...Object.fromEntries(FIELDS.map((field) => [field, 0])) }) as Line;

export function addTo(line: Line, more: Partial<Line>, times = 1) {
  for (const field of FIELDS) line[field] += (more[field] ?? 0) * times;
}

/** The tallies written so far. */
function tallies(dir: string): Tally[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".jsonl"))
    .flatMap((file) => readFileSync(join(dir, file), "utf8").split("\n"))
    .filter(Boolean)
    .map((text) => JSON.parse(text) as Tally);
}

/** Sums the tallies per label; a document written with `expireAt` and never deleted is one TTL delete. */
export function summed(dir: string): Map<string, Line> {
  const all = tallies(dir);
  const deleted = new Set(all.flatMap((tally) => tally.deleted));
  const lines = new Map<string, Line>();
  const expiring = new Map<string, string>();
  for (const tally of all) {
    const line = lines.get(tally.label) ?? emptyLine(tally.label);
    lines.set(tally.label, line);
    addTo(line, { ...tally, calls: 1 });
    for (const path of tally.expiring) if (!deleted.has(path)) expiring.set(path, tally.label);
  }
  for (const label of expiring.values()) lines.get(label)!.ttlDeletes += 1;
  return lines;
}

/** Forgets every count so far (the next profile starts from nothing). */
export function reset(dir: string) {
  for (const file of readdirSync(dir)) rmSync(join(dir, file), { force: true });
}

/**
 * Waits until the emulator's triggers have finished: no count file changed for `quietMs`. A
 * trigger's worker starts a second or two after the write that fires it, so the wait is long.
 */
export async function settled(dir: string, quietMs = 5_000) {
  const lastChange = () => Math.max(0, ...readdirSync(dir).map((file) => statSync(join(dir, file)).mtimeMs));
  for (;;) {
    const since = Date.now() - lastChange();
    if (since >= quietMs) return;
    await sleep(quietMs - since + 100);
  }
}
