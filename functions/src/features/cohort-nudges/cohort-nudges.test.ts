import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it, vi } from "vitest";
import { eventually } from "../../../test/eventually";
import { type CohortDoc, type CohortMemberDoc, NEW_MEMBER_FIGURES } from "../../contract/cohorts/storage";
import type { Clock } from "../../lib/clock";
import { cohortMembers, cohorts } from "../../lib/collections";
import { db } from "../../lib/firebase";
import { summaryId } from "./coach-summary";
import { onProfileZoneChanged } from "./profile-zone";
import { runNudgeSweep, sweepCohort } from "./sweep";
import { cohortDoc } from "../../../test/cohort-docs";

// A 12-week cohort in Berlin from Monday 19 October 2026, with learners in Berlin and New York.
// Berlin leaves summer time on 25 October, New York on 1 November: 09:00 moves in UTC under them.

// Triggers (each message's email copy) may queue up on a busy emulator suite.
vi.setConfig({ testTimeout: 120_000 });

const at = (instant: string): Clock => ({ now: () => new Date(instant) });
const unique = () => randomUUID().replace(/-/g, "").slice(0, 12);
const BERLIN = "Europe/Berlin";
const NEW_YORK = "America/New_York";
const created = Timestamp.fromDate(new Date("2026-10-01T00:00:00Z"));

function nudgedCohort(coachId: string, memberZones: Record<string, number>): CohortDoc {
  return cohortDoc({
    name: "Autumn Founders",
    startDate: "2026-10-19",
    // Friday: the missed check-in nudge goes on Saturday.
    checkInWeekday: 5,
    // DISCOVER is due at the end of week 2: Sunday 1 November, 23:59 in Berlin.
    schedule: { DISCOVER: 2, SHAPE: 4, SHOW: 6, SELL: 8, SERVE: 10, GROW: 12 },
    coachIds: [coachId],
    memberCount: Object.values(memberZones).reduce((sum, count) => sum + count, 0),
    memberZones,
    createdAt: created,
    updatedAt: created,
  });
}

function member(cohortId: string, coachId: string, fields: Partial<CohortMemberDoc>): CohortMemberDoc {
  const uid = `learner-${unique()}`;
  return {
    uid,
    cohortId,
    name: `Learner ${uid.slice(-4)}`,
    email: `${uid}@example.test`,
    coachId,
    joinedAt: created,
    timeZone: BERLIN,
    ...NEW_MEMBER_FIGURES,
    history: [],
    ...fields,
  };
}

async function setUp() {
  const cohortId = `cohort-${unique()}`;
  const coachId = `coach-${unique()}`;
  await db.doc(`profiles/${coachId}`).set({ timeZone: BERLIN, createdAt: created });
  const berlin = member(cohortId, coachId, { name: "Maya Berlin" });
  const newYork = member(cohortId, coachId, { name: "Sam NewYork", timeZone: NEW_YORK });
  // Completed DISCOVER and checked in for week 2: never nudged.
  const done = member(cohortId, coachId, { name: "Lee Done", phasesComplete: 1, lastCheckInWeek: 2 });
  const cohort = nudgedCohort(coachId, { [BERLIN]: 2, [NEW_YORK]: 1 });
  await cohorts().doc(cohortId).set(cohort);
  await Promise.all([berlin, newYork, done].map((doc) => cohortMembers().doc(doc.uid).set(doc)));
  return { cohortId, coachId, cohort, berlin, newYork, done };
}

const messageIds = async (uid: string) =>
  (await db.collection(`users/${uid}/messages`).get()).docs.map((doc) => doc.id);
const message = async (uid: string, id: string) => (await db.doc(`users/${uid}/messages/${id}`).get()).data();

describe("the cohort nudges", () => {
  it("send a phase due in 2 days at 09:00 where each learner lives, once, and not to those who completed it", async () => {
    const { cohortId, cohort, berlin, newYork, done } = await setUp();
    const due = `cohortDue-${cohortId}-DISCOVER`;
    // Friday 30 October, 07:00 UTC: 08:00 in Berlin (winter time since Sunday), 03:00 in New York.
    expect(await sweepCohort(cohortId, cohort, at("2026-10-30T07:00:00Z"))).toMatchObject({ membersRead: 0, sent: 0 });
    // 08:00 UTC: 09:00 in Berlin. Only the Berlin learner who has not completed DISCOVER is read.
    expect(await sweepCohort(cohortId, cohort, at("2026-10-30T08:00:00Z"))).toMatchObject({ membersRead: 1, sent: 1 });
    expect(await message(berlin.uid, due)).toMatchObject({
      type: "reminder",
      title: "Discover is due in 2 days",
      actionUrl: "/incubator/phase/DISCOVER",
      emailAs: { category: "reminders", kind: "cohort_nudge" },
    });
    expect((await message(berlin.uid, due))?.content).toContain("Sunday 1 November at 23:59");
    // The same hour swept again sends nothing twice.
    expect(await sweepCohort(cohortId, cohort, at("2026-10-30T08:30:00Z"))).toMatchObject({ sent: 0 });
    expect(await messageIds(newYork.uid)).toEqual([]);
    // 13:00 UTC: 09:00 in New York, still on summer time (UTC-4) until Sunday.
    expect(await sweepCohort(cohortId, cohort, at("2026-10-30T13:00:00Z"))).toMatchObject({ membersRead: 1, sent: 1 });
    expect((await message(newYork.uid, due))?.content).toContain("Sunday 1 November at 17:59");
    expect(await messageIds(done.uid)).toEqual([]);
  });

  it("sends a missed check-in the day after check-in day, not to those who checked in", async () => {
    const { cohortId, cohort, berlin, newYork, done } = await setUp();
    // Friday is check-in day: nothing on Friday at 09:00 (but the DISCOVER nudge).
    await sweepCohort(cohortId, cohort, at("2026-10-30T08:00:00Z"));
    expect(await messageIds(berlin.uid)).toEqual([`cohortDue-${cohortId}-DISCOVER`]);
    // Saturday 31 October, 09:00 in Berlin.
    expect(await sweepCohort(cohortId, cohort, at("2026-10-31T08:00:00Z"))).toMatchObject({ membersRead: 1, sent: 1 });
    expect(await message(berlin.uid, `cohortCheckIn-${cohortId}-2`)).toMatchObject({
      title: "Your week 2 check-in",
      emailAs: { category: "reminders", kind: "cohort_nudge" },
    });
    await sweepCohort(cohortId, cohort, at("2026-10-31T13:00:00Z"));
    await sweepCohort(cohortId, cohort, at("2026-10-31T13:10:00Z"));
    expect((await messageIds(newYork.uid)).filter((id) => id.startsWith("cohortCheckIn-"))).toEqual([
      `cohortCheckIn-${cohortId}-2`,
    ]);
    expect(await messageIds(done.uid)).toEqual([]);
  });

  it("tell the coach once when a learner is a phase behind, at the learner's 09:00", async () => {
    const { cohortId, coachId, cohort, berlin, newYork } = await setUp();
    // DISCOVER's week ended Monday 2 November, 00:00 in Berlin. 09:00 there is 08:00 UTC.
    expect(await sweepCohort(cohortId, cohort, at("2026-11-02T08:00:00Z"))).toMatchObject({ membersRead: 1, sent: 1 });
    expect(await message(coachId, `cohortBehind-${cohortId}-DISCOVER-${berlin.uid}`)).toMatchObject({
      title: "Maya Berlin is behind on Discover",
      actionUrl: `/admin/users/${berlin.uid}/incubator`,
    });
    // New York is on winter time now (UTC-5): its 09:00 is 14:00 UTC.
    expect(await sweepCohort(cohortId, cohort, at("2026-11-02T13:00:00Z"))).toMatchObject({ membersRead: 0 });
    expect(await sweepCohort(cohortId, cohort, at("2026-11-02T14:00:00Z"))).toMatchObject({ membersRead: 1, sent: 1 });
    await sweepCohort(cohortId, cohort, at("2026-11-02T14:20:00Z"));
    // A day later the phase is no longer new: the sweep reads no one for it.
    expect(await sweepCohort(cohortId, cohort, at("2026-11-03T14:00:00Z"))).toMatchObject({ membersRead: 0, sent: 0 });
    const notices = (await messageIds(coachId)).filter((id) => id.startsWith("cohortBehind-")).sort();
    expect(notices).toEqual(
      [`cohortBehind-${cohortId}-DISCOVER-${berlin.uid}`, `cohortBehind-${cohortId}-DISCOVER-${newYork.uid}`].sort(),
    );
  });

  it("send each coach their weekly summary on Monday at 09:00 their time, once", async () => {
    const { cohortId, coachId, cohort, berlin, done } = await setUp();
    await db.doc(`incubatorReviews/${berlin.uid}_a1`).set({
      uid: berlin.uid,
      attemptId: "a1",
      stepId: "discover-1",
      phaseKey: "DISCOVER",
      kind: "borderline",
      score: 60,
      open: true,
      openedAt: created,
      resolvedAt: null,
    });
    await db.doc(`incubatorReviews/${done.uid}_a2`).set({
      uid: done.uid,
      attemptId: "a2",
      stepId: "discover-1",
      phaseKey: "DISCOVER",
      kind: "borderline",
      score: 60,
      open: false,
      openedAt: created,
      resolvedAt: created,
    });
    // Monday 2 November (week 3), 08:00 in Berlin: not yet.
    expect(await sweepCohort(cohortId, cohort, at("2026-11-02T07:00:00Z"))).toMatchObject({ summaries: 0 });
    expect(await sweepCohort(cohortId, cohort, at("2026-11-02T08:00:00Z"))).toMatchObject({ summaries: 1 });
    const summary = await message(coachId, summaryId(cohortId, 3));
    expect(summary).toMatchObject({
      title: "Your Autumn Founders learners, week 3",
      emailAs: { category: "weekly_report", kind: "coach_summary" },
    });
    const lines = String(summary?.content).split("\n");
    expect(lines[0]).toMatch(/^Behind on Discover \(2\): /);
    expect(lines[0]).toContain("Maya Berlin");
    expect(lines[0]).toContain("Sam NewYork");
    expect(lines[0]).not.toContain("Lee Done");
    expect(lines[1]).toMatch(/^Did not check in for week 2 \(2\): /);
    expect(lines[2]).toBe("Open reviews (1): Maya Berlin (1).");
    expect(await sweepCohort(cohortId, cohort, at("2026-11-02T08:40:00Z"))).toMatchObject({ summaries: 0 });
    // Tuesday: no summary.
    expect(await sweepCohort(cohortId, cohort, at("2026-11-03T08:00:00Z"))).toMatchObject({ summaries: 0 });
    expect((await messageIds(coachId)).filter((id) => id.startsWith("coachSummary-"))).toEqual([
      summaryId(cohortId, 3),
    ]);
  });

  it("go through every open cohort in the hourly sweep", async () => {
    const { cohortId, berlin } = await setUp();
    const result = await runNudgeSweep(at("2026-10-30T08:00:00Z"));
    expect(result.cohorts).toBeGreaterThanOrEqual(1);
    expect(await messageIds(berlin.uid)).toEqual([`cohortDue-${cohortId}-DISCOVER`]);
  });

  it("follow a learner's profile zone: the member and the cohort's zone counts move", async () => {
    const { cohortId, berlin } = await setUp();
    expect(await onProfileZoneChanged(berlin.uid, BERLIN, "Asia/Tokyo")).toBe(true);
    expect((await cohortMembers().doc(berlin.uid).get()).data()?.timeZone).toBe("Asia/Tokyo");
    expect((await cohorts().doc(cohortId).get()).data()?.memberZones).toEqual({
      [BERLIN]: 1,
      [NEW_YORK]: 1,
      "Asia/Tokyo": 1,
    });
    // Done again (a retried trigger), nothing moves twice.
    expect(await onProfileZoneChanged(berlin.uid, BERLIN, "Asia/Tokyo")).toBe(false);
    expect(await onProfileZoneChanged(berlin.uid, "Asia/Tokyo", "Not/AZone")).toBe(false);
  });

  it("follow a profile written with a new zone, through the trigger", async () => {
    const { cohortId, newYork } = await setUp();
    await db.doc(`profiles/${newYork.uid}`).set({ timeZone: NEW_YORK, createdAt: created });
    await db.doc(`profiles/${newYork.uid}`).update({ timeZone: BERLIN });
    await eventually(async () => (await cohortMembers().doc(newYork.uid).get()).data()?.timeZone === BERLIN, 90_000);
    expect((await cohorts().doc(cohortId).get()).data()?.memberZones).toEqual({ [BERLIN]: 3 });
  });
});
