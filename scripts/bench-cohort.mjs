// `npm run bench:cohort`: what the cohort dashboard costs a coach at 100 and 1,000 learners.
// Starts the emulator suite (or uses the running one when FIRESTORE_EMULATOR_HOST is set), loads
// the seed (the Incubator's content, which the dashboard reads), then writes each cohort straight
// to Firestore in batches (background triggers paused): the cohort, its members (three coaches),
// and 12 weeks x 8 shards of week figures with check-ins. Prints, for the dashboard's first page
// (roster and series) and its second (roster only), the documents read as the service counts them
// (every document a query or lookup returns, an empty query as one, as Firestore bills) and the
// service's time against the emulator (median of 7 calls, in process, no HTTP). Then one nudge
// sweep's reads and writes, run twice (the second sends nothing). Figures only: no assertions.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { backgroundTriggers, medianOf } from "./bench-helpers.mjs";
import { root, withinEmulators } from "./emulator-env.mjs";

await withinEmulators(bench);

async function bench() {
  const seeded = spawnSync(join(root, "node_modules", ".bin", "tsx"), ["seed/run.ts"], { cwd: root, stdio: "ignore" });
  if (seeded.status !== 0) throw new Error("Loading the seed failed.");
  const { db } = await import("../functions/src/lib/firebase.ts");
  const { Timestamp } = await import("firebase-admin/firestore");
  const { COHORT_LIMITS } = await import("../functions/src/contract/cohorts/common.ts");
  const { cohortDocSchema, cohortMemberDocSchema, weekStatsDocSchema, weekStatsId, weekStatsShard } =
    await import("../functions/src/contract/cohorts/storage.ts");
  const { weekStartsAt } = await import("../functions/src/domain/cohorts/calendar.ts");
  const { readDashboard } = await import("../functions/src/features/cohort-dashboard/service.ts");
  const { sweepCohort } = await import("../functions/src/features/cohort-nudges/sweep.ts");
  const run = randomUUID().slice(0, 8);

  const WEEKS = 12;
  const coaches = [`coach-${run}-a`, `coach-${run}-b`, `coach-${run}-c`];
  const calendar = { startDate: "2026-01-05", weeks: WEEKS, timeZone: "Europe/Berlin" };
  // Wednesday of week 8: seven weeks behind it, each with check-ins and passes.
  const now = new Date(weekStartsAt(calendar, 8).getTime() + 2.5 * 86_400_000);
  const clock = { now: () => now };
  const figures = (index, week) => ({
    revenue: (index * 37 + week * 11) % 900,
    clients: (index + week) % 7,
    leads: index % 5,
    hours: 10 + (index % 30),
    confidence: 1 + (index % 5),
  });

  /** Writes a cohort of `learners` members and its week shards; answers its id and the write time. */
  async function seedCohort(learners) {
    const cohortId = `bench-${run}-${learners}`;
    const started = Date.now();
    await backgroundTriggers(false);
    const at = Timestamp.fromDate(now);
    const loads = Object.fromEntries(coaches.map((coach, index) => [coach, Math.ceil((learners - index) / 3)]));
    await db.doc(`cohorts/${cohortId}`).set(
      cohortDocSchema.parse({
        ...calendar,
        name: `Bench ${learners}`,
        currency: "EUR",
        checkInWeekday: 5,
        schedule: { DISCOVER: 2, SHAPE: 4, SHOW: 6, SELL: 8, SERVE: 10, GROW: 12 },
        stage: "open",
        coachIds: coaches,
        memberCount: learners,
        coachLoads: loads,
        memberZones: { "Europe/Berlin": learners },
        createdAt: at,
        updatedAt: at,
      }),
    );
    const uids = Array.from({ length: learners }, (_, index) => `${cohortId}-m${index}`);
    for (let start = 0; start < learners; start += 400) {
      const batch = db.batch();
      uids.slice(start, start + 400).forEach((uid, offset) => {
        const index = start + offset;
        batch.set(
          db.doc(`cohortMembers/${uid}`),
          cohortMemberDocSchema.parse({
            uid,
            cohortId,
            name: `Learner ${String(index).padStart(4, "0")}`,
            email: `${uid}@example.test`,
            coachId: coaches[index % 3],
            joinedAt: at,
            timeZone: "Europe/Berlin",
            stepsPassed: index % 20,
            phasesComplete: index % 4,
            lastWorkedAt: Timestamp.fromMillis(now.getTime() - (index % 20) * 86_400_000),
            failedAttempts: index % 5,
            lastCheckInWeek: index % 3 ? 8 : 7,
            history: [],
          }),
        );
      });
      await batch.commit();
    }
    // Weeks 1..8 (the current one too), each learner's check-in in their shard for 70% of them.
    const batch = db.batch();
    for (let week = 1; week <= 8; week++)
      for (let shard = 0; shard < COHORT_LIMITS.weekStatShards; shard++) {
        const checkIns = {};
        uids.forEach((uid, index) => {
          if (weekStatsShard(uid) === shard && (index + week) % 10 < 7) checkIns[uid] = figures(index, week);
        });
        batch.set(
          db.doc(`cohorts/${cohortId}/weekStats/${weekStatsId(week, shard)}`),
          weekStatsDocSchema.parse({ week, shard, checkIns, stepsPassed: Math.round(learners / 8 / 3) }),
        );
      }
    await batch.commit();
    await backgroundTriggers(true);
    return { cohortId, wrote: Date.now() - started };
  }

  for (const learners of [100, 1000]) {
    const { cohortId, wrote } = await seedCohort(learners);
    console.log(`${learners.toLocaleString("en")} learners (written in ${(wrote / 1000).toFixed(1)} s)`);
    const first = await medianOf(() => readDashboard({ clock }, coaches[0], cohortId, {}));
    console.log(
      `  dashboard, first page (${first.answer.rows.length} rows and ${first.answer.series.length} weeks): ${first.answer.reads} documents read, median ${first.ms} ms`,
    );
    const second = await medianOf(() =>
      readDashboard({ clock }, coaches[0], cohortId, { cursor: first.answer.nextCursor }),
    );
    console.log(
      `  dashboard, second page (${second.answer.rows.length} rows): ${second.answer.reads} documents read, median ${second.ms} ms`,
    );

    // One nudge sweep at 09:00 in Berlin on the Saturday of week 8, the day after check-in day:
    // the members who did not check in that week are read and nudged. Triggers are paused, so the
    // messages' email copies are not part of the figure.
    await backgroundTriggers(false);
    const saturday = { now: () => new Date(weekStartsAt(calendar, 8).getTime() + (5 * 24 + 9) * 3_600_000) };
    const cohort = (await db.doc(`cohorts/${cohortId}`).get()).data();
    for (const round of ["first", "again"]) {
      const started = performance.now();
      const swept = await sweepCohort(cohortId, cohortDocSchema.parse(cohort), saturday);
      const ms = (performance.now() - started).toFixed(0);
      console.log(
        `  nudge sweep (${round}): ${swept.membersRead} member documents read, ${swept.sent} messages written, ${swept.summaries} summaries, ${ms} ms`,
      );
    }
    await backgroundTriggers(true);
  }
  process.exit(0);
}
