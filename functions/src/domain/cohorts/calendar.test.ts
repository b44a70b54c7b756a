import { describe, expect, it } from "vitest";
import { defaultSchedule, pickCoach, scheduleProblem } from "../../contract/cohorts/common";
import { cohortStatus, isLate, isMonday, phaseDue, weekAt, weekDeadline, weekEndsAt, weekStartsAt } from "./calendar";

// 2026-03-02 is a Monday. The US moves its clocks on Sunday 2026-03-08 (week 1), Europe on
// Sunday 2026-03-29 (week 4).
const newYork = { startDate: "2026-03-02", weeks: 12, timeZone: "America/New_York" };
const berlin = { ...newYork, timeZone: "Europe/Berlin" };

describe("a cohort's calendar", () => {
  it("knows a Monday", () => {
    expect(isMonday("2026-03-02")).toBe(true);
    expect(isMonday("2026-03-03")).toBe(false);
    expect(isMonday("2026-02-30")).toBe(false);
    expect(isMonday("monday")).toBe(false);
  });

  it("starts each week on Monday 00:00 in the cohort's zone, across a daylight-saving change", () => {
    expect(weekStartsAt(newYork, 1).toISOString()).toBe("2026-03-02T05:00:00.000Z");
    expect(weekStartsAt(newYork, 2).toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(weekStartsAt(berlin, 4).toISOString()).toBe("2026-03-22T23:00:00.000Z");
    expect(weekStartsAt(berlin, 5).toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(weekEndsAt(newYork, 1).getTime() - weekStartsAt(newYork, 1).getTime()).toBe(167 * 3600_000);
  });

  it("puts a week's deadline on its Sunday 23:59, in summer and winter time", () => {
    expect(weekDeadline(newYork, 1).toISOString()).toBe("2026-03-09T03:59:00.000Z");
    expect(weekDeadline(berlin, 4).toISOString()).toBe("2026-03-29T21:59:00.000Z");
    expect(weekDeadline(berlin, 3).toISOString()).toBe("2026-03-22T22:59:00.000Z");
  });

  it("counts weeks in the cohort's zone", () => {
    expect(weekAt(newYork, new Date("2026-03-02T04:59:00Z"))).toBe(0);
    expect(weekAt(newYork, new Date("2026-03-02T05:00:00Z"))).toBe(1);
    expect(weekAt(newYork, new Date("2026-03-09T03:59:59Z"))).toBe(1);
    expect(weekAt(newYork, new Date("2026-03-09T04:00:00Z"))).toBe(2);
    expect(weekAt(newYork, new Date("2026-05-25T04:00:00Z"))).toBe(13);
    expect(weekAt(newYork, new Date("2027-01-01T00:00:00Z"))).toBe(13);
  });

  it("is draft by hand, then open, running from its start and finished after its last week", () => {
    const open = { ...newYork, stage: "open" as const };
    expect(cohortStatus({ ...open, stage: "draft" }, new Date("2026-04-01T00:00:00Z"))).toBe("draft");
    expect(cohortStatus(open, new Date("2026-03-01T00:00:00Z"))).toBe("open");
    expect(cohortStatus(open, new Date("2026-03-02T05:00:00Z"))).toBe("running");
    expect(cohortStatus(open, new Date("2026-05-25T03:59:59Z"))).toBe("running");
    expect(cohortStatus(open, new Date("2026-05-25T04:00:00Z"))).toBe("finished");
  });

  it("marks work late once its phase's week is over, and locks nothing", () => {
    const cohort = { ...newYork, schedule: { DISCOVER: 1, SHAPE: 3 } };
    expect(phaseDue(cohort, "SHOW")).toBeNull();
    expect(isLate(cohort, "DISCOVER", new Date("2026-03-09T03:59:59Z"))).toBe(false);
    expect(isLate(cohort, "DISCOVER", new Date("2026-03-09T04:00:00Z"))).toBe(true);
    expect(isLate(cohort, "SHOW", new Date("2027-01-01T00:00:00Z"))).toBe(false);
  });
});

describe("a cohort's schedule", () => {
  it("is filled in from the steps' counts, in order, within the weeks", () => {
    const counts = { DISCOVER: 2, SHAPE: 4, SHOW: 3, SELL: 4, SERVE: 3, GROW: 2 };
    const schedule = defaultSchedule(counts, 12);
    expect(schedule).toEqual({ DISCOVER: 2, SHAPE: 4, SHOW: 6, SELL: 9, SERVE: 11, GROW: 12 });
    expect(scheduleProblem(schedule, 12)).toBeNull();
    expect(defaultSchedule({ DISCOVER: 1, SHAPE: 1, SHOW: 1 }, 1)).toEqual({ DISCOVER: 1, SHAPE: 1, SHOW: 1 });
    expect(defaultSchedule({ SHAPE: 0, SELL: 2 }, 4)).toEqual({ SELL: 4 });
  });

  it("refuses a phase due after the last week or before the phase ahead of it", () => {
    expect(scheduleProblem({ DISCOVER: 13 }, 12)).toMatch(/after the cohort's last week/);
    expect(scheduleProblem({ DISCOVER: 3, SHAPE: 2 }, 12)).toMatch(/before the phase/);
  });
});

describe("coach balancing", () => {
  it("gives a new member the coach with the fewest, the first on a tie", () => {
    expect(pickCoach([], {})).toBeNull();
    expect(pickCoach(["a", "b"], {})).toBe("a");
    expect(pickCoach(["a", "b"], { a: 2, b: 1 })).toBe("b");
    expect(pickCoach(["a", "b", "c"], { a: 1, b: 1, c: 1 })).toBe("a");
  });
});
