import { Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions/logger";
import { inBatches } from "../../lib/in-batches";
import { readAnnouncementAudience, readBroadcast, readEmailJob, saveEmailJob } from "./repository";
import { emailIdOf, sendEmail, type EmailDeps } from "./sender";

// A broadcast ticked "also send by email": one job document at send time, then its emails queued a
// page of learners at a time (those who verified their address and accept announcements). Each
// email goes through the learner's own rhythm, quiet hours and cap. Resumable: the cursor is saved
// after every page, and an email's fixed id makes a page done twice send nothing twice.

export const AUDIENCE_PAGE_SIZE = 200;
/** Pages per run; the sweep goes on with a job a run left unfinished. */
export const JOB_MAX_PAGES = 25;
const CONCURRENCY = 10;

export interface JobRun {
  queued: number;
  done: boolean;
}

export async function runBroadcastEmailJob(broadcastId: string, deps: EmailDeps): Promise<JobRun> {
  const [job, broadcast] = await Promise.all([readEmailJob(broadcastId), readBroadcast(broadcastId)]);
  if (!job || job.done) return { queued: job?.queued ?? 0, done: true };
  let { cursor, queued } = job;
  const finish = async (done: boolean) => {
    await saveEmailJob(broadcastId, { cursor, queued, done, updatedAt: Timestamp.fromDate(deps.clock.now()) });
    return { queued, done };
  };
  if (!broadcast) return finish(true);
  const item = {
    title: broadcast.title,
    content: broadcast.content,
    actionLabel: broadcast.actionLabel,
    actionUrl: broadcast.actionUrl,
  };
  for (let page = 0; page < JOB_MAX_PAGES; page++) {
    const uids = await readAnnouncementAudience(AUDIENCE_PAGE_SIZE, cursor);
    await inBatches(uids, CONCURRENCY, async (uid) => {
      try {
        await sendEmail(
          {
            id: emailIdOf(uid, broadcastId),
            uid,
            category: "announcements",
            kind: "announcement",
            item,
            createdAt: broadcast.createdAt.toDate(),
          },
          deps,
        );
      } catch (error) {
        // One learner's failure must not stop the rest: the page is not done again for them.
        logger.error("broadcast email failed", { broadcastId, uid, error: String(error) });
      }
    });
    queued += uids.length;
    cursor = uids.at(-1) ?? cursor;
    if (uids.length < AUDIENCE_PAGE_SIZE) return finish(true);
    await finish(false);
  }
  return { queued, done: false };
}
