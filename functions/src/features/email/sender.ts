import { Timestamp } from "firebase-admin/firestore";
import {
  UNSUBSCRIBE_TOPIC_LABELS,
  type DigestRhythm,
  type EmailCategory,
  type EmailItem,
  type MessageEmailKind,
  type NotificationSettingsDoc,
  type OutboxDoc,
  type UnsubscribeTopic,
} from "../../contract/email";
import { systemClock, type Clock } from "../../lib/clock";
import { dayKey } from "../../lib/learning-days";
import { appUrl, unsubscribeMailbox } from "../../lib/params";
import { safeTimeZone } from "../../lib/schedule-time";
import { readRecipient, readSettings, settleEmail, type Outcome, type Recipient } from "./repository";
import { toLinkedItem } from "../../lib/email-templates/links";
import { mailDoc } from "../../lib/mail";
import { renderEmail } from "../../lib/render-email";
import { planEmail, sentToday, type Plan } from "./timing";
import { unsubscribeToken } from "./tokens";

// Turns an in-app message into its email copy: whether it may go (verified address, category on),
// when (timing.ts), and the `mail` document with its unsubscribe headers. An email's id is fixed
// (its message and channel), so a retried trigger or sweep writes nothing twice.

export interface EmailDeps {
  clock: Clock;
  /** The web app's public URL: every link in an email is absolute. */
  appUrl: string;
  /** The List-Unsubscribe mailto's address. */
  unsubscribeMailbox: string;
}

/** The deployed functions' dependencies: the real clock and the parameters' values. */
export const systemEmailDeps = (): EmailDeps => ({
  clock: systemClock,
  appUrl: appUrl.value(),
  unsubscribeMailbox: unsubscribeMailbox.value(),
});

/** An email to send: what it is about and says, for whom, and when its message was created. */
export interface Email {
  id: string;
  uid: string;
  category: EmailCategory;
  kind: MessageEmailKind;
  item: EmailItem;
  createdAt: Date;
}

/** Done entries stay a month, so a late retry still finds them; then Firestore's TTL removes them. */
export const DONE_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
export const emailIdOf = (uid: string, messageId: string) => `email-${uid}-${messageId}`;

/** The unsubscribe footer and headers of a topic, for one person. */
export function unsubscribeLinks(uid: string, topic: UnsubscribeTopic, deps: EmailDeps) {
  const token = unsubscribeToken(uid, topic);
  const query = `token=${encodeURIComponent(token)}`;
  return {
    footer: {
      unsubscribeUrl: `${deps.appUrl}/unsubscribe?${query}`,
      topicLabel: UNSUBSCRIBE_TOPIC_LABELS[topic],
      settingsUrl: `${deps.appUrl}/profile#notifications`,
    },
    // RFC 8058: an https address that takes a POST with no cookie, and a mailto beside it.
    headers: {
      "List-Unsubscribe": `<${deps.appUrl}/api/email/unsubscribe?${query}>, <mailto:${deps.unsubscribeMailbox}?subject=unsubscribe%20${encodeURIComponent(token)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** Whether the learner takes email of this category at all: a verified address, the category on. */
export const accepts = (settings: NotificationSettingsDoc | undefined, category: EmailCategory) =>
  settings?.address === "verified" && settings.categories[category].email;

export const hasDailyDigest = (settings: NotificationSettingsDoc) =>
  Object.values(settings.categories).some((setting) => setting.email && setting.rhythm === "daily");

/** What happens to an email for this learner now; null when it may not go at all. */
function planFor(
  email: Pick<Email, "category">,
  settings: NotificationSettingsDoc | undefined,
  now: Date,
  timeZone: string,
): Plan | null {
  if (!accepts(settings, email.category)) return null;
  return planEmail({
    now,
    timeZone,
    quietHours: settings!.quietHours,
    rhythm: settings!.categories[email.category].rhythm,
    sentToday: sentToday(settings!.sentOn, now, timeZone),
    hasDailyDigest: hasDailyDigest(settings!),
  });
}

export const nextCount = (settings: NotificationSettingsDoc, now: Date, timeZone: string) => ({
  day: dayKey(now, timeZone),
  count: sentToday(settings.sentOn, now, timeZone) + 1,
});

async function renderOne(email: Email, recipient: Recipient, deps: EmailDeps) {
  const links = unsubscribeLinks(recipient.uid, email.category, deps);
  const rendered = await renderEmail({
    kind: email.kind,
    name: recipient.name,
    item: toLinkedItem(email.item, deps.appUrl),
    footer: links.footer,
    appUrl: deps.appUrl,
  });
  return { rendered, headers: links.headers };
}

const outboxEntry = (email: Email, state: OutboxDoc["state"], plan: Plan | null, now: Date): OutboxDoc => ({
  uid: email.uid,
  category: email.category,
  kind: email.kind,
  item: email.item,
  createdAt: Timestamp.fromDate(email.createdAt),
  notBefore: Timestamp.fromDate(plan?.action === "wait" ? plan.until : now),
  digest: plan?.action === "wait" ? plan.digest : null,
  state,
  expireAt: state === "waiting" ? null : Timestamp.fromMillis(now.getTime() + DONE_KEPT_MS),
});

/**
 * Sends an email now, or leaves it in the outbox for later (quiet hours, the day's cap, a digest);
 * `queued` says it is already there (the sweep's call), so the outbox keeps what became of it.
 */
export async function sendEmail(email: Email, deps: EmailDeps, queued = false): Promise<Outcome> {
  const now = deps.clock.now();
  const recipient = await readRecipient(email.uid);
  const done = (state: OutboxDoc["state"]) => (queued ? outboxEntry(email, state, null, now) : null);
  if (!recipient) return settleEmail(email.id, email.uid, () => ({ drop: done("dropped") }));
  const timeZone = safeTimeZone(recipient.timeZone);
  // Rendered before the transaction, which only decides: a template takes milliseconds, a retry none.
  const first = planFor(email, await readSettings(email.uid), now, timeZone);
  const composed = first?.action === "send" ? await renderOne(email, recipient, deps) : null;
  return settleEmail(email.id, email.uid, (settings) => {
    const plan = planFor(email, settings, now, timeZone);
    if (!plan) return { drop: done("dropped") };
    if (plan.action === "send" && composed)
      return {
        send: mailDoc(recipient, email.kind, email.category, composed.rendered, now, composed.headers),
        sentOn: nextCount(settings!, now, timeZone),
        ...(queued ? { done: outboxEntry(email, "sent", null, now) } : {}),
      };
    // Another email took the day's last place meanwhile: this one waits for the sweep.
    return { wait: outboxEntry(email, "waiting", plan.action === "wait" ? plan : null, now) };
  });
}

/** The email an outbox entry holds. */
export const emailOf = (id: string, entry: OutboxDoc): Email => ({
  id,
  uid: entry.uid,
  category: entry.category,
  kind: entry.kind,
  item: entry.item,
  createdAt: entry.createdAt.toDate(),
});

export const digestTopic = (rhythm: DigestRhythm): UnsubscribeTopic => `${rhythm}_digest`;
