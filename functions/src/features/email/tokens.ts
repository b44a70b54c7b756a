import { createHmac, timingSafeEqual } from "node:crypto";
import { unsubscribeTopicSchema, type UnsubscribeTopic } from "../../contract/email";
import { emailLinkSecret } from "../../lib/params";

// An unsubscribe link's token: one person and one topic, signed with the EMAIL_LINK_SECRET, so a
// forged or altered token is refused without a read. Links never carry an email address.

const signature = (uid: string, topic: UnsubscribeTopic) =>
  createHmac("sha256", emailLinkSecret.value()).update(`unsubscribe:${uid}:${topic}`).digest("base64url");

export const unsubscribeToken = (uid: string, topic: UnsubscribeTopic) => `${uid}.${topic}.${signature(uid, topic)}`;

/** The person and topic a token names, or null when it is malformed, forged or altered. */
export function readUnsubscribeToken(token: string): { uid: string; topic: UnsubscribeTopic } | null {
  const [uid, topicText, given, ...rest] = token.split(".");
  if (!uid || !topicText || !given || rest.length) return null;
  const topic = unsubscribeTopicSchema.safeParse(topicText);
  if (!topic.success) return null;
  const expected = Buffer.from(signature(uid, topic.data));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? { uid, topic: topic.data } : null;
}
