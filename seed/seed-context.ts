import type { Clock } from "../functions/src/lib/clock.js";

export interface SeedContext {
  clock: Clock;
  /** Uids of the seeded accounts, by username, once the accounts module has run. */
  uids: Record<string, string>;
  log: (line: string) => void;
}

/** One kind of seed content. `run` must be idempotent: a second run changes nothing. */
export interface SeedModule {
  name: string;
  run(context: SeedContext): Promise<void>;
}
