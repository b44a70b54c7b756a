import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import type { WeekStatsDoc } from "../../contract/cohorts/storage";
import type { StepProgressDoc } from "../../contract/incubator/storage";
import type { Content } from "../../domain/incubator/view";
import { activeRoadmap, median, memberFigures, rosterStatus, weeklySeries, workChange } from "./figures";

// The dashboard's arithmetic without Firestore: a progress write's change, a member's figures, the
// status on a moved clock, and the weekly series with its medians.

const content = {
  phases: [
    { id: "DISCOVER", data: { order: 1, isActive: true } },
    { id: "SHAPE", data: { order: 2, isActive: true } },
    { id: "SHOW", data: { order: 3, isActive: false } },
    { id: "SELL", data: { order: 4, isActive: true } },
  ],
  steps: [
    { id: "1", data: { phaseKey: "DISCOVER", order: 1, isActive: true } },
    { id: "2", data: { phaseKey: "DISCOVER", order: 2, isActive: true } },
    { id: "3", data: { phaseKey: "SHAPE", order: 1, isActive: true } },
    { id: "4", data: { phaseKey: "SHAPE", order: 2, isActive: false } },
    { id: "5", data: { phaseKey: "SHOW", order: 1, isActive: true } },
    { id: "6", data: { phaseKey: "SELL", order: 1, isActive: true } },
  ],
} as unknown as Content;

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const progress = (fields: Partial<StepProgressDoc>) =>
  ({
    completed: false,
    completedAt: null,
    attemptCount: 0,
    response: null,
    lastEvaluation: null,
    ...fields,
  }) as StepProgressDoc;
const evaluation = (iso: string) => ({ evaluatedAt: at(iso) }) as unknown as StepProgressDoc["lastEvaluation"];

describe("a member's figures", () => {
  it("count active steps passed and the phases complete from the roadmap's first", () => {
    expect(activeRoadmap(content)).toEqual([
      { key: "DISCOVER", steps: 2 },
      { key: "SHAPE", steps: 1 },
      { key: "SELL", steps: 1 },
    ]);
    expect(memberFigures(content, [])).toEqual({ stepsPassed: 0, phasesComplete: 0 });
    expect(memberFigures(content, ["1"])).toEqual({ stepsPassed: 1, phasesComplete: 0 });
    expect(memberFigures(content, ["1", "2"])).toEqual({ stepsPassed: 2, phasesComplete: 1 });
    // SELL passed out of order does not make SHAPE complete; inactive steps and phases do not count.
    expect(memberFigures(content, ["1", "2", "6", "4", "5"])).toEqual({ stepsPassed: 3, phasesComplete: 1 });
    expect(memberFigures(content, ["1", "2", "3", "6"])).toEqual({ stepsPassed: 4, phasesComplete: 3 });
  });

  it("take from a progress write its work: a pass, the latest moment, the failed attempts", () => {
    // An opening is no work.
    expect(workChange(null, progress({}))).toBeNull();
    const saved = progress({
      response: { savedAt: at("2026-01-06T10:00:00Z") } as unknown as StepProgressDoc["response"],
    });
    expect(workChange(progress({}), saved)).toEqual({
      passed: false,
      workedAt: new Date("2026-01-06T10:00:00Z"),
      failedAttempts: null,
    });
    const failed = progress({ ...saved, attemptCount: 2, lastEvaluation: evaluation("2026-01-06T11:00:00Z") });
    expect(workChange(saved, failed)).toEqual({
      passed: false,
      workedAt: new Date("2026-01-06T11:00:00Z"),
      failedAttempts: 2,
    });
    const passed = progress({
      ...failed,
      attemptCount: 3,
      completed: true,
      completedAt: at("2026-01-07T09:00:00Z"),
      lastEvaluation: evaluation("2026-01-07T09:00:00Z"),
    });
    expect(workChange(failed, passed)).toEqual({
      passed: true,
      workedAt: new Date("2026-01-07T09:00:00Z"),
      failedAttempts: 0,
    });
    // The same write seen again (a coach's note after it) is no pass and no work.
    expect(workChange(passed, { ...passed })).toBeNull();
  });
});

describe("a learner's status", () => {
  const roadmap = activeRoadmap(content);
  const now = new Date("2026-02-01T12:00:00Z");
  const member = {
    phasesComplete: 1,
    failedAttempts: 0,
    lastWorkedAt: at("2026-01-30T12:00:00Z"),
    joinedAt: at("2026-01-01T00:00:00Z"),
  };

  it("is behind when a phase past its due date is not complete, on track otherwise", () => {
    expect(rosterStatus(member, roadmap, ["DISCOVER"], now)).toBe("on_track");
    expect(rosterStatus(member, roadmap, ["DISCOVER", "SHAPE"], now)).toBe("behind");
    expect(rosterStatus({ ...member, phasesComplete: 2 }, roadmap, ["DISCOVER", "SHAPE"], now)).toBe("on_track");
    // A phase no longer active is not waited for.
    expect(rosterStatus(member, roadmap, ["DISCOVER", "SHOW"], now)).toBe("on_track");
  });

  it("is stuck failing a step, or idle for the Insights' days while not finished", () => {
    expect(rosterStatus({ ...member, failedAttempts: 3 }, roadmap, [], now)).toBe("stuck");
    expect(rosterStatus({ ...member, failedAttempts: 2 }, roadmap, [], now)).toBe("on_track");
    const idle = { ...member, lastWorkedAt: at("2026-01-18T12:00:00Z") };
    expect(rosterStatus(idle, roadmap, [], now)).toBe("stuck");
    expect(rosterStatus({ ...idle, lastWorkedAt: at("2026-01-18T12:00:01Z") }, roadmap, [], now)).toBe("on_track");
    // Never worked: idle from joining. Finished: never idle.
    expect(rosterStatus({ ...member, lastWorkedAt: null }, roadmap, [], now)).toBe("stuck");
    expect(rosterStatus({ ...idle, phasesComplete: 3 }, roadmap, ["DISCOVER"], now)).toBe("on_track");
  });
});

describe("the weekly series", () => {
  const figures = (revenue: number, clients: number) => ({ revenue, clients, leads: 1, hours: 10, confidence: 3 });
  const shard = (week: number, index: number, stepsPassed: number, checkIns: WeekStatsDoc["checkIns"] = {}) => ({
    week,
    shard: index,
    stepsPassed,
    checkIns,
  });

  it("sets the steps expected by each week against steps passed per member, the check-in rate and the medians", () => {
    const cohort = { weeks: 4, memberCount: 4, schedule: { DISCOVER: 1, SHAPE: 3, SELL: 4 } };
    const shards = [
      shard(1, 0, 3, { a: figures(100, 1), b: figures(300, 4) }),
      shard(1, 5, 1, { c: figures(50, 2) }),
      shard(2, 0, 2, { a: figures(0, 0), b: figures(10, 1), c: figures(20, 3), d: figures(1000, 9) }),
      shard(4, 1, 9),
    ];
    expect(weeklySeries(cohort, activeRoadmap(content), shards, 3)).toEqual([
      {
        week: 1,
        expectedSteps: 2,
        passedSteps: 1,
        checkIns: 3,
        checkInRate: 0.75,
        medianRevenue: 100,
        medianClients: 2,
      },
      { week: 2, expectedSteps: 2, passedSteps: 1.5, checkIns: 4, checkInRate: 1, medianRevenue: 15, medianClients: 2 },
      {
        week: 3,
        expectedSteps: 3,
        passedSteps: 1.5,
        checkIns: 0,
        checkInRate: 0,
        medianRevenue: null,
        medianClients: null,
      },
      // A week not begun has only the schedule's figure.
      {
        week: 4,
        expectedSteps: 4,
        passedSteps: null,
        checkIns: null,
        checkInRate: null,
        medianRevenue: null,
        medianClients: null,
      },
    ]);
  });

  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
