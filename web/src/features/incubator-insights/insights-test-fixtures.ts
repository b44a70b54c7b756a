import type { DayInsight, IncubatorInsights, StepInsight, StuckLearner } from "@contract/incubator/insights";

// The Insights tab's tests share one answer of GET /api/admin/incubator/insights.

const step = (overrides: Partial<StepInsight> & Pick<StepInsight, "stepId" | "order" | "title">): StepInsight => ({
  reached: 0,
  attempted: 0,
  passed: 0,
  medianAttemptsToPass: null,
  medianLatestScore: null,
  topMissing: null,
  ...overrides,
});

/** 30 days from 2026-10-30 to 2026-11-28, quiet but for the three given. */
function days(busy: Record<string, Partial<DayInsight>>): DayInsight[] {
  return Array.from({ length: 30 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 9, 30 + index)).toISOString().slice(0, 10);
    return { day, evaluations: 0, gated: {}, coachChanged: 0, ...busy[day] };
  });
}

export function insightsFixture(): IncubatorInsights {
  return {
    phases: [
      {
        key: "DISCOVER",
        title: "Discover",
        steps: [
          step({
            stepId: "1",
            order: 1,
            title: "Your client",
            reached: 12,
            attempted: 10,
            passed: 8,
            medianAttemptsToPass: 2,
            medianLatestScore: 74.5,
            topMissing: { criterionId: "who", label: "Names who the client is", count: 4 },
          }),
          step({
            stepId: "2",
            order: 2,
            title: "Their problem",
            reached: 8,
            attempted: 5,
            passed: 2,
            medianAttemptsToPass: 3,
            medianLatestScore: 61,
          }),
        ],
      },
      { key: "SHAPE", title: "Shape", steps: [step({ stepId: "3", order: 1, title: "=Your offer", reached: 2 })] },
    ],
    days: days({
      "2026-11-20": { evaluations: 6, gated: { empty: 1, lorem: 2 }, coachChanged: 1 },
      "2026-11-27": { evaluations: 9, gated: { lorem: 1, unknown: 1 }, coachChanged: 0 },
      "2026-11-28": { evaluations: 5, gated: {}, coachChanged: 1 },
    }),
    totals: { evaluations: 20, gated: 5, coachChanged: 2, coachChangedShare: 0.1 },
    reachedUndated: 3,
    reads: 31,
  };
}

/** No learner has attempted a step, nothing evaluated in the window. */
export function quietInsightsFixture(): IncubatorInsights {
  const insights = insightsFixture();
  return {
    ...insights,
    phases: insights.phases.map((phase) => ({
      ...phase,
      steps: phase.steps.map((entry) =>
        step({
          ...entry,
          attempted: 0,
          passed: 0,
          medianAttemptsToPass: null,
          medianLatestScore: null,
          topMissing: null,
        }),
      ),
    })),
    days: days({}),
    totals: { evaluations: 0, gated: 0, coachChanged: 0, coachChangedShare: null },
  };
}

export const stuckLearner = (
  id: string,
  kind: StuckLearner["kind"],
  overrides: Partial<StuckLearner> = {},
): StuckLearner => ({
  learner: { id, name: `Learner ${id}` },
  stepId: "2",
  stepTitle: "Their problem",
  phaseKey: "DISCOVER",
  kind,
  failedAttempts: kind === "failing" ? 3 : 0,
  openedAt: kind === "idle" ? "2026-11-01T09:00:00.000Z" : null,
  ...overrides,
});
