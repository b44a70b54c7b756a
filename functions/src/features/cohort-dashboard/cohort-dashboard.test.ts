import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import type { CohortDashboard } from "../../contract/cohorts/dashboard";
import {
  cohortPassId,
  weekStatsId,
  weekStatsShard,
  type CohortDoc,
  type CohortMemberDoc,
  NEW_MEMBER_FIGURES,
} from "../../contract/cohorts/storage";
import { newAdmin, newUser } from "../../../test/api-client";
import { eventually } from "../../../test/eventually";
import { pass, poorAnswer, submit } from "../../../test/incubator-answers";
import { readContent } from "../../domain/incubator/view";
import { cohortMembers, cohortPasses, cohortWeekStats, cohorts } from "../../lib/collections";
import { activeRoadmap } from "./figures";
import { recordWork } from "./repository";
import { readDashboard } from "./service";
import { cohortDoc } from "../../../test/cohort-docs";

// The cohort dashboard against the emulators: the progress trigger keeps a member's figures and
// counts a pass once in its week's shard; the dashboard reads the roster a page at a time, the
// caller's learners first, and the series from the shards only.

const DAY_MS = 86_400_000;
/** Triggers queue behind the others' on a busy emulator (a minute and more on shared cores). */
const TRIGGER_MS = 120_000;

const dashboardCohort = (fields: Partial<CohortDoc>) =>
  cohortDoc({ startDate: "2026-01-05", weeks: 4, schedule: { DISCOVER: 1, SHAPE: 3 }, ...fields });

function memberDoc(uid: string, cohortId: string, fields: Partial<CohortMemberDoc>): CohortMemberDoc {
  return {
    uid,
    cohortId,
    name: uid,
    email: `${uid}@example.test`,
    coachId: null,
    joinedAt: Timestamp.fromDate(new Date("2026-01-01T00:00:00Z")),
    timeZone: "Europe/Berlin",
    ...NEW_MEMBER_FIGURES,
    history: [],
    ...fields,
  };
}

/** This week's Monday (UTC) as YYYY-MM-DD. */
function thisMonday() {
  const today = new Date();
  return new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

describe("the cohort dashboard", { timeout: 300_000 }, () => {
  it("keeps a member's figures from their progress and counts a pass once in its week's shard", async () => {
    const learner = await newAdmin();
    const uid = learner.user.id;
    const cohortId = `c-${randomUUID()}`;
    await cohorts()
      .doc(cohortId)
      .set(dashboardCohort({ startDate: thisMonday(), weeks: 12, timeZone: "UTC", memberCount: 1 }));
    await cohortMembers()
      .doc(uid)
      .set(memberDoc(uid, cohortId, {}));

    await pass(learner, "1");
    const shard = cohortWeekStats(cohortId).doc(weekStatsId(1, weekStatsShard(uid)));
    const member = await eventually(async () => {
      const data = (await cohortMembers().doc(uid).get()).data();
      return data?.stepsPassed === 1 && data;
    }, TRIGGER_MS);
    expect(member.phasesComplete).toBe(0);
    expect(member.failedAttempts).toBe(0);
    expect(member.lastWorkedAt).not.toBeNull();
    expect(await eventually(async () => (await shard.get()).data(), TRIGGER_MS)).toMatchObject({
      week: 1,
      stepsPassed: 1,
      checkIns: {},
    });
    expect((await cohortPasses(cohortId).doc(cohortPassId(uid, "1")).get()).data()).toMatchObject({ week: 1 });

    // A failed attempt on the next step counts; it passes nothing.
    await submit(learner, "2", poorAnswer("2"));
    await eventually(async () => (await cohortMembers().doc(uid).get()).data()?.failedAttempts === 1, TRIGGER_MS);

    // The pass applied again (a retried trigger) counts nothing more.
    const content = await readContent();
    await recordWork(
      { uid, stepId: "1", cohortId },
      { passed: true, workedAt: new Date(), failedAttempts: 0 },
      content,
      new Date(),
    );
    expect((await shard.get()).data()!.stepsPassed).toBe(1);
    const again = (await cohortMembers().doc(uid).get()).data()!;
    expect(again.stepsPassed).toBe(1);
    expect(again.failedAttempts).toBe(0);

    // A learner outside every cohort moves nothing.
    const outsider = await newAdmin();
    await pass(outsider, "1");
    expect((await cohortMembers().doc(outsider.user.id).get()).exists).toBe(false);
  });

  it("shows each learner's status and check-in, the caller's learners first, and the series from the shards only", async () => {
    const [me, other] = await Promise.all([newAdmin(), newAdmin()]);
    const cohortId = `c-${randomUUID()}`;
    const weeks = 4;
    await cohorts()
      .doc(cohortId)
      .set(dashboardCohort({ coachIds: [other.user.id, me.user.id], memberCount: 60 }));
    // 20 learners of mine, 30 of the other coach, 10 without a coach yet.
    const coachOf = (index: number) => (index < 20 ? me.user.id : index < 50 ? other.user.id : null);
    const uids = Array.from({ length: 60 }, (_, index) => `${cohortId}-m${String(index).padStart(2, "0")}`);
    // Wednesday of week 3: DISCOVER (week 1) is past due; SHAPE (week 3) is not yet.
    const now = new Date("2026-01-21T12:00:00Z");
    const recently = Timestamp.fromDate(new Date(now.getTime() - DAY_MS));
    const special: Record<number, Partial<CohortMemberDoc>> = {
      0: { phasesComplete: 1, lastWorkedAt: recently, lastCheckInWeek: 3 }, // on track, checked in
      1: { phasesComplete: 0, lastWorkedAt: recently, lastCheckInWeek: 2 }, // behind, checked in last week only
      2: { phasesComplete: 1, lastWorkedAt: recently, failedAttempts: 3 }, // stuck failing
      3: { phasesComplete: 1, lastWorkedAt: Timestamp.fromDate(new Date(now.getTime() - 15 * DAY_MS)) }, // stuck idle
    };
    const batch = cohorts().firestore.batch();
    uids.forEach((uid, index) =>
      batch.set(
        cohortMembers().doc(uid),
        memberDoc(uid, cohortId, {
          coachId: coachOf(index),
          phasesComplete: 1,
          lastWorkedAt: recently,
          ...special[index],
        }),
      ),
    );
    // Every shard of every week exists, so the reads are exactly weeks x shards.
    const figures = (revenue: number, clients: number) => ({ revenue, clients, leads: 2, hours: 20, confidence: 4 });
    for (let week = 1; week <= weeks; week++)
      for (let shard = 0; shard < 8; shard++) {
        const checkIns =
          week === 1 && shard === 0
            ? { [uids[0]!]: figures(100, 1), [uids[1]!]: figures(300, 3), [uids[2]!]: figures(200, 8) }
            : week === 2 && shard === 3
              ? { [uids[0]!]: figures(40, 2), [uids[1]!]: figures(60, 4) }
              : {};
        batch.set(cohortWeekStats(cohortId).doc(weekStatsId(week, shard)), {
          week,
          shard,
          checkIns,
          stepsPassed: week === 1 ? 6 : week === 2 && shard === 5 ? 24 : 0,
        });
      }
    await batch.commit();

    const content = await readContent();
    const roadmap = activeRoadmap(content);
    const first = await readDashboard({ clock: { now: () => now } }, me.user.id, cohortId, {});
    expect(first.cohort).toMatchObject({ id: cohortId, weeks, currentWeek: 3, memberCount: 60, currency: "EUR" });

    // My 20 learners first, then the other coach's by name, 50 to a page.
    expect(first.rows).toHaveLength(50);
    expect(first.rows.slice(0, 20).map(({ id }) => id)).toEqual(uids.slice(0, 20));
    expect(first.rows.slice(0, 20).every(({ mine, coach }) => mine && coach?.id === me.user.id)).toBe(true);
    expect(first.rows.slice(20).map(({ id }) => id)).toEqual(uids.slice(20, 50));
    expect(first.rows[20]!.coach).toEqual({ id: other.user.id, name: other.user.name });
    expect(first.rows.slice(0, 5).map(({ status, checkedIn }) => [status, checkedIn])).toEqual([
      ["on_track", true],
      ["behind", false],
      ["stuck", false],
      ["stuck", false],
      ["on_track", false],
    ]);
    expect(first.rows[0]).toMatchObject({ name: uids[0], email: `${uids[0]}@example.test`, phasesComplete: 1 });

    // The series: weeks x shards documents, never the learners.
    const discover = roadmap.find(({ key }) => key === "DISCOVER")!.steps;
    const shape = roadmap.find(({ key }) => key === "SHAPE")!.steps;
    expect(first.series).toEqual([
      {
        week: 1,
        expectedSteps: discover,
        passedSteps: 0.8,
        checkIns: 3,
        checkInRate: 0.05,
        medianRevenue: 200,
        medianClients: 3,
      },
      {
        week: 2,
        expectedSteps: discover,
        passedSteps: 1.2,
        checkIns: 2,
        checkInRate: 0.033,
        medianRevenue: 50,
        medianClients: 3,
      },
      {
        week: 3,
        expectedSteps: discover + shape,
        passedSteps: 1.2,
        checkIns: 0,
        checkInRate: 0,
        medianRevenue: null,
        medianClients: null,
      },
      {
        week: 4,
        expectedSteps: discover + shape,
        passedSteps: null,
        checkIns: null,
        checkInRate: null,
        medianRevenue: null,
        medianClients: null,
      },
    ]);
    // Reads: the cohort, the content, weeks x shards, one page of members (20 + 30, the second group
    // read to its end), and the page's two coaches' names.
    const contentReads = content.phases.length + content.steps.length;
    expect(first.reads).toBe(1 + contentReads + weeks * 8 + 50 + 2);

    // The next page: the cursor's learner, the rest of the other coach's (none), then the unassigned.
    const second = await readDashboard({ clock: { now: () => now } }, me.user.id, cohortId, {
      cursor: first.nextCursor!,
    });
    expect(second.rows.map(({ id }) => id)).toEqual(uids.slice(50));
    expect(second.rows.every(({ coach, mine }) => coach === null && !mine)).toBe(true);
    expect(second.nextCursor).toBeNull();
    expect(second.series).toBeNull();
    expect(second.reads).toBe(1 + contentReads + 1 + 1 + 10);

    // "My learners" only.
    const mine = await readDashboard({ clock: { now: () => now } }, me.user.id, cohortId, { coach: "me" });
    expect(mine.rows.map(({ id }) => id)).toEqual(uids.slice(0, 20));
    expect(mine.nextCursor).toBeNull();
  });

  it("is admins' only, through the API", async () => {
    const [admin, learner] = await Promise.all([newAdmin(), newUser()]);
    const cohortId = `c-${randomUUID()}`;
    await cohorts()
      .doc(cohortId)
      .set(dashboardCohort({ coachIds: [admin.user.id], memberCount: 1 }));
    await cohortMembers()
      .doc(`${cohortId}-m`)
      .set(memberDoc(`${cohortId}-m`, cohortId, { coachId: admin.user.id }));

    const path = `/admin/cohorts/${cohortId}/dashboard?coach=me`;
    expect((await learner.client.get(path)).status).toBe(403);
    const answer = await admin.client.get<CohortDashboard>(path);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.rows.map(({ id, mine }) => [id, mine])).toEqual([[`${cohortId}-m`, true]]);
    expect(answer.body.series).toHaveLength(4);

    expect((await admin.client.get(`/admin/cohorts/c-${randomUUID()}/dashboard`)).status).toBe(404);
    expect((await admin.client.get(`/admin/cohorts/${cohortId}/dashboard?coach=all`)).status).toBe(400);
    expect((await admin.client.get(`/admin/cohorts/${cohortId}/dashboard?cursor=nobody`)).status).toBe(404);
  });
});
