import type { BriefPhase, SessionBrief } from "@contract/sessions/brief";
import { describe, expect, it } from "vitest";
import { checkInSummary, cohortWeekText, formatSessionTime, hasBegun, revisableSteps, withStep } from "./session-brief";

const step = (id: string, status: BriefPhase["status"], revisionRequested = false) => ({
  id,
  title: `Step ${id}`,
  status,
  bestScore: 80,
  revisionRequested,
});
const phases: BriefPhase[] = [
  {
    key: "DISCOVER",
    title: "Discover",
    unlocked: true,
    passed: 2,
    total: 3,
    status: "in_progress",
    due: null,
    overdue: false,
    steps: [step("1", "complete"), step("2", "complete", true), step("3", "in_progress")],
  },
  {
    key: "SHAPE",
    title: "Shape",
    unlocked: false,
    passed: 0,
    total: 1,
    status: "locked",
    due: null,
    overdue: false,
    steps: [step("4", "locked")],
  },
];

describe("the brief's pure parts", () => {
  it("writes a session's time in the coach's zone, across the change to summer time", () => {
    // 29 March 2026: Berlin moves to summer time at 02:00; New York already has.
    expect(formatSessionTime("2026-03-30T12:00:00Z", "2026-03-30T12:45:00Z", "Europe/Berlin", "en-GB")).toBe(
      "Mon 30 Mar, 14:00–14:45 CEST",
    );
    expect(formatSessionTime("2026-03-27T13:00:00Z", "2026-03-27T13:30:00Z", "Europe/Berlin", "en-GB")).toBe(
      "Fri 27 Mar, 14:00–14:30 CET",
    );
    expect(formatSessionTime("2026-03-30T12:00:00Z", "2026-03-30T12:45:00Z", "America/New_York", "en-GB")).toMatch(
      /^Mon 30 Mar, 08:00–08:45 (EDT|GMT-4)$/,
    );
  });

  it("offers for revision only complete steps without an open request", () => {
    expect(revisableSteps(phases).map((entry) => [entry.id, entry.phaseTitle])).toEqual([["1", "Discover"]]);
  });

  it("changes one step of the roadmap and nothing else", () => {
    const brief = { roadmap: { completedSteps: 2, totalSteps: 4, phases } } as SessionBrief;
    const changed = withStep(brief, step("1", "complete", true));
    expect(changed.roadmap.phases[0]!.steps[0]!.revisionRequested).toBe(true);
    expect(changed.roadmap.phases[0]!.steps.slice(1)).toEqual(phases[0]!.steps.slice(1));
    expect(changed.roadmap.phases[1]).toEqual(phases[1]);
    expect(revisableSteps(changed.roadmap.phases)).toEqual([]);
  });

  it("says when a session has begun, never for a cancelled one", () => {
    const at = new Date("2026-03-30T12:00:00Z");
    expect(hasBegun({ startsAt: "2026-03-30T12:00:00Z", status: "booked" }, at)).toBe(true);
    expect(hasBegun({ startsAt: "2026-03-30T12:00:01Z", status: "booked" }, at)).toBe(false);
    expect(hasBegun({ startsAt: "2026-03-30T11:00:00Z", status: "cancelled" }, at)).toBe(false);
  });

  it("sums the check-ins up for a screen reader", () => {
    const entry = (week: number, revenue: number, clients: number, confidence: number) => ({
      week,
      revenue,
      clients,
      leads: 0,
      hours: 10,
      confidence,
      currency: "EUR",
    });
    expect(checkInSummary([])).toBe("No check-ins yet.");
    expect(checkInSummary([entry(2, 100, 1, 3)], "en-GB")).toBe(
      "Week 2: revenue €100.00, 1 paying clients, confidence 3 of 5.",
    );
    expect(checkInSummary([entry(1, 100, 1, 2), entry(4, 250, 3, 4)], "en-GB")).toBe(
      "Weeks 1 to 4: revenue from €100.00 to €250.00, paying clients from 1 to 3, confidence from 2 to 4 of 5.",
    );
  });

  it("words the cohort week", () => {
    expect(cohortWeekText({ week: 3, weeks: 12, started: true, completed: false })).toBe("Week 3 of 12");
    expect(cohortWeekText({ week: 1, weeks: 12, started: false, completed: false })).toBe("Starts soon · 12 weeks");
    expect(cohortWeekText({ week: 12, weeks: 12, started: true, completed: true })).toBe("Completed · 12 weeks");
  });
});
