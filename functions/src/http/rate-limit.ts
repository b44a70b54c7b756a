import { createHash } from "node:crypto";
import type { Request } from "express";
import { Timestamp } from "firebase-admin/firestore";
import type { Clock } from "../lib/clock";
import { isEmulator } from "../lib/firebase";
import { rateLimits } from "../lib/collections";
import { tooManyRequests } from "../lib/errors";

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
  const minutes = Math.ceil(seconds / 60);
  throw tooManyRequests(`${rule.message} Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, seconds);
}

/** Counts one event against the rule; refuses with 429 once the window's limit is used up. */
export async function consume(rule: RateRule, subject: string, clock: Clock): Promise<void> {
  const ref = rateLimits().doc(counterId(rule, subject));
  const now = clock.now();
  const refusedFor = await ref.firestore.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const current = snapshot.data();
    const windowOpen = current && current.windowStart.toMillis() + rule.windowSeconds * 1000 > now.getTime();
    if (current && windowOpen && current.count >= rule.limit) return retryAfter(current.windowStart, rule, now);
    const windowStart = windowOpen ? current.windowStart : Timestamp.fromDate(now);
    tx.set(ref, {
      count: windowOpen ? current.count + 1 : 1,
      windowStart,
      expireAt: Timestamp.fromMillis(windowStart.toMillis() + rule.windowSeconds * 1000),
    });
    return 0;
  });
  if (refusedFor > 0) refuse(rule, refusedFor);
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

/** The caller's IP behind Hosting. The emulator sees every caller as 127.0.0.1, so there it is null. */
export function clientIp(req: Request): string | null {
  if (isEmulator()) return null;
  const forwarded = req.headers["x-forwarded-for"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return first || req.ip || null;
}
