import { Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions/logger";
import {
  BROADCAST_COHORTS_MAX,
  cohortBroadcastMessageId,
  type Broadcast,
  type BroadcastCohorts,
  type SendBroadcastRequest,
} from "../../contract/messages";
import { isActiveCohort } from "../../domain/cohorts/calendar";
import { messageFields } from "../../lib/broadcasts";
import type { Clock } from "../../lib/clock";
import { badRequest } from "../../lib/errors";
import { inBatches } from "../../lib/in-batches";
import { sendPersonalMessage } from "../../lib/personal-messages";
import {
  readCohort,
  readCohortBroadcast,
  readMemberUids,
  readOpenCohorts,
  saveCohortBroadcast,
  saveCohortBroadcastProgress,
} from "./repository";

// A broadcast to one cohort. Broadcasts to everyone are one document every inbox merges in; a
// cohort's goes instead as a personal message to each current member, under a fixed id, so a page
// done twice (a retried trigger) sends nothing twice. "Also send by email" marks each message
// `emailAs` an announcement, and features/email sends it by the learner's preferences.

export const MEMBER_PAGE_SIZE = 200;
const CONCURRENCY = 10;

/** The cohorts the composer offers: open for enrolment or running, by name. */
export async function listBroadcastCohorts(clock: Clock): Promise<BroadcastCohorts> {
  const now = clock.now();
  const found = await readOpenCohorts(BROADCAST_COHORTS_MAX);
  return {
    items: found
      .filter(({ data }) => isActiveCohort(data, now))
      .map(({ id, data }) => ({ id, name: data.name, memberCount: data.memberCount })),
  };
}

/** Stores the cohort's broadcast; its trigger sends the messages. Refused for a cohort not open or running. */
export async function sendCohortBroadcast(
  adminUid: string,
  cohortId: string,
  request: SendBroadcastRequest,
  clock: Clock,
): Promise<Broadcast> {
  const now = clock.now();
  const cohort = await readCohort(cohortId);
  if (!cohort || !isActiveCohort(cohort, now))
    throw badRequest("Pick a cohort that is open or running", [
      { path: "cohortId", message: "Pick a cohort that is open or running" },
    ]);
  const at = Timestamp.fromDate(now);
  const fields = messageFields(request);
  const id = await saveCohortBroadcast({
    cohortId,
    ...fields,
    alsoEmail: request.alsoEmail,
    createdBy: adminUid,
    reach: cohort.memberCount,
    cursor: null,
    sent: 0,
    done: false,
    createdAt: at,
    updatedAt: at,
  });
  return {
    id,
    type: fields.type,
    title: fields.title,
    content: fields.content,
    timestamp: now.toISOString(),
    ...(fields.actionLabel ? { actionLabel: fields.actionLabel } : {}),
    ...(fields.actionUrl ? { actionUrl: fields.actionUrl } : {}),
    targetAllUsers: false,
    source: "admin",
    readCount: 0,
    reach: cohort.memberCount,
    readOrDismissedCount: 0,
    readRate: 0,
    cohortId,
  };
}

/** Sends a cohort broadcast to the members not yet reached; resumable from its saved cursor. */
export async function runCohortBroadcast(id: string, clock: Clock): Promise<{ sent: number; done: boolean }> {
  const job = await readCohortBroadcast(id);
  if (!job || job.done) return { sent: job?.sent ?? 0, done: true };
  let { cursor, sent } = job;
  const emailAs = job.alsoEmail ? ({ category: "announcements", kind: "announcement" } as const) : undefined;
  const sentAt = { now: () => job.createdAt.toDate() };
  for (;;) {
    const uids = await readMemberUids(job.cohortId, cursor, MEMBER_PAGE_SIZE);
    await inBatches(uids, CONCURRENCY, async (uid) => {
      try {
        if (await sendPersonalMessage(uid, cohortBroadcastMessageId(id), job, sentAt, emailAs)) sent += 1;
      } catch (error) {
        // One member's failure must not stop the rest.
        logger.error("cohort broadcast message failed", { id, uid, error: String(error) });
      }
    });
    cursor = uids.at(-1) ?? cursor;
    const done = uids.length < MEMBER_PAGE_SIZE;
    await saveCohortBroadcastProgress(id, { cursor, sent, done, updatedAt: Timestamp.fromDate(clock.now()) });
    if (done) return { sent, done };
  }
}
