import { describe, expect, it } from "vitest";
import type { AssessmentAnswer } from "../../contract/assessment";
import {
  MAX_RECOMMENDATIONS,
  TAKE_ASSESSMENT_TIP,
  levelFor,
  overallScore,
  pillarScores,
  recommendations,
  scoreAssessment,
  strengths,
  weaknesses,
} from "./scoring";

/** Answers per pillar, four each, in question order. */
const answersOf = (...values: number[]): AssessmentAnswer[] =>
  values.map((answer, questionId) => ({ questionId, answer }));
const uniform = (shape: number, show: number, sell: number, serve: number) =>
  answersOf(...[shape, show, sell, serve].flatMap((value) => [value, value, value, value]));

describe("pillarScores", () => {
  it("maps answers 1-5 to 0-100 per pillar", () => {
    expect(pillarScores(uniform(1, 2, 3, 5))).toEqual({ SHAPE: 0, SHOW: 25, SELL: 50, SERVE: 100 });
  });
  it("takes the mean of the pillar's four answers, rounded", () => {
    // SHAPE: (0 + 25 + 25 + 25) / 4 = 18.75 -> 19; SHOW: (100+75+75+75)/4 = 81.25 -> 81
    const answers = answersOf(1, 2, 2, 2, 5, 4, 4, 4, 3, 3, 3, 4, 1, 1, 1, 2);
    expect(pillarScores(answers)).toEqual({ SHAPE: 19, SHOW: 81, SELL: 56, SERVE: 6 });
  });
  it("does not depend on the order the answers arrive in", () => {
    const answers = uniform(2, 3, 4, 5);
    expect(pillarScores([...answers].reverse())).toEqual(pillarScores(answers));
  });
});

describe("levelFor", () => {
  it.each([
    [0, "Beginner"],
    [39, "Beginner"],
    [40, "Intermediate"],
    [74, "Intermediate"],
    [75, "Advanced"],
    [100, "Advanced"],
  ] as const)("%i is %s", (score, level) => {
    expect(levelFor(score)).toBe(level);
  });
});

describe("strengths and weaknesses", () => {
  it("weaknesses are the two lowest pillars, lowest first", () => {
    expect(weaknesses({ SHAPE: 80, SHOW: 10, SELL: 50, SERVE: 30 })).toEqual(["SHOW", "SERVE"]);
  });
  it("ties break in pillar order", () => {
    expect(weaknesses({ SHAPE: 50, SHOW: 50, SELL: 50, SERVE: 50 })).toEqual(["SHAPE", "SHOW"]);
    expect(weaknesses({ SHAPE: 90, SHOW: 20, SELL: 20, SERVE: 20 })).toEqual(["SHOW", "SELL"]);
    expect(weaknesses({ SHAPE: 60, SHOW: 60, SELL: 60, SERVE: 10 })).toEqual(["SERVE", "SHAPE"]);
  });
  it("strengths are the pillars at 75 or more, in pillar order", () => {
    expect(strengths({ SHAPE: 75, SHOW: 74, SELL: 100, SERVE: 0 })).toEqual(["SHAPE", "SELL"]);
    expect(strengths({ SHAPE: 0, SHOW: 0, SELL: 0, SERVE: 0 })).toEqual([]);
  });
});

describe("scoreAssessment", () => {
  it("derives the overall score and level from the pillar scores", () => {
    const outcome = scoreAssessment(uniform(5, 4, 2, 1));
    expect(outcome).toEqual({
      pillarScores: { SHAPE: 100, SHOW: 75, SELL: 25, SERVE: 0 },
      overallScore: 50,
      currentLevel: "Intermediate",
      strengths: ["SHAPE", "SHOW"],
      weaknesses: ["SERVE", "SELL"],
    });
    expect(overallScore(outcome.pillarScores)).toBe(50);
  });
  it("all 'Not at all confident' is a Beginner with no strengths", () => {
    expect(scoreAssessment(uniform(1, 1, 1, 1))).toMatchObject({
      overallScore: 0,
      currentLevel: "Beginner",
      strengths: [],
    });
  });
  it("all 'Very confident' is Advanced in every pillar", () => {
    expect(scoreAssessment(uniform(5, 5, 5, 5))).toMatchObject({
      overallScore: 100,
      currentLevel: "Advanced",
      strengths: ["SHAPE", "SHOW", "SELL", "SERVE"],
    });
  });
});

describe("recommendations", () => {
  it("starts with the three weakest skills, ties in question order", () => {
    const answers = answersOf(4, 4, 4, 4, 3, 4, 4, 4, 2, 4, 4, 4, 4, 4, 4, 2);
    const list = recommendations(answers);
    expect(list).toHaveLength(3);
    expect(list[0]).toMatch(/one conversation a day/); // question 8, answer 2
    expect(list[1]).toMatch(/testimonial and a referral/); // question 15, answer 2
    expect(list[2]).toMatch(/profile headline/); // question 4, answer 3
  });
  it("adds tips from the work context after the skill tips, capped", () => {
    const list = recommendations(uniform(1, 1, 1, 1), {
      platforms: ["Upwork", "LinkedIn"],
      motivation: "Finding more clients",
      experienceLength: "Less than 1 year",
      clientTypes: ["Large companies"],
    });
    expect(list).toHaveLength(MAX_RECOMMENDATIONS);
    expect(list[3]).toMatch(/marketplace profile/);
    expect(list[4]).toMatch(/LinkedIn/);
  });
  it("skips skills answered 'Very confident'", () => {
    expect(recommendations(uniform(5, 5, 5, 5))).toEqual([]);
    expect(recommendations(uniform(5, 5, 5, 5), { motivation: "Earning more from the work I do" })).toEqual([
      "Raise your rate for your next new client by 10-15%",
    ]);
  });
  it("asks for the assessment when there is none", () => {
    expect(recommendations(null)[0]).toBe(TAKE_ASSESSMENT_TIP);
  });
  it("every recommendation is a short string", () => {
    for (const item of recommendations(uniform(2, 2, 2, 2), { platforms: ["Fiverr"] }))
      expect(item.length).toBeLessThanOrEqual(120);
  });
});
