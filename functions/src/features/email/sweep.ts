import { logger } from "firebase-functions/logger";
import { Timestamp, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { EMAIL_CATEGORY_LABELS, type DigestRhythm, type OutboxDoc } from "../../contract/email";
import type { StoredDoc } from "../../lib/collections";
import { safeTimeZone } from "../../lib/schedule-time";
import { mailExists, readDigestEntries, readDuePage, readRecipient, readSettings, settleDigest } from "./repository";
import {
  accepts,
  digestTopic,
  DONE_KEPT_MS,
  emailOf,
  nextCount,
  sendEmail,
  unsubscribeLinks,
  type EmailDeps,
} from "./sender";
import { toLinkedItem } from "../../lib/email-templates/links";
import { mailDoc } from "../../lib/mail";
import { renderEmail } from "../../lib/render-email";
import { nextDigest, planEmail, sentToday } from "./timing";

// Every 15 minutes: the outbox's entries now due go (or wait again), and digests whose time came
// are sent, one mail per person and period. Paged and bounded; safe to run twice or at once.

export const OUTBOX_PAGE_SIZE = 100;
export const OUTBOX_MAX_PAGES = 20;
/** A digest lists at most this many items; the rest go in the next one. */
export const DIGEST_MAX_ITEMS = 30;

export interface OutboxSweepResult {
  sent: number;
  waiting: number;
  dropped: number;
  digests: number;
}

export const digestMailId = (uid: string, digest: string) => `digest-${uid}-${digest}`;
const rhythmOf = (digest: string): DigestRhythm => (digest.startsWith("weekly-") ? "weekly" : "daily");

const finished = (entry: OutboxDoc, state: OutboxDoc["state"], now: Date): OutboxDoc => ({
  ...entry,
  state,
  expireAt: Timestamp.fromMillis(now.getTime() + DONE_KEPT_MS),
});

/**
 * Sends one person's digest: the items of categories still on, oldest first, in one mail whose id is
 * the person and the period. Quiet hours or a used-up day move it, whole, to its next window.
 */
export async function sendDigest(
  uid: string,
  digest: string,
  deps: EmailDeps,
): Promise<"sent" | "waiting" | "dropped"> {
  const now = deps.clock.now();
  const [entries, recipient, settings] = await Promise.all([
    readDigestEntries(uid, digest, DIGEST_MAX_ITEMS),
    readRecipient(uid),
    readSettings(uid),
  ]);
  const kept = recipient ? entries.filter(({ data }) => accepts(settings, data.category)) : [];
  const dropped = entries.filter((entry) => !kept.includes(entry));
  const drops = dropped.map(({ ref, data }) => ({ ref, next: finished(data, "dropped", now) }));
  if (!kept.length || !recipient || !settings) {
    await settleDigest(uid, drops, null);
    return "dropped";
  }
  const timeZone = safeTimeZone(recipient.timeZone);
  const plan = planEmail({
    now,
    timeZone,
    quietHours: settings.quietHours,
    rhythm: "instant",
    sentToday: sentToday(settings.sentOn, now, timeZone),
    hasDailyDigest: false,
  });
  const rhythm = rhythmOf(digest);
  // Items past a digest's size, or come after it went, go in the next one of the same rhythm.
  const next =
    plan.action === "send" && (await mailExists(digestMailId(uid, digest)))
      ? nextDigest(rhythm, { now, timeZone, quietHours: settings.quietHours })
      : null;
  if (plan.action === "wait" || next) {
    const later = Timestamp.fromDate(plan.action === "wait" ? plan.until : next!.at);
    const key = next?.key ?? digest;
    await settleDigest(
      uid,
      [...drops, ...kept.map(({ ref, data }) => ({ ref, next: { ...data, notBefore: later, digest: key } }))],
      null,
    );
    return "waiting";
  }
  const links = unsubscribeLinks(uid, digestTopic(rhythm), deps);
  const items = kept.map(({ data }) => ({
    ...toLinkedItem(data.item, deps.appUrl),
    categoryLabel: EMAIL_CATEGORY_LABELS[data.category],
    at: data.createdAt.toDate().toISOString(),
  }));
  const rendered = await renderEmail({
    kind: "digest",
    name: recipient.name,
    rhythm,
    items,
    footer: links.footer,
    appUrl: deps.appUrl,
    timeZone,
  });
  await settleDigest(uid, [...drops, ...kept.map(({ ref, data }) => ({ ref, next: finished(data, "sent", now) }))], {
    id: digestMailId(uid, digest),
    doc: mailDoc(recipient, "digest", null, rendered, now, links.headers),
    sentOn: nextCount(settings, now, timeZone),
  });
  return "sent";
}

async function settleEntry(entry: StoredDoc<OutboxDoc>, deps: EmailDeps, digestsDone: Set<string>) {
  if (!entry.data.digest) return sendEmail(emailOf(entry.id, entry.data), deps, true);
  const key = `${entry.data.uid}/${entry.data.digest}`;
  if (digestsDone.has(key)) return "duplicate" as const;
  digestsDone.add(key);
  const outcome = await sendDigest(entry.data.uid, entry.data.digest, deps);
  return outcome === "sent" ? ("digest" as const) : outcome;
}

/** The body of the scheduled sweep: due entries, a page at a time, oldest due first. */
export async function sweepOutbox(deps: EmailDeps): Promise<OutboxSweepResult> {
  const result: OutboxSweepResult = { sent: 0, waiting: 0, dropped: 0, digests: 0 };
  const digestsDone = new Set<string>();
  let after: QueryDocumentSnapshot<OutboxDoc> | null = null;
  for (let page = 0; page < OUTBOX_MAX_PAGES; page++) {
    const { entries, last } = await readDuePage(deps.clock.now(), OUTBOX_PAGE_SIZE, after);
    for (const entry of entries) {
      try {
        const outcome = await settleEntry(entry, deps, digestsDone);
        if (outcome === "digest") result.digests++;
        else if (outcome !== "duplicate") result[outcome]++;
      } catch (error) {
        // One broken entry must not hold up the others; it is tried again next run.
        logger.error("outbox entry failed", { id: entry.id, error: String(error) });
      }
    }
    if (!last || entries.length < OUTBOX_PAGE_SIZE) break;
    after = last;
  }
  return result;
}
