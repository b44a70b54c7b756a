import { createHash } from "node:crypto";
import type { Request } from "express";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { formatWait } from "../contract/relative-time";
import type { Clock } from "../lib/clock";
import { clientAddress } from "../lib/client-address";
import { isEmulator } from "../lib/firebase";
import { rateLimits } from "../lib/collections";
import { tooManyRequests } from "../lib/errors";
import { runTransaction } from "../lib/transaction";

export interface RateRule {
  /** Names the counter, e.g. "login-failures". */
  scope: string;
  limit: number;
  windowSeconds: number;
  message: string;
}

// Counters live in Firestore (rateLimits) so the limit holds across function instances.
const counterId = (rule: RateRule, subject: string) =>
  `${rule.scope}_${createHash("sha256").update(subject.toLowerCase()).digest("hex").slice(0, 40)}`;

function retryAfter(windowStart: Timestamp | { toMillis(): number }, rule: RateRule, now: Date): number {
  return Math.max(1, Math.ceil((windowStart.toMillis() + rule.windowSeconds * 1000 - now.getTime()) / 1000));
}

function refuse(rule: RateRule, seconds: number): never {
  throw tooManyRequests(`${rule.message} Try again ${formatWait(seconds)}.`, seconds);
}

/** Counts one event against the rule; refuses with 429 once the window's limit is used up. */
export async function consume(rule: RateRule, subject: string, clock: Clock): Promise<void> {
  const refusedFor = await count(rule, subject, clock, true);
  if (refusedFor > 0) refuse(rule, refusedFor);
}

/** Counts one event against the rule, past its limit too (the count only says how busy a subject is). */
export async function record(rule: RateRule, subject: string, clock: Clock): Promise<void> {
  await count(rule, subject, clock, false);
}

/** Counts an event; answers the seconds to wait when `refuseAtLimit` and the limit is used up, else 0. */
async function count(rule: RateRule, subject: string, clock: Clock, refuseAtLimit: boolean): Promise<number> {
  const ref = rateLimits().doc(counterId(rule, subject));
  const now = clock.now();
  return runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const current = snapshot.data();
    const windowOpen = current && current.windowStart.toMillis() + rule.windowSeconds * 1000 > now.getTime();
    if (refuseAtLimit && current && windowOpen && current.count >= rule.limit)
      return retryAfter(current.windowStart, rule, now);
    const windowStart = windowOpen ? current.windowStart : Timestamp.fromDate(now);
    tx.set(ref, {
      count: windowOpen ? current.count + 1 : 1,
      windowStart,
      expireAt: Timestamp.fromMillis(windowStart.toMillis() + rule.windowSeconds * 1000),
    });
    return 0;
  });
}

/** The events counted in the rule's current window. */
export async function countOf(rule: RateRule, subject: string, clock: Clock): Promise<number> {
  const current = (await rateLimits().doc(counterId(rule, subject)).get()).data();
  const open = current && current.windowStart.toMillis() + rule.windowSeconds * 1000 > clock.now().getTime();
  return open ? current.count : 0;
}

/** Refuses with 429 when the rule's limit is already used up, without counting. */
export async function assertUnderLimit(rule: RateRule, subject: string, clock: Clock): Promise<void> {
  const current = (await rateLimits().doc(counterId(rule, subject)).get()).data();
  const now = clock.now();
  if (
    current &&
    current.windowStart.toMillis() + rule.windowSeconds * 1000 > now.getTime() &&
    current.count >= rule.limit
  )
    refuse(rule, retryAfter(current.windowStart, rule, now));
}

export async function resetLimit(rule: RateRule, subject: string): Promise<void> {
  await rateLimits().doc(counterId(rule, subject)).delete();
}

/** The caller's address for per-network ceilings; null on the emulator, where every test shares one machine. */
export function clientIp(req: Request): string | null {
  return isEmulator() ? null : clientAddress(req);
}

const MINUTE_MS = 60_000;

/**
 * Counts one event like `consume`, without a transaction, for calls a user may send many at once
 * (the emulator times out heavily contended transactions): an increment of the current minute's
 * counter, then a read of the window's minutes. A refused event is taken back. The window is
 * whole minutes (up to one minute longer than the rule's), and a burst past the limit may refuse
 * an event or two more than needed: never fewer.
 */
export async function consumeConcurrently(rule: RateRule, subject: string, clock: Clock): Promise<void> {
  const now = clock.now().getTime();
  const windowMinutes = Math.ceil(rule.windowSeconds / 60);
  const minute = Math.floor(now / MINUTE_MS);
  const counter = (at: number) => rateLimits().doc(`${counterId(rule, subject)}_m${at}`);
  const current = counter(minute);
  await current.set(
    {
      count: FieldValue.increment(1),
      windowStart: Timestamp.fromMillis(minute * MINUTE_MS),
      expireAt: Timestamp.fromMillis((minute + windowMinutes + 1) * MINUTE_MS),
    },
    { merge: true },
  );
  const minutes = Array.from({ length: windowMinutes }, (_, index) => minute - index);
  const snapshots = await current.firestore.getAll(...minutes.map(counter));
  const counts = snapshots.map((snapshot) => (snapshot.get("count") as number | undefined) ?? 0);
  if (counts.reduce((sum, count) => sum + count, 0) <= rule.limit) return;
  await current.update(rateLimits.changes({ count: FieldValue.increment(-1) }));
  // The oldest minute still counted leaves the window first.
  const oldest = minutes.filter((_, index) => counts[index]! > 0).at(-1) ?? minute;
  refuse(rule, Math.max(1, Math.ceil(((oldest + windowMinutes) * MINUTE_MS - now) / 1000)));
}
