import { Temporal } from "temporal-polyfill";
import { beforeAll, describe, expect, it } from "vitest";
import { localProvider } from "../src/ai/local";
import { defaultSchedule, type CohortStatus } from "../src/contract/cohorts/common";
import { checkInId, weekStatsId, weekStatsShard, type CohortDoc } from "../src/contract/cohorts/storage";
import type { CheckInRequest } from "../src/contract/cohorts/week";
import type { PhaseKey } from "../src/contract/incubator/common";
import { dayOfWeek, weekDeadline } from "../src/domain/cohorts/calendar";
import { incubatorIsOpen, mayUseIncubator } from "../src/domain/incubator/launch";
import { readContent } from "../src/domain/incubator/view";
import { confirmRows } from "../src/features/cohort-enrolment/service";
import { summaryId } from "../src/features/cohort-nudges/coach-summary";
import { sweepCohort } from "../src/features/cohort-nudges/sweep";
import { listCheckIns, putCheckIn, readWeek } from "../src/features/cohort-week/service";
import {
  createAdminCohort,
  readAdminCohort,
  setCohortCoaches,
  updateAdminCohort,
} from "../src/features/cohorts/service";
import { evaluate } from "../src/features/incubator/evaluation";
import { readOverview, readStep, saveAnswer } from "../src/features/incubator/service";
import { auditActor } from "../src/lib/audit-actor";
import type { Clock } from "../src/lib/clock";
import { checkIns, cohortMembers, cohorts, cohortWeekStats } from "../src/lib/collections";
import { db } from "../src/lib/firebase";
import { APP_URL, newAdmin, newUser, type TestUser } from "./api-client";
import { goodAnswer, poorAnswer } from "./incubator-answers";

// Issue 58's scripted 12-week cohort, walked on a moved clock. The cohort runs in Berlin from
// Monday 1 March 2027 with one learner there and one in New York; both daylight-saving changes
// fall inside it (New York's on Sunday 14 March, in week 2; Berlin's on Sunday 28 March, in
// week 4). The hourly nudge sweep runs at every hour from the day before the start to the day
// after the end, and the learners check in and work in between, in the order of the clock: the
// tests below are chapters of one walk, run in order.

const BERLIN = "Europe/Berlin";
const NEW_YORK = "America/New_York";
const HOUR_MS = 60 * 60 * 1000;

const at = (instant: string): Clock => ({ now: () => new Date(instant) });
/** An instant as a wall clock in `timeZone`, to the minute: "2027-03-21T18:59". */
const local = (instant: string | Date, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(new Date(instant).getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDateTime()
    .toString({ smallestUnit: "minute" });

const figures = (revenue: number): CheckInRequest => ({
  revenue,
  clients: 2,
  leads: 9,
  hours: 28,
  confidence: 4,
  win: "A second café signed",
  blocker: "Cold emails go unanswered",
});

let coach: TestUser;
let maya: TestUser;
let sam: TestUser;
let cohortId: string;
let cohort: CohortDoc;

// ---------- the hourly sweep, walked forward with the clock ----------

const WALK_FROM = Date.parse("2027-02-28T00:00:00Z");
/** A day after the last week's behind-notices. */
const WALK_TO = Date.parse("2027-05-25T12:00:00Z");
let nextSweep = WALK_FROM;
let walkSent = 0;

/** Runs the cohort's sweep at every hour not yet swept, up to and including `instant`'s hour. */
async function sweepThrough(instant: string) {
  for (const end = Date.parse(instant); nextSweep <= end; nextSweep += HOUR_MS) {
    const result = await sweepCohort(cohortId, cohort, at(new Date(nextSweep).toISOString()));
    walkSent += result.sent + result.summaries;
  }
}

/** The cohort's nudges and summaries in a user's inbox: message id -> when it was sent. */
async function cohortMessages(uid: string): Promise<Record<string, string>> {
  const docs = (await db.collection(`users/${uid}/messages`).get()).docs.filter((doc) => doc.id.includes(cohortId));
  return Object.fromEntries(docs.map((doc) => [doc.id, doc.get("createdAt").toDate().toISOString()]));
}

const label = async (learner: TestUser, instant: string) => {
  const week = (await readWeek({ clock: at(instant) }, learner.user.id))!;
  return { status: week.status, week: week.week, weeks: week.weeks, started: week.started, completed: week.completed };
};

/** Saves `input` as the learner's answer to step 1 and has the offline evaluator judge it, at `instant`. */
async function answerStepOne(learner: TestUser, input: string | string[], instant: string) {
  const clock = at(instant);
  await saveAnswer({ clock }, learner.user.id, "1", input);
  return evaluate({ clock, ai: () => localProvider, limit: async () => {} }, learner.user.id, "1");
}

const storedCheckIns = async (learner: TestUser) =>
  Object.fromEntries((await checkIns(learner.user.id).get()).docs.map((doc) => [doc.data().week, doc.data()]));

describe("a 12-week cohort across two daylight-saving changes", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    [coach, maya, sam] = await Promise.all([
      newAdmin(),
      newUser({ name: "Maya Berlin", timeZone: BERLIN }),
      newUser({ name: "Sam New York", timeZone: NEW_YORK }),
    ]);
    // The launch switch is off: only the cohort opens the Incubator to its learners.
    expect((await coach.client.put("/admin/incubator/launch", { open: false })).status).toBe(200);
    await db.doc(`profiles/${coach.user.id}`).update({ timeZone: BERLIN });

    const february = at("2027-02-01T10:00:00Z");
    const deps = { clock: february, actor: auditActor };
    const created = await createAdminCohort(deps, coach.user.id, {
      name: "Spring 2027 founders",
      startDate: "2027-03-01",
      weeks: 12,
      timeZone: BERLIN,
      currency: "EUR",
      checkInWeekday: 5,
    });
    cohortId = created.id;
    await setCohortCoaches(deps, coach.user.id, cohortId, [coach.user.id]);
    await updateAdminCohort(deps, coach.user.id, cohortId, { stage: "open" });
    const rows = [maya, sam].map(({ user }) => ({ name: user.name, email: user.email }));
    const report = await confirmRows(coach.user.id, cohortId, rows, { clock: february, appUrl: APP_URL });
    expect(report.counts).toMatchObject({ add: 2, error: 0 });
    cohort = (await cohorts().doc(cohortId).get()).data()!;
  });

  it("is scheduled from the steps' counts, with each learner in their own zone and the coach", async () => {
    const content = await readContent();
    const activePhases = new Set(content.phases.filter(({ data }) => data.isActive).map(({ id }) => id));
    const counts: Partial<Record<PhaseKey, number>> = {};
    for (const { data } of content.steps)
      if (data.isActive && activePhases.has(data.phaseKey))
        counts[data.phaseKey as PhaseKey] = (counts[data.phaseKey as PhaseKey] ?? 0) + 1;
    expect(cohort.schedule).toEqual(defaultSchedule(counts, 12));
    // The seeded roadmap's 4, 4, 3, 4, 3 and 3 steps over 12 weeks.
    expect(cohort.schedule).toEqual({ DISCOVER: 3, SHAPE: 5, SHOW: 7, SELL: 9, SERVE: 11, GROW: 12 });
    expect(cohort).toMatchObject({ stage: "open", memberCount: 2, memberZones: { [BERLIN]: 1, [NEW_YORK]: 1 } });
    for (const [learner, timeZone] of [
      [maya, BERLIN],
      [sam, NEW_YORK],
    ] as const)
      expect((await cohortMembers().doc(learner.user.id).get()).data()).toMatchObject({
        cohortId,
        timeZone,
        coachId: coach.user.id,
      });
  });

  it("counts Week n of N in Berlin time, just before and after week boundaries on each side of both changes", async () => {
    // Each instant, its wall clock in New York (the week turns there on Sunday evening, at an hour
    // that moves with each change), and the week both learners are in.
    const points: Array<[string, string, CohortStatus, number, boolean?]> = [
      ["2027-02-28T22:59:59Z", "2027-02-28T17:59", "open", 1, false],
      ["2027-02-28T23:00:00Z", "2027-02-28T18:00", "running", 1],
      ["2027-03-07T22:59:59Z", "2027-03-07T17:59", "running", 1],
      ["2027-03-07T23:00:00Z", "2027-03-07T18:00", "running", 2],
      // New York is on summer time since 14 March: the week turns at 19:00 there.
      ["2027-03-14T22:59:59Z", "2027-03-14T18:59", "running", 2],
      ["2027-03-14T23:00:00Z", "2027-03-14T19:00", "running", 3],
      ["2027-03-21T22:59:59Z", "2027-03-21T18:59", "running", 3],
      ["2027-03-21T23:00:00Z", "2027-03-21T19:00", "running", 4],
      // Berlin is on summer time since 28 March: week 4 is 167 hours long, and ends at 22:00 UTC.
      ["2027-03-28T21:59:59Z", "2027-03-28T17:59", "running", 4],
      ["2027-03-28T22:00:00Z", "2027-03-28T18:00", "running", 5],
      ["2027-04-04T21:59:59Z", "2027-04-04T17:59", "running", 5],
      ["2027-04-04T22:00:00Z", "2027-04-04T18:00", "running", 6],
      ["2027-04-21T12:00:00Z", "2027-04-21T08:00", "running", 8],
      ["2027-05-23T21:59:59Z", "2027-05-23T17:59", "running", 12],
    ];
    await Promise.all(
      points.map(async ([instant, newYork, status, week, started = true]) => {
        expect(local(instant, NEW_YORK), instant).toBe(newYork);
        const expected = { status, week, weeks: 12, started, completed: false };
        expect(await label(maya, instant), instant).toEqual(expected);
        expect(await label(sam, instant), instant).toEqual(expected);
      }),
    );
  });

  it("puts each deadline at Sunday 23:59 in Berlin, which moves in UTC and in New York across the changes", async () => {
    // The week's deadline: 23:59 in Berlin, 17:59 or 18:59 in New York as the two zones' gap changes.
    const weekly = [1, 2, 3, 4, 5].map((week) => weekDeadline(cohort, week));
    expect(weekly.map((deadline) => deadline.toISOString())).toEqual([
      "2027-03-07T22:59:00.000Z",
      "2027-03-14T22:59:00.000Z",
      "2027-03-21T22:59:00.000Z",
      "2027-03-28T21:59:00.000Z",
      "2027-04-04T21:59:00.000Z",
    ]);
    expect(weekly.map((deadline) => local(deadline, BERLIN).slice(11))).toEqual(Array(5).fill("23:59"));
    expect(weekly.map((deadline) => local(deadline, NEW_YORK))).toEqual([
      "2027-03-07T17:59",
      "2027-03-14T18:59",
      "2027-03-21T18:59",
      "2027-03-28T17:59",
      "2027-04-04T17:59",
    ]);

    // The phases' deadlines, as the Incubator gives them to both learners.
    const phases = {
      DISCOVER: { week: 3, deadline: "2027-03-21T22:59:00.000Z" },
      SHAPE: { week: 5, deadline: "2027-04-04T21:59:00.000Z" },
      SHOW: { week: 7, deadline: "2027-04-18T21:59:00.000Z" },
      SELL: { week: 9, deadline: "2027-05-02T21:59:00.000Z" },
      SERVE: { week: 11, deadline: "2027-05-16T21:59:00.000Z" },
      GROW: { week: 12, deadline: "2027-05-23T21:59:00.000Z" },
    };
    for (const learner of [maya, sam]) {
      const overview = await readOverview(learner.user.id, at("2027-03-03T12:00:00Z"));
      expect(overview.cohortWeek).toMatchObject({ week: 1, weeks: 12 });
      expect(Object.fromEntries(overview.phases.map((phase) => [phase.key, phase.due]))).toEqual(phases);
    }

    // Week 3's due DISCOVER and week 5's SHAPE, each learner reading them in their own zone.
    const week3 = (await readWeek({ clock: at("2027-03-17T12:00:00Z") }, sam.user.id))!;
    expect(week3.timeZone).toBe(NEW_YORK);
    expect(week3.due.map(({ phaseKey, deadline, complete }) => [phaseKey, deadline, complete])).toEqual([
      ["DISCOVER", phases.DISCOVER.deadline, false],
    ]);
    expect(week3.overdue).toEqual([]);
    expect(local(week3.due[0]!.deadline, NEW_YORK)).toBe("2027-03-21T18:59");
    const week5 = (await readWeek({ clock: at("2027-03-31T12:00:00Z") }, maya.user.id))!;
    expect(week5.timeZone).toBe(BERLIN);
    expect(week5.due.map(({ phaseKey, deadline }) => [phaseKey, deadline])).toEqual([["SHAPE", phases.SHAPE.deadline]]);
    expect(week5.overdue.map(({ phaseKey }) => phaseKey)).toEqual(["DISCOVER"]);
    expect(local(week5.due[0]!.deadline, BERLIN)).toBe("2027-04-04T23:59");
    expect(local(week5.due[0]!.deadline, NEW_YORK)).toBe("2027-04-04T17:59");
  });

  it("takes a check-in for the running week, editable until it ends in Berlin, and refuses others writing nothing", async () => {
    const mayaId = maya.user.id;
    const samId = sam.user.id;
    const week2Shard = () =>
      cohortWeekStats(cohortId)
        .doc(weekStatsId(2, weekStatsShard(mayaId)))
        .get();

    await sweepThrough("2027-03-04T15:00:00Z");
    expect(await putCheckIn({ clock: at("2027-03-04T15:00:00Z") }, samId, 1, figures(300))).toMatchObject({
      week: 1,
      currency: "EUR",
    });
    await sweepThrough("2027-03-05T11:00:00Z");
    const first = await putCheckIn({ clock: at("2027-03-05T11:00:00Z") }, mayaId, 1, figures(1200));
    // Week 2 has not begun: refused, and nothing of it is written.
    await expect(putCheckIn({ clock: at("2027-03-05T11:00:00Z") }, mayaId, 2, figures(1))).rejects.toMatchObject({
      status: 409,
      message: /not started/,
    });
    expect(Object.keys(await storedCheckIns(maya))).toEqual(["1"]);
    expect((await week2Shard()).exists).toBe(false);
    expect((await cohortMembers().doc(mayaId).get()).data()!.lastCheckInWeek).toBe(1);

    // Sunday 23:59 in Berlin, she changes it; at Monday 00:00 the week is over.
    await sweepThrough("2027-03-07T22:59:00Z");
    const edited = await putCheckIn({ clock: at("2027-03-07T22:59:00Z") }, mayaId, 1, figures(1450));
    expect(edited).toMatchObject({ revenue: 1450, createdAt: first.createdAt, updatedAt: "2027-03-07T22:59:00.000Z" });
    await sweepThrough("2027-03-07T23:00:00Z");
    await expect(putCheckIn({ clock: at("2027-03-07T23:00:00Z") }, mayaId, 1, figures(1))).rejects.toMatchObject({
      status: 409,
      message: /ended/,
    });
    // Sunday 18:00 in New York: the cohort's week 1 is over there too.
    await expect(putCheckIn({ clock: at("2027-03-07T23:00:00Z") }, samId, 1, figures(1))).rejects.toMatchObject({
      status: 409,
    });
    expect((await storedCheckIns(maya))[1]).toMatchObject({ revenue: 1450 });
    expect((await storedCheckIns(sam))[1]).toMatchObject({ revenue: 300 });

    await sweepThrough("2027-03-12T11:00:00Z");
    await putCheckIn({ clock: at("2027-03-12T11:00:00Z") }, mayaId, 2, figures(900));
    // Sam misses Friday, is nudged on Saturday, and checks in on Sunday evening, New York summer time.
    await sweepThrough("2027-03-14T22:30:00Z");
    await putCheckIn({ clock: at("2027-03-14T22:30:00Z") }, samId, 2, figures(450));
    await sweepThrough("2027-03-14T23:00:00Z");
    await expect(putCheckIn({ clock: at("2027-03-14T23:00:00Z") }, samId, 2, figures(1))).rejects.toMatchObject({
      status: 409,
      message: /ended/,
    });
    // Week 3 is running: week 4's check-in has not begun.
    await expect(putCheckIn({ clock: at("2027-03-14T23:00:00Z") }, samId, 4, figures(1))).rejects.toMatchObject({
      status: 409,
      message: /not started/,
    });
    expect(await storedCheckIns(sam)).toEqual({
      1: expect.objectContaining({ revenue: 300 }),
      2: expect.objectContaining({ revenue: 450 }),
    });
    expect((await cohortMembers().doc(samId).get()).data()!.lastCheckInWeek).toBe(2);
    const week3 = (await readWeek({ clock: at("2027-03-14T23:00:00Z") }, samId))!;
    expect(week3.checkIn).toMatchObject({ week: 3, current: null, editableUntil: "2027-03-21T23:00:00.000Z" });
    expect(
      (await listCheckIns({ clock: at("2027-03-14T23:00:00Z") }, mayaId)).checkIns.map(({ week }) => week),
    ).toEqual([1, 2]);
    // Neither checks in for week 3.
  });

  it("accepts work after its phase's week is over, and marks it late", async () => {
    // Sunday 23:59:30 in Berlin: DISCOVER's week is not over. A poor answer, judged on time.
    await sweepThrough("2027-03-21T22:59:30Z");
    const onTime = await answerStepOne(maya, poorAnswer("1"), "2027-03-21T22:59:30Z");
    expect(onTime.passed).toBe(false);
    // Monday 00:00 in Berlin: late, and accepted.
    await sweepThrough("2027-03-21T23:00:00Z");
    const late = await answerStepOne(maya, goodAnswer("1"), "2027-03-21T23:00:00Z");
    expect(late.passed).toBe(true);
    // Sunday 21:00 in New York, three hours after the deadline as Sam reads it (18:59).
    await sweepThrough("2027-03-22T01:00:00Z");
    expect((await answerStepOne(sam, goodAnswer("1"), "2027-03-22T01:00:00Z")).passed).toBe(true);

    const due = { week: 3, deadline: "2027-03-21T22:59:00.000Z" };
    const mayaStep = await readStep(maya.user.id, "1", at("2027-03-22T10:00:00Z"));
    expect(mayaStep.due).toEqual(due);
    expect(mayaStep.userProgress.status).toBe("complete");
    expect(mayaStep.attempts.map((attempt) => [attempt.id, attempt.late ?? false])).toEqual([
      [late.attemptId, true],
      [onTime.attemptId, false],
    ]);
    const samStep = await readStep(sam.user.id, "1", at("2027-03-22T10:00:00Z"));
    expect(samStep.attempts.map((attempt) => attempt.late)).toEqual([true]);
    // Deadlines lock nothing: the next step takes an answer after the phase's week.
    expect(await saveAnswer({ clock: at("2027-03-22T10:00:00Z") }, maya.user.id, "2", goodAnswer("2"))).toMatchObject({
      stepId: "2",
    });
  });

  it("nudges each learner once at 09:00 their time, and tells the coach once of each learner behind", async () => {
    // Maya checks in every Friday from week 4 on, at noon in Berlin; Sam no more.
    for (let week = 4; week <= 12; week += 1) {
      const friday = Temporal.PlainDate.from(dayOfWeek(cohort, week, 5))
        .toZonedDateTime({ timeZone: BERLIN, plainTime: Temporal.PlainTime.from("12:00") })
        .toInstant()
        .toString();
      await sweepThrough(friday);
      await putCheckIn({ clock: at(friday) }, maya.user.id, week, figures(1000 + week));
    }
    await sweepThrough(new Date(WALK_TO).toISOString());

    // Each phase due in 2 days (Friday before its Sunday), at 09:00: 08:00 UTC in Berlin before
    // 28 March, 07:00 after; 14:00 UTC in New York before 14 March, 13:00 after.
    const dueFridays = {
      DISCOVER: "03-19",
      SHAPE: "04-02",
      SHOW: "04-16",
      SELL: "04-30",
      SERVE: "05-14",
      GROW: "05-21",
    };
    const dueNudges = (hour: (day: string) => string) =>
      Object.fromEntries(
        Object.entries(dueFridays).map(([phase, day]) => [`cohortDue-${cohortId}-${phase}`, hour(day)]),
      );
    const berlinHour = (day: string) => `2027-${day}T0${day < "03-28" ? 8 : 7}:00:00.000Z`;
    const newYorkHour = (day: string) => `2027-${day}T${day < "03-14" ? 14 : 13}:00:00.000Z`;

    const mayaMessages = await cohortMessages(maya.user.id);
    expect(mayaMessages).toEqual({
      ...dueNudges(berlinHour),
      // The one week she did not check in: the Saturday after Friday's check-in day.
      [`cohortCheckIn-${cohortId}-3`]: berlinHour("03-20"),
    });
    const samSaturdays = [
      "03-13",
      "03-20",
      "03-27",
      "04-03",
      "04-10",
      "04-17",
      "04-24",
      "05-01",
      "05-08",
      "05-15",
      "05-22",
    ];
    const samMessages = await cohortMessages(sam.user.id);
    expect(samMessages).toEqual({
      ...dueNudges(newYorkHour),
      ...Object.fromEntries(
        samSaturdays.map((day, index) => [`cohortCheckIn-${cohortId}-${index + 2}`, newYorkHour(day)]),
      ),
    });
    expect(newYorkHour("03-13")).toBe("2027-03-13T14:00:00.000Z");
    // The due nudges give the deadline as each learner reads it.
    const content = async (learner: TestUser, phase: PhaseKey) =>
      (await db.doc(`users/${learner.user.id}/messages/cohortDue-${cohortId}-${phase}`).get()).get("content");
    expect(await content(maya, "DISCOVER")).toContain("Sunday 21 March at 23:59");
    expect(await content(sam, "DISCOVER")).toContain("Sunday 21 March at 18:59");
    expect(await content(maya, "SHAPE")).toContain("Sunday 4 April at 23:59");
    expect(await content(sam, "SHAPE")).toContain("Sunday 4 April at 17:59");

    // Each phase's week ends on a Sunday night in Berlin; the coach hears of each learner behind at
    // the next 09:00 in the learner's zone. And a summary each Monday at 09:00 in the coach's.
    const weekEnds = { DISCOVER: "03-22", SHAPE: "04-05", SHOW: "04-19", SELL: "05-03", SERVE: "05-17", GROW: "05-24" };
    const mondays = ["03-08", "03-15", "03-22", "03-29", "04-05", "04-12", "04-19", "04-26", "05-03", "05-10", "05-17"];
    const coachMessages = await cohortMessages(coach.user.id);
    expect(coachMessages).toEqual({
      ...Object.fromEntries(
        Object.entries(weekEnds).flatMap(([phase, day]) => [
          [`cohortBehind-${cohortId}-${phase}-${maya.user.id}`, berlinHour(day)],
          [`cohortBehind-${cohortId}-${phase}-${sam.user.id}`, newYorkHour(day)],
        ]),
      ),
      ...Object.fromEntries(mondays.map((day, index) => [summaryId(cohortId, index + 2), berlinHour(day)])),
    });

    // The summaries look back on the week before: Maya missed week 3 only, Sam every week from 3.
    const summary = async (week: number) =>
      String((await db.doc(`users/${coach.user.id}/messages/${summaryId(cohortId, week)}`).get()).get("content")).split(
        "\n",
      );
    const [week4, week5] = await Promise.all([summary(4), summary(5)]);
    expect(week4[0]).toMatch(/^Behind on Discover \(2\): /);
    expect(week4[1]).toMatch(/^Did not check in for week 3 \(2\): /);
    expect(week5[1]).toBe("Did not check in for week 4 (1): Sam New York.");

    // Every message came at 09:00 where its learner (or, for a summary, the coach) lives, and the
    // walk sent each once.
    for (const [learner, messages, zone] of [
      [maya, mayaMessages, BERLIN],
      [sam, samMessages, NEW_YORK],
    ] as const) {
      const aboutThem = Object.entries(coachMessages).filter(([id]) => id.endsWith(learner.user.id));
      for (const sentAt of [...Object.values(messages), ...aboutThem.map(([, sentAt]) => sentAt)])
        expect(local(sentAt, zone).slice(11)).toBe("09:00");
    }
    for (const [id, sentAt] of Object.entries(coachMessages))
      if (id.startsWith("coachSummary-")) expect(local(sentAt, BERLIN).slice(11)).toBe("09:00");
    const messageCount = [mayaMessages, samMessages, coachMessages].reduce(
      (sum, inbox) => sum + Object.keys(inbox).length,
      0,
    );
    expect(messageCount).toBe(7 + 17 + 12 + 11);
    expect(walkSent).toBe(messageCount);
  });

  it("sends nothing more when the sweep runs again at every 09:00 hour", async () => {
    const before = await Promise.all([maya, sam, coach].map(({ user }) => cohortMessages(user.id)));
    let again = 0;
    for (let hour = WALK_FROM; hour <= WALK_TO; hour += HOUR_MS) {
      const instant = new Date(hour).toISOString();
      if (![BERLIN, NEW_YORK].some((zone) => local(instant, zone).endsWith("T09:00"))) continue;
      const result = await sweepCohort(cohortId, cohort, at(instant));
      again += result.sent + result.summaries;
    }
    expect(again).toBe(0);
    expect(await Promise.all([maya, sam, coach].map(({ user }) => cohortMessages(user.id)))).toEqual(before);
  });

  it("finishes after the last week: completed, all work kept, and the Incubator back to the switch", async () => {
    const lastMinute = "2027-05-23T21:59:59Z";
    const over = "2027-05-23T22:00:00Z";
    expect(await incubatorIsOpen(at(over))).toBe(false);
    const outsider = await newUser();

    for (const learner of [maya, sam]) {
      const uid = learner.user.id;
      const running = (await readWeek({ clock: at(lastMinute) }, uid))!;
      expect(running).toMatchObject({ status: "running", week: 12, completed: false });
      expect(running.checkIn.week).toBe(12);
      const finished = (await readWeek({ clock: at(over) }, uid))!;
      expect(finished).toMatchObject({ status: "finished", week: 12, weeks: 12, completed: true, due: [] });
      expect(finished.checkIn).toMatchObject({ week: null, editableUntil: null, current: null });
      expect(finished.overdue.map(({ phaseKey }) => phaseKey)).toEqual([
        "DISCOVER",
        "SHAPE",
        "SHOW",
        "SELL",
        "SERVE",
        "GROW",
      ]);
      await expect(putCheckIn({ clock: at(over) }, uid, 12, figures(1))).rejects.toMatchObject({ status: 409 });

      // With the switch off, the cohort opened the Incubator from enrolment to its last minute.
      for (const instant of ["2027-02-01T10:00:00Z", "2027-04-21T12:00:00Z", lastMinute])
        expect(await mayUseIncubator({ uid, role: "user" }, at(instant)), instant).toBe(true);
      expect(await mayUseIncubator({ uid, role: "user" }, at(over))).toBe(false);

      // Their work stays: the step passed, its attempts, and their check-ins.
      const step = await readStep(uid, "1", at(over));
      expect(step.userProgress.status).toBe("complete");
      expect(step.attempts.length).toBeGreaterThan(0);
    }
    expect(await mayUseIncubator({ uid: outsider.user.id, role: "user" }, at("2027-04-21T12:00:00Z"))).toBe(false);

    const kept = await listCheckIns({ clock: at(over) }, maya.user.id);
    expect(kept.checkIns.map(({ week }) => week)).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(kept.checkIns.at(-1)).toMatchObject({ week: 12, revenue: 1012 });
    expect((await checkIns(maya.user.id).doc(checkInId(cohortId, 12)).get()).data()).toMatchObject({ revenue: 1012 });
    expect((await listCheckIns({ clock: at(over) }, sam.user.id)).checkIns.map(({ week }) => week)).toEqual([1, 2]);
    expect((await readAdminCohort({ clock: at(over) }, cohortId)).status).toBe("finished");
  });
});
