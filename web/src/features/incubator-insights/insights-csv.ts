import type { IncubatorInsights } from "@contract/incubator/insights";
import { formatDay } from "@contract/relative-time";
import type { CsvCell } from "@/lib/csv";
import { gateReasonCounts, gateReasonLabel, STEP_FIGURE_NAMES } from "./insights-figures";

/** Empty cells where the figure has no value (a median nobody counts, no criterion missing). */
const cell = (value: CsvCell | null | undefined): CsvCell => value ?? "";

/** Every step's figures, phase by phase: the Steps section's CSV. */
export function stepsCsvRows(insights: IncubatorInsights): CsvCell[][] {
  return [
    ["Phase", "Step", "Title", ...STEP_FIGURE_NAMES, "Times judged missing"],
    ...insights.phases.flatMap((phase) =>
      phase.steps.map((step) => [
        phase.title,
        step.order,
        step.title,
        step.reached,
        step.attempted,
        step.passed,
        cell(step.medianAttemptsToPass),
        cell(step.medianLatestScore),
        cell(step.topMissing?.label),
        cell(step.topMissing?.count),
      ]),
    ),
  ];
}

/** The window's days, oldest first, with a column for each gate reason seen in it: the Last 30 days' CSV. */
export function dailyCsvRows(insights: IncubatorInsights): CsvCell[][] {
  const reasons = gateReasonCounts(insights.days).map((entry) => entry.reason);
  return [
    [
      "Day",
      "Evaluations",
      "Gate stops",
      "Coach changes",
      ...reasons.map((reason) => `Gate stops: ${gateReasonLabel(reason)}`),
    ],
    ...insights.days.map((day) => [
      day.day,
      day.evaluations,
      Object.values(day.gated).reduce((sum, count) => sum + count, 0),
      day.coachChanged,
      ...reasons.map((reason) => day.gated[reason] ?? 0),
    ]),
  ];
}

/** `solosensei_incubator_{figures}_{yyyy-mm-dd}.csv`, dated in the admin's own day like the user summary's. */
export const insightsFileName = (figures: "steps" | "daily", now: Date) =>
  `solosensei_incubator_${figures}_${formatDay(now)}.csv`;
