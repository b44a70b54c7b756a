import { createHash } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import {
  defaultNotificationSettings,
  INVALID_VERIFICATION_LINK,
  VERIFICATION_SENT_MESSAGE,
  VERIFIED_MESSAGE,
  type AddressState,
  type NotificationSettings,
  type NotificationSettingsDoc,
  type UpdateNotificationSettingsRequest,
} from "../../contract/email";
import { consume, type RateRule } from "../../http/rate-limit";
import type { Clock } from "../../lib/clock";
import { badRequest, notFound } from "../../lib/errors";
import { auth } from "../../lib/firebase";
import { identityToolkit } from "../../lib/password-check";
import { safeTimeZone } from "../../lib/schedule-time";
import { readRecipient, readSettings, saveAddressState, saveSettings, settleEmail } from "./repository";
import { renderEmail } from "../../lib/render-email";
import { mailDoc } from "../../lib/mail";
import type { EmailDeps } from "./sender";

// A learner's notification settings, and their address's verification through Firebase Auth: the
// link's code is Auth's own, applied through Identity Toolkit, so the Auth emulator's codes work.

export const verificationRule: RateRule = {
  scope: "email-verification",
  limit: 3,
  windowSeconds: 60 * 60,
  message: "We already sent you several links.",
};

export const confirmRule: RateRule = {
  scope: "email-verification-confirm",
  limit: 30,
  windowSeconds: 60 * 60,
  message: "Too many verification attempts from your network.",
};

/** Firebase Auth says whether the address is verified; our copy keeps a refusal until it is again. */
const addressFrom = (verified: boolean, stored: AddressState | undefined): AddressState =>
  verified ? "verified" : stored === "rejected" ? "rejected" : "unverified";

export async function readNotificationSettings(uid: string, clock: Clock): Promise<NotificationSettings> {
  const [recipient, stored, record] = await Promise.all([readRecipient(uid), readSettings(uid), auth.getUser(uid)]);
  if (!recipient) throw notFound("User not found");
  const settings = stored ?? defaultNotificationSettings(Timestamp.fromDate(clock.now()));
  const address = addressFrom(record.emailVerified, stored?.address);
  // A link opened in another browser (or signed out) is seen here on the next visit.
  if (address !== settings.address && (stored || address === "verified"))
    await saveAddressState(uid, address, clock.now());
  return {
    email: recipient.email,
    address,
    categories: settings.categories,
    quietHours: settings.quietHours,
    timeZone: safeTimeZone(recipient.timeZone),
  };
}

export async function updateNotificationSettings(
  uid: string,
  change: UpdateNotificationSettingsRequest,
  clock: Clock,
): Promise<NotificationSettings> {
  const now = Timestamp.fromDate(clock.now());
  const stored: NotificationSettingsDoc = (await readSettings(uid)) ?? defaultNotificationSettings(now);
  await saveSettings(uid, { ...stored, categories: change.categories, quietHours: change.quietHours, updatedAt: now });
  return readNotificationSettings(uid, clock);
}

/**
 * Emails the verification link: Auth's code, on the app's own page (`/verify-email`), which applies
 * it. An account email: it goes whatever the settings say, at once.
 */
export async function sendVerification(uid: string, deps: EmailDeps): Promise<{ message: string }> {
  const recipient = await readRecipient(uid);
  if (!recipient) throw notFound("User not found");
  await consume(verificationRule, uid, deps.clock);
  const authLink = new URL(await auth.generateEmailVerificationLink(recipient.email));
  const code = authLink.searchParams.get("oobCode");
  if (!code) throw new Error("The verification link has no code");
  const link = new URL("/verify-email", deps.appUrl);
  link.searchParams.set("oobCode", code);
  const rendered = await renderEmail({
    kind: "verify_email",
    name: recipient.name,
    link: link.href,
    appUrl: deps.appUrl,
  });
  const now = deps.clock.now();
  const id = `verify-${uid}-${createHash("sha256").update(code).digest("hex").slice(0, 16)}`;
  await settleEmail(id, uid, () => ({ send: mailDoc(recipient, "verify_email", null, rendered, now) }));
  return { message: VERIFICATION_SENT_MESSAGE };
}

/** At sign-up, unless the address is verified already (an account made by the seed or an admin). */
export async function sendFirstVerification(uid: string, deps: EmailDeps): Promise<void> {
  const record = await auth.getUser(uid).catch(() => null);
  if (record && !record.emailVerified) await sendVerification(uid, deps);
}

/** Applies a verification link's code; the address it names may take email again. */
export async function confirmVerification(oobCode: string, client: string, clock: Clock): Promise<{ message: string }> {
  await consume(confirmRule, client, clock);
  const { response, body } = await identityToolkit("update", { oobCode });
  if (!response.ok || !body.email) throw badRequest(INVALID_VERIFICATION_LINK);
  const record = await auth.getUserByEmail(body.email).catch(() => null);
  if (record) await saveAddressState(record.uid, "verified", clock.now());
  return { message: VERIFIED_MESSAGE };
}

/** A new sign-in address starts unverified: Auth's flag and ours. */
export async function onAddressChanged(uid: string, clock: Clock): Promise<void> {
  await auth.updateUser(uid, { emailVerified: false });
  if (await readSettings(uid)) await saveAddressState(uid, "unverified", clock.now());
}
