import { describe, expect, it } from "vitest";
import { clip, quoteAround } from "./text";

describe("clip", () => {
  it("stays within its cap and never keeps half of an emoji", () => {
    const clipped = clip(`ab${"👋".repeat(10)}`, 8);
    expect(clipped.length).toBeLessThanOrEqual(8);
    expect(clipped).toBe("ab👋...");
    expect(clip("short", 8)).toBe("short");
  });
});

describe("quoteAround", () => {
  it("never cuts a figure at its thousands separator or a time at its colon", () => {
    const answer = "I want to earn about 25,000 a year, starting at 10:30 on Mondays.";
    const quote = quoteAround(answer, { start: 0, end: answer.length }, answer.indexOf("earn"));
    expect(quote).toBe("I want to earn about 25,000 a year");
    expect(answer).toContain(quote);
  });
});
