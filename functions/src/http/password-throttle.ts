import type { Clock } from "../lib/clock";
import { assertUnderLimit, countOf, record, resetLimit, type RateRule } from "./rate-limit";

/**
 * Password guessing is slowed without locking the owner out (docs/decisions/036-sign-in-throttling.md):
 * failures count per account and client, and a client that keeps failing is refused, even with
 * the right password. Far above a person's rate the account is slowed for everyone who has
 * failed on it, but a client that has not been failing always gets its password checked.
 */
export interface PasswordThrottle {
  /** Failures of one client on one account. */
  perClient: RateRule;
  /** Failures on one account from every client: only "far above a person's rate" counts. */
  perAccount: RateRule;
}

const clientKey = (account: string, client: string) => `${account}|${client}`;

/** Before checking a password: 429 for a failing client, and for any client that failed while the account is hot. */
export async function assertMayTryPassword(
  throttle: PasswordThrottle,
  account: string,
  client: string,
  clock: Clock,
): Promise<void> {
  await assertUnderLimit(throttle.perClient, clientKey(account, client), clock);
  if ((await countOf(throttle.perClient, clientKey(account, client), clock)) > 0)
    await assertUnderLimit(throttle.perAccount, account, clock);
}

export async function recordPasswordFailure(
  throttle: PasswordThrottle,
  account: string,
  client: string,
  clock: Clock,
): Promise<void> {
  await Promise.all([
    record(throttle.perClient, clientKey(account, client), clock),
    record(throttle.perAccount, account, clock),
  ]);
}

/** A right password clears that client's failures (the account-wide count stays). */
export async function recordPasswordSuccess(throttle: PasswordThrottle, account: string, client: string) {
  await resetLimit(throttle.perClient, clientKey(account, client));
}
