import { describe, expect, it } from "vitest";
import { coachActionsFor, isBorderline, standsPassed } from "./coaching";

describe("coach review's rules", () => {
  const pass = { action: "pass" as const };
  const revise = { action: "revise" as const };

  it("lets a coach pass a failed attempt no coach has decided, and ask to revise one that stands passed", () => {
    expect(coachActionsFor(false, null)).toEqual(["pass"]);
    expect(coachActionsFor(false, pass)).toEqual(["revise"]);
    expect(coachActionsFor(true, null)).toEqual(["revise"]);
    expect(coachActionsFor(true, revise)).toEqual([]);
    expect(coachActionsFor(false, revise)).toEqual([]);
  });

  it("reads an attempt as passed by the coach's verdict where there is one, else the AI's", () => {
    expect(standsPassed(false, pass)).toBe(true);
    expect(standsPassed(true, revise)).toBe(false);
    expect(standsPassed(true, null)).toBe(true);
    expect(standsPassed(false, null)).toBe(false);
  });

  it("queues scores from 60 to 80, and a required criterion only partly met", () => {
    const met = [{ required: true, verdict: "met" }];
    expect([59, 60, 70, 80, 81].map((score) => isBorderline({ score, criteria: met }))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(isBorderline({ score: 95, criteria: [{ required: true, verdict: "partly" }] })).toBe(true);
    expect(isBorderline({ score: 30, criteria: [{ required: false, verdict: "partly" }] })).toBe(false);
  });
});
