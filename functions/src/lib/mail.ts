import { Timestamp } from "firebase-admin/firestore";
import type { EmailCategory, EmailKind, MailDoc } from "../contract/email";
import type { RenderedEmail } from "./render-email";

// The `mail` document the Trigger Email extension sends, for every email: the email feature's
// copies of messages and digests, and the account emails other features send (a cohort's
// invitation, which always goes, at once).

/** How long the `mail` documents are kept (the failed-delivery list reads them). */
export const MAIL_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** The `mail` document of a rendered email; `uid` absent for an address with no account yet. */
export function mailDoc(
  recipient: { uid?: string; email: string },
  kind: EmailKind,
  category: EmailCategory | null,
  rendered: RenderedEmail,
  now: Date,
  headers?: Record<string, string>,
): MailDoc {
  return {
    to: recipient.email,
    ...(headers ? { headers } : {}),
    message: { subject: rendered.subject, text: rendered.text, html: rendered.html },
    ...(recipient.uid ? { uid: recipient.uid } : {}),
    kind,
    category,
    createdAt: Timestamp.fromDate(now),
    expireAt: Timestamp.fromMillis(now.getTime() + MAIL_KEPT_MS),
  };
}
