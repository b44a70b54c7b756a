import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { counted } from "../../src/lib/bench-counts";
import type { Clock } from "../../src/lib/clock";
import { db } from "../../src/lib/firebase";
import { runNudgeSweep } from "../../src/features/cohort-nudges/sweep";
import { runBroadcastEmailJob } from "../../src/features/email/broadcast-emails";
import { readUnfinishedJobs } from "../../src/features/email/repository";
import { sweepOutbox } from "../../src/features/email/sweep";
import { runSweep } from "../../src/features/messages/sweep";
import { runReminderSweep } from "../../src/features/session-notices/service";
import { APP_URL } from "../api-client";

// The scheduled jobs (functions/src/index.ts), run in this process through the logic their
// onSchedule wrappers call, with an injected clock; each run is counted as one invocation.

const MONTH_MINUTES = 30 * 24 * 60;
const at = (instant: Date): Clock => ({ now: () => instant });
const emailDeps = (instant: Date) => ({
  clock: at(instant),
  appUrl: APP_URL,
  unsubscribeMailbox: "unsubscribe@example.test",
});

export interface Job {
  name: string;
  /** Runs a month, from its schedule. */
  perMonth: number;
  run: (instant: Date) => Promise<unknown>;
}

export const JOBS: Job[] = [
  { name: "messagesSweep", perMonth: MONTH_MINUTES / 15, run: (instant) => runSweep(at(instant)) },
  {
    name: "emailSweep",
    perMonth: MONTH_MINUTES / 15,
    run: async (instant) => {
      // As the scheduled function: the outbox, then any broadcast job a run left unfinished.
      await sweepOutbox(emailDeps(instant));
      for (const id of await readUnfinishedJobs(5)) await runBroadcastEmailJob(id, emailDeps(instant));
    },
  },
  { name: "cohortNudgesSweep", perMonth: MONTH_MINUTES / 60, run: (instant) => runNudgeSweep(at(instant)) },
  {
    name: "sessionNoticesSweep",
    perMonth: MONTH_MINUTES / 5,
    run: (instant) => runReminderSweep({ clock: at(instant), appUrl: APP_URL }),
  },
];

export const jobLabel = (job: Job) => `job ${job.name}`;

/** One counted run of `job` at `instant`. */
export const runJob = (job: Job, instant: Date) => counted(jobLabel(job), () => job.run(instant));

/** One counted run of every job at `instant`. */
export async function runJobs(instant: Date) {
  for (const job of JOBS) await runJob(job, instant);
}

/**
 * What the Trigger Email extension does with one `mail` document (firebase/extensions,
 * firestore-send-email/functions/src/index.ts, `processQueue` on every write of the document):
 * on the create, a transaction reads it and sets `delivery` PENDING; on that write, a transaction
 * reads it and sets PROCESSING, then `deliver` reads it again and a transaction writes SUCCESS;
 * on the PROCESSING write, a transaction reads it and finds nothing to do; on the SUCCESS write it
 * returns before reading. Replayed here with the same operations, so our own trigger on the
 * `delivery` changes (emailOnDelivery) runs as it would.
 */
export async function replayTriggerEmail(mailIds: string[]) {
  for (const id of mailIds)
    await counted("Trigger Email extension (replayed)", async () => {
      const ref = db.collection("mail").doc(id);
      await db.runTransaction(async (tx) => {
        await tx.get(ref);
        tx.update(ref, { delivery: { startTime: Timestamp.now(), state: "PENDING", attempts: 0, error: null } });
      });
      await db.runTransaction(async (tx) => {
        await tx.get(ref);
        tx.update(ref, { "delivery.state": "PROCESSING", "delivery.leaseExpireTime": Timestamp.now() });
      });
      await ref.get();
      await db.runTransaction(async (tx) => {
        tx.update(ref, {
          "delivery.attempts": FieldValue.increment(1),
          "delivery.endTime": FieldValue.serverTimestamp(),
          "delivery.error": null,
          "delivery.leaseExpireTime": null,
          "delivery.state": "SUCCESS",
          "delivery.info": {
            messageId: `<${id}@bench>`,
            accepted: ["learner"],
            rejected: [],
            pending: [],
            response: "250",
          },
        });
      });
      await db.runTransaction(async (tx) => void (await tx.get(ref)));
    });
}

/** The ids of every `mail` document now (the bench's own look, not counted). */
export async function mailIds(): Promise<Set<string>> {
  return new Set((await db.collection("mail").select().get()).docs.map((doc) => doc.id));
}
