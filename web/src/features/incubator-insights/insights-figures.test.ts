import { describe, expect, it } from "vitest";
import {
  dailyPoints,
  dailySummary,
  formatMedian,
  formatShare,
  gateReasonCounts,
  gateSummary,
  hasNoEvaluations,
  phaseSummary,
  shortDayLabel,
} from "./insights-figures";
import { insightsFixture, quietInsightsFixture } from "./insights-test-fixtures";

describe("Insights figures", () => {
  it("formats shares as whole percents and medians to one decimal, a dash for none", () => {
    expect(formatShare(0.1)).toBe("10%");
    expect(formatShare(0.126)).toBe("13%");
    expect(formatShare(0)).toBe("0%");
    expect(formatShare(null)).toBe("–");
    expect(formatMedian(2)).toBe("2");
    expect(formatMedian(74.55)).toBe("74.6");
    expect(formatMedian(null)).toBe("–");
  });

  it("sums each day's gate stops over their reasons", () => {
    const points = dailyPoints(insightsFixture().days);
    expect(points).toHaveLength(30);
    expect(points.find((point) => point.day === "2026-11-20")).toEqual({
      day: "2026-11-20",
      evaluations: 6,
      gated: 3,
      coachChanged: 1,
    });
    expect(shortDayLabel("2026-11-20")).toBe("Nov 20");
  });

  it("counts gate stops by reason, most first, ties in the gate's order, labelled", () => {
    expect(gateReasonCounts(insightsFixture().days)).toEqual([
      { reason: "lorem", label: "Lorem ipsum", count: 3 },
      { reason: "empty", label: "Empty answer", count: 1 },
      { reason: "unknown", label: "Reason not recorded", count: 1 },
    ]);
    expect(
      gateReasonCounts([{ day: "2026-11-20", evaluations: 0, gated: { newer: 2, empty: 0 }, coachChanged: 0 }]),
    ).toEqual([{ reason: "newer", label: "newer", count: 2 }]);
  });

  it("summarises each chart in a sentence", () => {
    const insights = insightsFixture();
    expect(phaseSummary(insights.phases[0]!)).toBe(
      "Discover, learners who reached, attempted and passed each of its 2 steps: 12 learners reached step 1, 2 learners passed step 2.",
    );
    expect(dailySummary(insights)).toBe(
      "Last 30 days, per day: 20 evaluations, 5 answers stopped by the gate, 2 verdicts changed by coaches; busiest day Nov 27, 2026 with 9 evaluations.",
    );
    expect(gateSummary(gateReasonCounts(insights.days))).toBe(
      "Answers the gate stopped in the last 30 days, by reason: Lorem ipsum 3, Empty answer 1, Reason not recorded 1.",
    );
    expect(gateSummary([])).toBe("The gate stopped no answer in the last 30 days.");
  });

  it("has no evaluations only when no step was attempted and none ran in the window", () => {
    expect(hasNoEvaluations(quietInsightsFixture())).toBe(true);
    expect(hasNoEvaluations(insightsFixture())).toBe(false);
    const attemptedLongAgo = { ...quietInsightsFixture(), phases: insightsFixture().phases };
    expect(hasNoEvaluations(attemptedLongAgo)).toBe(false);
  });
});
