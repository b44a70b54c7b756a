import type { IncubatorPhase } from "@contract/incubator";
import { describe, expect, it } from "vitest";
import { currentPhase, isPhaseComplete, showsBadge } from "./roadmap";

const phase = (
  key: IncubatorPhase["key"],
  completed: number,
  total: number,
  unlocked: boolean,
  badgeEarned = false,
): IncubatorPhase => ({
  id: key,
  key,
  order: 1,
  title: key,
  goal: "",
  senseiTips: [],
  stepCount: total,
  userProgress: { completed, total, unlocked, badgeEarned },
});

describe("roadmap rules", () => {
  it("calls a phase complete when every step is, never an empty one", () => {
    expect(isPhaseComplete({ completed: 4, total: 4 })).toBe(true);
    expect(isPhaseComplete({ completed: 3, total: 4 })).toBe(false);
    expect(isPhaseComplete({ completed: 0, total: 0 })).toBe(false);
  });

  it("shows a badge for a complete phase, and keeps one already awarded", () => {
    expect(showsBadge(phase("DISCOVER", 4, 4, true).userProgress)).toBe(true);
    expect(showsBadge(phase("DISCOVER", 3, 4, true).userProgress)).toBe(false);
    expect(showsBadge(phase("DISCOVER", 3, 4, true, true).userProgress)).toBe(true);
  });

  it("names the first unlocked, incomplete phase as current", () => {
    const phases = [phase("DISCOVER", 4, 4, true), phase("SHAPE", 1, 3, true), phase("SHOW", 0, 3, false)];
    expect(currentPhase(phases)?.key).toBe("SHAPE");
  });

  it("falls back to DISCOVER when no phase is open and unfinished", () => {
    const phases = [phase("DISCOVER", 4, 4, true), phase("SHAPE", 0, 0, false)];
    expect(currentPhase(phases)?.key).toBe("DISCOVER");
    expect(currentPhase([])).toBeUndefined();
  });
});
