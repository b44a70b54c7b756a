import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { isInProgramme, isNudgeHour, isSummaryHour, nudgesFor } from "./nudges";
import { cohortDoc } from "../../../test/cohort-docs";

// Which nudges are due where, without Firestore: a cohort in Los Angeles with learners as far
// ahead as Auckland, whose 09:00 comes before the cohort's deadline on the same Monday.

const created = Timestamp.fromDate(new Date("2026-01-01T00:00:00Z"));
const cohort = cohortDoc({
  name: "Pacific Founders",
  weeks: 6,
  timeZone: "America/Los_Angeles",
  currency: "USD",
  checkInWeekday: 7,
  schedule: { DISCOVER: 1, SHAPE: 3 },
  createdAt: created,
  updatedAt: created,
});
const kinds = (zone: string, at: string) => nudgesFor(cohort, zone, new Date(at)).map((nudge) => nudge.kind);

describe("nudgesFor", () => {
  it("tells the coach at the first 09:00 after the week ends, where the learner lives", () => {
    // Week 1 ends Monday 9 March, 00:00 in Los Angeles (07:00 UTC) = 20:00 that Monday in Auckland.
    expect(kinds("Pacific/Auckland", "2026-03-08T20:00:00Z")).not.toContain("behind");
    expect(kinds("Pacific/Auckland", "2026-03-09T20:00:00Z")).toContain("behind");
    expect(kinds("America/Los_Angeles", "2026-03-09T16:00:00Z")).toContain("behind");
    // A day later it is not new any more.
    expect(kinds("America/Los_Angeles", "2026-03-10T16:00:00Z")).not.toContain("behind");
  });

  it("nudges a missed Sunday check-in on Monday, saying its week is over", () => {
    const [missed] = nudgesFor(cohort, "America/Los_Angeles", new Date("2026-03-09T16:00:00Z")).filter(
      (nudge) => nudge.kind === "missedCheckIn",
    );
    expect(missed).toMatchObject({ week: 1, weekOver: true, condition: { field: "lastCheckInWeek", below: 1 } });
  });

  it("nudges a phase due the day after tomorrow, in the learner's calendar", () => {
    // SHAPE is due Sunday 22 March 23:59 in Los Angeles: Monday 23 March, 19:59 in Auckland, so
    // Los Angeles hears on Friday 20 March and Auckland on Saturday 21 March, at 09:00 there.
    const due = (zone: string, at: string) =>
      nudgesFor(cohort, zone, new Date(at)).find((nudge) => nudge.kind === "phaseDue");
    expect(due("America/Los_Angeles", "2026-03-20T16:00:00Z")).toMatchObject({
      phase: "SHAPE",
      condition: { field: "phasesComplete", below: 2 },
    });
    expect(due("Pacific/Auckland", "2026-03-19T20:00:00Z")).toBeUndefined();
    expect(due("Pacific/Auckland", "2026-03-20T20:00:00Z")).toMatchObject({ phase: "SHAPE" });
    expect(due("Pacific/Auckland", "2026-03-21T20:00:00Z")).toBeUndefined();
  });

  it("knows the 09:00 hour, Monday's for the summary, and the programme's span", () => {
    // Los Angeles moves to summer time on 8 March: 09:00 is 17:00 UTC before, 16:00 after.
    expect(isNudgeHour(new Date("2026-03-06T17:00:00Z"), "America/Los_Angeles")).toBe(true);
    expect(isNudgeHour(new Date("2026-03-09T16:30:00Z"), "America/Los_Angeles")).toBe(true);
    expect(isSummaryHour(new Date("2026-03-09T16:30:00Z"), "America/Los_Angeles")).toBe(true);
    expect(isSummaryHour(new Date("2026-03-10T16:30:00Z"), "America/Los_Angeles")).toBe(false);
    expect(isInProgramme(cohort, new Date("2026-03-01T12:00:00Z"))).toBe(false);
    expect(isInProgramme({ ...cohort, stage: "draft" }, new Date("2026-03-03T12:00:00Z"))).toBe(false);
    expect(isInProgramme(cohort, new Date("2026-04-13T12:00:00Z"))).toBe(true);
    expect(isInProgramme(cohort, new Date("2026-04-15T12:00:00Z"))).toBe(false);
  });
});
