import type { AttemptCoaching } from "@contract/incubator-coach";
import { describe, expect, it } from "vitest";
import { coachActionsFor, standsPassed } from "./coach-review";

const coaching = (action?: "pass" | "revise"): AttemptCoaching => ({
  verdict: action ? { action, reason: "Because", by: "coach", at: "2026-11-20T10:00:00.000Z" } : null,
  note: null,
  review: null,
  canAskForReview: false,
});

describe("coach review rules", () => {
  it("offers a pass only on a failed attempt without a coach's verdict", () => {
    expect(coachActionsFor({ passed: false, coaching: coaching() })).toEqual(["pass"]);
    expect(coachActionsFor({ passed: false, coaching: coaching("pass") })).toEqual(["revise"]);
  });

  it("offers a revision on an attempt that stands passed, and nothing once revised", () => {
    expect(coachActionsFor({ passed: true, coaching: coaching() })).toEqual(["revise"]);
    expect(coachActionsFor({ passed: true, coaching: coaching("revise") })).toEqual([]);
  });

  it("lets the coach's verdict stand over the AI's", () => {
    expect(standsPassed({ passed: false, coaching: coaching("pass") })).toBe(true);
    expect(standsPassed({ passed: true, coaching: coaching("revise") })).toBe(false);
    expect(standsPassed({ passed: true, coaching: coaching() })).toBe(true);
  });
});
