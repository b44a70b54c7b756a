import { logger } from "firebase-functions/logger";
import { SESSION_LIMITS } from "../../contract/sessions/common";
import type { CoachingSessionDoc } from "../../contract/sessions/storage";
import { calendarContentType, invitationFile } from "../../domain/sessions/calendar-file";
import type { Clock } from "../../lib/clock";
import { inBatches } from "../../lib/in-batches";
import { mailDoc } from "../../lib/mail";
import { sendPersonalMessage } from "../../lib/personal-messages";
import { renderEmail, type SessionEmailKind } from "../../lib/render-email";
import {
  addressFor,
  changeOf,
  noticeId,
  noticeMessage,
  partiesOf,
  sessionDetails,
  type SessionNotice,
} from "./notices";
import { createMailOnce, markReminded, sessionsDueReminder } from "./repository";

// A session's notices: booked, moved, cancelled and the reminder an hour before, each to both
// people as an in-app message and an account email (no quiet hours, caps or digests: it goes to
// `mail` at once), the booking's changes with their .ics file. Ids are fixed per change and person.

export interface NoticeDependencies {
  clock: Clock;
  appUrl: string;
}

const EMAIL_KINDS: Record<SessionNotice, SessionEmailKind> = {
  booked: "session_invitation",
  moved: "session_moved",
  cancelled: "session_cancelled",
  reminder: "session_reminder",
};

/** Sends one notice to both people; answers how many messages and emails this call sent. */
export async function sendNotice(
  deps: NoticeDependencies,
  sessionId: string,
  session: CoachingSessionDoc,
  notice: SessionNotice,
  previousStart: Date | null = null,
): Promise<number> {
  const now = deps.clock.now();
  const file = notice === "reminder" ? null : invitationFile(session);
  let sent = 0;
  for (const party of partiesOf(session)) {
    const id = noticeId(sessionId, session.sequence, notice, party.role);
    const details = sessionDetails(session, party, notice, previousStart);
    if (await sendPersonalMessage(party.uid, id, noticeMessage(sessionId, party, notice, details), deps.clock))
      sent += 1;
    const rendered = await renderEmail({
      kind: EMAIL_KINDS[notice],
      name: party.name,
      link: new URL(addressFor(sessionId, party.role), deps.appUrl).href,
      appUrl: deps.appUrl,
      session: details,
    });
    const doc = mailDoc({ uid: party.uid, email: party.email }, EMAIL_KINDS[notice], null, rendered, now);
    if (file)
      doc.message.attachments = [
        { filename: "session.ics", content: file.content, contentType: calendarContentType(file.method) },
      ];
    if (await createMailOnce(id, doc)) sent += 1;
  }
  return sent;
}

/** The trigger's work: the notice of the change a write made, if it made one. */
export async function onSessionWritten(
  deps: NoticeDependencies,
  sessionId: string,
  before: CoachingSessionDoc | null,
  after: CoachingSessionDoc | null,
): Promise<number> {
  const change = changeOf(before, after);
  if (!change || !after) return 0;
  return sendNotice(deps, sessionId, after, change, change === "moved" ? (before?.startsAt.toDate() ?? null) : null);
}

const MINUTE_MS = 60 * 1000;
const CONCURRENCY = 5;

/** Every booked session starting within the hour gets its reminder once; answers how many sessions were reminded. */
export async function runReminderSweep(deps: NoticeDependencies): Promise<number> {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + SESSION_LIMITS.reminderMinutes * MINUTE_MS);
  let reminded = 0;
  for await (const page of sessionsDueReminder(now, until))
    await inBatches(page, CONCURRENCY, async ({ id, data }) => {
      try {
        await sendNotice(deps, id, data, "reminder");
        await markReminded(id, data.sequence, now);
        reminded += 1;
      } catch (error) {
        // One session's failure must not stop the rest; the fixed ids let the next run try again.
        logger.error("session reminder failed", { sessionId: id, error: String(error) });
      }
    });
  return reminded;
}
