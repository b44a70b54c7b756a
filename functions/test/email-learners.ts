import { Timestamp } from "firebase-admin/firestore";
import {
  defaultNotificationSettings,
  type CategorySettings,
  type MailDoc,
  type QuietHours,
} from "../src/contract/email";
import type { Clock } from "../src/lib/clock";
import { auth, db } from "../src/lib/firebase";
import { newUser, type TestUser } from "./api-client";
import { eventually } from "./eventually";
import type { EmailDeps } from "../src/features/email/sender";

// What the email tests share: a learner with a verified address and chosen settings, a moved
// clock, and the mail documents written for someone.

export const at = (instant: string | number | Date): Clock => ({ now: () => new Date(instant) });

export const depsAt = (clock: Clock): EmailDeps => ({
  clock,
  appUrl: process.env.APP_URL ?? "http://localhost:5000",
  unsubscribeMailbox: "unsubscribe@solosensei.test",
});

/** A learner whose sign-up verification mail has arrived, then verified with `categories` chosen. */
export async function verifiedLearner(
  options: { timeZone?: string; categories?: Partial<CategorySettings>; name?: string; quietHours?: QuietHours } = {},
): Promise<TestUser> {
  const learner = await newUser({ timeZone: options.timeZone ?? "Europe/London", name: options.name });
  // The sign-up trigger's mail first, so it never lands in the middle of a test's counts.
  await eventually(async () => (await mailFor(learner.user.id)).some(({ data }) => data.kind === "verify_email"));
  await auth.updateUser(learner.user.id, { emailVerified: true });
  const defaults = defaultNotificationSettings(Timestamp.now());
  await db.doc(`notificationSettings/${learner.user.id}`).set({
    ...defaults,
    address: "verified",
    categories: { ...defaults.categories, ...options.categories },
    quietHours: options.quietHours ?? defaults.quietHours,
  });
  return learner;
}

/** Every mail written for a user, oldest first. */
export async function mailFor(uid: string): Promise<{ id: string; data: MailDoc }[]> {
  const found = await db.collection("mail").where("uid", "==", uid).get();
  return found.docs
    .map((doc) => ({ id: doc.id, data: doc.data() as MailDoc }))
    .sort((a, b) => a.data.createdAt.toMillis() - b.data.createdAt.toMillis());
}

/** The non-account mail of a user (their sign-up verification left out). */
export const coachingMailFor = async (uid: string) =>
  (await mailFor(uid)).filter(({ data }) => data.kind !== "verify_email");

const hhmm = (instant: Date) => instant.toISOString().slice(11, 16);

/** Quiet hours in UTC well away from now, for tests that go through the triggers' real clock. */
export function quietHoursAwayFromNow(): QuietHours {
  const now = Date.now();
  return { start: hhmm(new Date(now + 6 * 3600_000)), end: hhmm(new Date(now + 7 * 3600_000)) };
}
