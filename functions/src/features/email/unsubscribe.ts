import { Timestamp } from "firebase-admin/firestore";
import {
  EMAIL_CATEGORIES,
  INVALID_UNSUBSCRIBE_LINK,
  type CategorySettings,
  type EmailCategory,
  type NotificationSettingsDoc,
  type UnsubscribeResult,
  type UnsubscribeTopic,
} from "../../contract/email";
import { consume, type RateRule } from "../../http/rate-limit";
import type { Clock } from "../../lib/clock";
import { badRequest, HttpError } from "../../lib/errors";
import { readSettings, saveSettings } from "./repository";
import { readUnsubscribeToken } from "./tokens";

// One-click unsubscribe (RFC 8058), its page and its undo. A token names one person and one topic;
// a forged or altered one changes nothing, and the answers say nothing about any account.

export const unsubscribeRule: RateRule = {
  scope: "email-unsubscribe",
  limit: 20,
  windowSeconds: 60 * 60,
  message: "Too many requests for this link.",
};

/** The categories a topic covers as the settings stand: one category, or those its digest gathers. */
function categoriesOf(topic: UnsubscribeTopic, categories: CategorySettings): EmailCategory[] {
  if (topic === "daily_digest" || topic === "weekly_digest") {
    const rhythm = topic === "daily_digest" ? "daily" : "weekly";
    return EMAIL_CATEGORIES.filter((category) => categories[category].rhythm === rhythm);
  }
  return [topic];
}

async function setEmail(
  uid: string,
  stored: NotificationSettingsDoc | undefined,
  categories: EmailCategory[],
  email: boolean,
  clock: Clock,
) {
  if (!stored || !categories.length) return;
  const next = { ...stored.categories };
  for (const category of categories) next[category] = { ...next[category], email };
  await saveSettings(uid, { ...stored, categories: next, updatedAt: Timestamp.fromDate(clock.now()) });
}

/** The one-click POST: always a 200 for the sender's mail server, whatever the token. */
export async function unsubscribeOneClick(token: string, clock: Clock): Promise<void> {
  const reader = readUnsubscribeToken(token);
  if (!reader) return;
  try {
    await consume(unsubscribeRule, token, clock);
  } catch (error) {
    // Past the token's limit: nothing changes, and the mail server still gets its 200.
    if (error instanceof HttpError && error.status === 429) return;
    throw error;
  }
  const stored = await readSettings(reader.uid);
  if (stored) await setEmail(reader.uid, stored, categoriesOf(reader.topic, stored.categories), false, clock);
}

function readOrRefuse(token: string) {
  const reader = readUnsubscribeToken(token);
  if (!reader) throw badRequest(INVALID_UNSUBSCRIBE_LINK);
  return reader;
}

/** The footer link's page: turns the topic off and says which categories that was. */
export async function unsubscribeFromPage(token: string, clock: Clock): Promise<UnsubscribeResult> {
  const { uid, topic } = readOrRefuse(token);
  await consume(unsubscribeRule, token, clock);
  const stored = await readSettings(uid);
  const categories = stored ? categoriesOf(topic, stored.categories) : [];
  await setEmail(uid, stored, categories, false, clock);
  return { categories };
}

/** Undo: the categories the page turned off go back on (only those the token's topic covers). */
export async function resubscribe(token: string, wanted: EmailCategory[], clock: Clock): Promise<UnsubscribeResult> {
  const { uid, topic } = readOrRefuse(token);
  await consume(unsubscribeRule, token, clock);
  const stored = await readSettings(uid);
  const covered = stored ? categoriesOf(topic, stored.categories) : [];
  const categories = covered.filter((category) => wanted.includes(category));
  await setEmail(uid, stored, categories, true, clock);
  return { categories };
}
