import type { Clock } from "./clock";

// Documents an instance of the API trusts for a while instead of reading them on every request:
// the Incubator's launch switch, a learner's cohort membership. A change made elsewhere reaches
// this instance once its copy is older than `freshForMs`; a change made here is remembered or
// forgotten at once. With no freshness (the emulator) every call reads.

interface Remembered<T> {
  value: T;
  readAt: number;
}

/** Reads by id, each remembered for `freshForMs`; at most `maxEntries` are kept, the oldest going first. */
export function rememberedReads<T>(read: (id: string) => Promise<T>, freshForMs: number, maxEntries = 10_000) {
  const known = new Map<string, Remembered<T>>();
  const keep = (id: string, value: T, clock: Clock) => {
    known.delete(id);
    if (known.size >= maxEntries) known.delete(known.keys().next().value as string);
    if (freshForMs > 0) known.set(id, { value, readAt: clock.now().getTime() });
  };
  return {
    async get(id: string, clock: Clock): Promise<T> {
      const entry = known.get(id);
      if (entry && clock.now().getTime() - entry.readAt < freshForMs) return entry.value;
      const value = await read(id);
      keep(id, value, clock);
      return value;
    },
    /** What this instance just wrote: its next reads see it without asking Firestore. */
    remember: keep,
    forget: (id: string) => void known.delete(id),
  };
}
