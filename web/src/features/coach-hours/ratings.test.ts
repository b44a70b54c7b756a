import { describe, expect, it } from "vitest";
import { formatAverage, ratingsSummary } from "./ratings";

describe("ratings in words", () => {
  it("summarises each rated coach's mean for the chart's readers, highest first, and says when none is rated", () => {
    const coach = { coachId: "ada", name: "Ada", ratings: 1, average: 4, recent: [] };
    expect(
      ratingsSummary([
        { ...coach, coachId: "bo", name: "Bo", ratings: 3, average: 3.7 },
        coach,
        { ...coach, coachId: "cy", name: "Cy", ratings: 0, average: null },
      ]),
    ).toBe("Mean rating per coach: Ada 4.0 of 5 from 1 rating; Bo 3.7 of 5 from 3 ratings.");
    expect(ratingsSummary([{ ...coach, ratings: 0, average: null }])).toBe("No coach has a rating yet.");
    expect(formatAverage(null)).toBe("No ratings yet");
  });
});
