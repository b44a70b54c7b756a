import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { newAdmin, newUser, type TestUser } from "../../../test/api-client";
import { poorAnswer } from "../../../test/incubator-answers";
import {
  checkInId,
  weekStatsId,
  weekStatsShard,
  type CohortDoc,
  NEW_MEMBER_FIGURES,
} from "../../contract/cohorts/storage";
import type { CheckIn, CheckInList, CheckInRequest, CohortWeek } from "../../contract/cohorts/week";
import type { IncubatorOverview, IncubatorStep } from "../../contract/incubator/learner";
import type { Clock } from "../../lib/clock";
import { checkIns, cohortMembers, cohorts, cohortWeekStats } from "../../lib/collections";
import { listCheckIns, putCheckIn, readWeek } from "./service";
import { cohortDoc } from "../../../test/cohort-docs";

// The learner's cohort week and check-ins on a moved clock (the services), and over the API: who
// reads whose numbers, bad figures, and late work marked late.

const at = (iso: string): Clock => ({ now: () => new Date(iso) });
const figures: CheckInRequest = {
  revenue: 1250.5,
  clients: 3,
  leads: 12,
  hours: 30,
  confidence: 4,
  win: "Signed my second café",
  blocker: "Cold emails go unanswered",
};

/** A 12-week cohort in Berlin from Monday 2 March 2026: its week 4 ends across the change to summer time. */
const berlinCohort = () =>
  cohortDoc({
    name: "Spring founders",
    schedule: { DISCOVER: 2, SHAPE: 4, SHOW: 6, SELL: 8, SERVE: 10, GROW: 12 },
    memberCount: 1,
    memberZones: { "America/New_York": 1 },
  });

async function enrol(uid: string, cohort: CohortDoc, coachId: string | null = null) {
  const cohortId = `c_${randomUUID().slice(0, 12)}`;
  await cohorts().doc(cohortId).set(cohort);
  await cohortMembers()
    .doc(uid)
    .set({
      uid,
      cohortId,
      name: "Learner",
      email: `${uid}@example.test`,
      coachId,
      joinedAt: Timestamp.now(),
      timeZone: "America/New_York",
      ...NEW_MEMBER_FIGURES,
      history: [],
    });
  return cohortId;
}

/** A UTC cohort whose week `week` is the one running now. */
function runningCohort(week: number, schedule: CohortDoc["schedule"] = {}): CohortDoc {
  const today = Temporal.Now.plainDateISO("UTC");
  const monday = today.subtract({ days: today.dayOfWeek - 1 + 7 * (week - 1) });
  return { ...berlinCohort(), startDate: monday.toString(), timeZone: "UTC", schedule };
}

describe("the learner's week", { timeout: 60_000 }, () => {
  it("is null outside a cohort", async () => {
    const learner = await newUser();
    expect(await readWeek({ clock: at("2026-03-10T12:00:00Z") }, learner.user.id)).toBeNull();
    const answer = await learner.client.get<CohortWeek>("/cohort/week");
    expect(answer.status).toBe(200);
    expect(answer.body).toBeNull();
  });

  it("counts week n of N on a moved clock, with what is due, what is overdue, and the end", async () => {
    const [learner, coach] = await Promise.all([newUser(), newAdmin()]);
    const uid = learner.user.id;
    await enrol(uid, berlinCohort(), coach.user.id);

    const before = (await readWeek({ clock: at("2026-02-27T12:00:00Z") }, uid))!;
    expect(before).toMatchObject({ status: "open", week: 1, weeks: 12, started: false, completed: false });
    expect(before.checkIn).toMatchObject({ week: null, editableUntil: null, current: null, weekday: 5 });
    expect(before.coach).toEqual({ name: coach.user.name });
    expect(before.timeZone).toBe("America/New_York");

    // Sunday 8 March 23:30 in Berlin is still week 1; 00:00 on the Monday is week 2.
    expect((await readWeek({ clock: at("2026-03-08T22:30:00Z") }, uid))!.week).toBe(1);
    const week2 = (await readWeek({ clock: at("2026-03-08T23:00:00Z") }, uid))!;
    expect(week2).toMatchObject({ status: "running", week: 2, started: true });
    expect(week2.due).toEqual([
      {
        phaseKey: "DISCOVER",
        title: expect.any(String),
        week: 2,
        deadline: "2026-03-15T22:59:00.000Z",
        complete: false,
      },
    ]);
    expect(week2.overdue).toEqual([]);
    expect(week2.checkIn.editableUntil).toBe("2026-03-15T23:00:00.000Z");

    // Week 4 ends after the change to summer time: its deadline is 23:59 CEST, 21:59 UTC.
    const week4 = (await readWeek({ clock: at("2026-03-25T12:00:00Z") }, uid))!;
    expect(week4.due.map((phase) => [phase.phaseKey, phase.deadline])).toEqual([["SHAPE", "2026-03-29T21:59:00.000Z"]]);
    expect(week4.overdue.map((phase) => phase.phaseKey)).toEqual(["DISCOVER"]);

    const after = (await readWeek({ clock: at("2026-06-01T12:00:00Z") }, uid))!;
    expect(after).toMatchObject({ status: "finished", week: 12, completed: true });
    expect(after.checkIn.week).toBeNull();
    expect(after.due).toEqual([]);
    expect(after.overdue.map((phase) => phase.phaseKey)).toEqual([
      "DISCOVER",
      "SHAPE",
      "SHOW",
      "SELL",
      "SERVE",
      "GROW",
    ]);
  });
});

describe("check-ins", { timeout: 60_000 }, () => {
  it("are written for the running week, edited in place, and counted once in the week's shard", async () => {
    const learner = await newUser();
    const uid = learner.user.id;
    const cohortId = await enrol(uid, berlinCohort());
    const week3 = at("2026-03-18T09:00:00Z");

    const first = await putCheckIn({ clock: week3 }, uid, 3, figures);
    expect(first).toMatchObject({ cohortId, week: 3, currency: "EUR", revenue: 1250.5, confidence: 4 });
    const edited = await putCheckIn({ clock: at("2026-03-22T20:00:00Z") }, uid, 3, {
      ...figures,
      revenue: 900,
      clients: 2,
    });
    expect(edited.createdAt).toBe(first.createdAt);
    expect(edited.updatedAt).not.toBe(first.updatedAt);

    const stored = (await checkIns(uid).doc(checkInId(cohortId, 3)).get()).data()!;
    expect(stored).toMatchObject({ revenue: 900, clients: 2, win: figures.win });
    const shard = (
      await cohortWeekStats(cohortId)
        .doc(weekStatsId(3, weekStatsShard(uid)))
        .get()
    ).data()!;
    expect(shard.checkIns).toEqual({ [uid]: { revenue: 900, clients: 2, leads: 12, hours: 30, confidence: 4 } });
    expect(shard.stepsPassed).toBe(0);
    expect((await cohortMembers().doc(uid).get()).data()!.lastCheckInWeek).toBe(3);

    const week = (await readWeek({ clock: week3 }, uid))!;
    expect(week.checkIn.current).toMatchObject({ week: 3, revenue: 900 });
    expect((await listCheckIns({ clock: week3 }, uid)).checkIns.map((entry) => entry.week)).toEqual([3]);
  });

  it("refuses a week not started, one ended, the cohort's end and a learner in no cohort, writing nothing", async () => {
    const learner = await newUser();
    const uid = learner.user.id;
    const cohortId = await enrol(uid, berlinCohort());
    const week3 = { clock: at("2026-03-18T09:00:00Z") };

    await expect(putCheckIn(week3, uid, 4, figures)).rejects.toMatchObject({ status: 409, message: /not started/ });
    await expect(putCheckIn(week3, uid, 2, figures)).rejects.toMatchObject({ status: 409, message: /ended/ });
    await expect(putCheckIn({ clock: at("2026-02-25T09:00:00Z") }, uid, 1, figures)).rejects.toMatchObject({
      status: 409,
    });
    await expect(putCheckIn({ clock: at("2026-06-01T09:00:00Z") }, uid, 12, figures)).rejects.toMatchObject({
      status: 409,
      message: /ended/,
    });
    await expect(putCheckIn(week3, uid, 13, figures)).rejects.toMatchObject({ status: 409 });
    expect((await checkIns(uid).get()).size).toBe(0);
    expect((await cohortWeekStats(cohortId).get()).size).toBe(0);
    expect((await cohortMembers().doc(uid).get()).data()!.lastCheckInWeek).toBe(0);

    const outsider = await newUser();
    await expect(putCheckIn(week3, outsider.user.id, 3, figures)).rejects.toMatchObject({ status: 409 });
  });

  it("refuses negative and absurd figures over the API, and writes nothing", async () => {
    const learner = await newUser();
    const cohortId = await enrol(learner.user.id, runningCohort(2));
    const bad: Array<Partial<Record<keyof CheckInRequest, unknown>>> = [
      { revenue: -1 },
      { revenue: 10_000_001 },
      { revenue: 10.123 },
      { clients: -2 },
      { clients: 1.5 },
      { clients: 10_001 },
      { leads: 100_001 },
      { hours: 169 },
      { hours: -0.5 },
      { confidence: 0 },
      { confidence: 6 },
      { confidence: 3.5 },
      { win: "x".repeat(501) },
      { revenue: "lots" },
    ];
    for (const change of bad) {
      const answer = await learner.client.put(`/users/${learner.user.id}/check-ins/2`, { ...figures, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
    }
    expect((await learner.client.put(`/users/${learner.user.id}/check-ins/0`, figures)).status).toBe(400);
    expect((await learner.client.put(`/users/${learner.user.id}/check-ins/53`, figures)).status).toBe(400);
    expect((await checkIns(learner.user.id).get()).size).toBe(0);
    expect((await cohortWeekStats(cohortId).get()).size).toBe(0);

    const saved = await learner.client.put<CheckIn>(`/users/${learner.user.id}/check-ins/2`, figures);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ week: 2, cohortId });
    expect((await learner.client.put(`/users/${learner.user.id}/check-ins/1`, figures)).status).toBe(409);
    expect((await learner.client.put(`/users/${learner.user.id}/check-ins/3`, figures)).status).toBe(409);
  });

  it("are seen by their learner and by admins only", async () => {
    const [owner, other, admin] = await Promise.all([newUser(), newUser(), newAdmin()]);
    await enrol(owner.user.id, runningCohort(1));
    await enrol(other.user.id, runningCohort(1));
    expect((await owner.client.put(`/users/${owner.user.id}/check-ins/1`, figures)).status).toBe(200);

    const own = await owner.client.get<CheckInList>(`/users/${owner.user.id}/check-ins`);
    expect(own.body.checkIns.map((entry) => entry.revenue)).toEqual([figures.revenue]);
    expect((await other.client.get<CheckInList>(`/users/${other.user.id}/check-ins`)).body.checkIns).toEqual([]);
    expect((await other.client.get(`/users/${owner.user.id}/check-ins`)).status).toBe(403);
    expect((await other.client.put(`/users/${owner.user.id}/check-ins/1`, figures)).status).toBe(403);
    expect((await admin.client.put(`/users/${owner.user.id}/check-ins/1`, figures)).status).toBe(403);
    const read = await admin.client.get<CheckInList>(`/users/${owner.user.id}/check-ins`);
    expect(read.status).toBe(200);
    expect(read.body.checkIns).toHaveLength(1);
  });
});

describe("deadlines in the Incubator, and late work", { timeout: 120_000 }, () => {
  async function member(user: TestUser) {
    // DISCOVER was due at the end of week 1; the cohort is in its week 3.
    await enrol(user.user.id, runningCohort(3, { DISCOVER: 1, SHAPE: 5 }));
  }

  it("gives each phase its deadline and the roadmap its week, and marks work after the deadline late", async () => {
    const [learner, outsider] = await Promise.all([newUser(), newAdmin()]);
    await member(learner);

    const overview = await learner.client.get<IncubatorOverview>("/incubator/me/overview");
    expect(overview.status).toBe(200);
    expect(overview.body.cohortWeek).toMatchObject({ week: 3, weeks: 12, started: true });
    const discover = overview.body.phases.find((phase) => phase.key === "DISCOVER")!;
    expect(discover.due).toMatchObject({ week: 1 });
    expect(overview.body.phases.find((phase) => phase.key === "SHOW")!.due).toBeNull();
    const phase = await learner.client.get<{ phase: { due: unknown } }>("/incubator/phase/DISCOVER/steps");
    expect(phase.body.phase.due).toEqual(discover.due);

    expect((await learner.client.post("/incubator/step/1/answer", { input: poorAnswer("1") })).status).toBe(200);
    expect((await learner.client.post("/incubator/step/1/evaluate", {})).status).toBe(200);
    const step = await learner.client.get<IncubatorStep>("/incubator/step/1");
    expect(step.body.due).toEqual(discover.due);
    expect(step.body.attempts[0]!.late).toBe(true);

    // Outside a cohort: no deadlines, nothing late.
    const own = await outsider.client.get<IncubatorOverview>("/incubator/me/overview");
    expect(own.body.cohortWeek).toBeNull();
    expect(own.body.phases.every((entry) => entry.due === null)).toBe(true);
    await outsider.client.post("/incubator/step/1/answer", { input: poorAnswer("1") });
    await outsider.client.post("/incubator/step/1/evaluate", {});
    const outsiderStep = await outsider.client.get<IncubatorStep>("/incubator/step/1");
    expect(outsiderStep.body.attempts[0]!.late).toBeUndefined();
  });
});
