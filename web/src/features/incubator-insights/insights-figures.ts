import {
  GATE_REASONS,
  INSIGHTS,
  UNKNOWN_GATE_REASON,
  type DayInsight,
  type GateReason,
  type IncubatorInsights,
  type StepInsight,
} from "@contract/incubator/insights";
import { formatDate } from "@contract/relative-time";

/** What the steps' table and their CSV call each step's figures, in their order. */
export const STEP_FIGURE_NAMES = [
  "Reached",
  "Attempted",
  "Passed",
  "Median attempts to pass",
  "Median latest score",
  "Most often missing",
] as const;

/** What the Insights tab calls each reason the answer gate stops an answer for. */
export const GATE_REASON_LABELS: Record<GateReason | typeof UNKNOWN_GATE_REASON, string> = {
  empty: "Empty answer",
  placeholder: "Placeholder",
  lorem: "Lorem ipsum",
  repeated: "Repeated text",
  mashing: "Keyboard mashing",
  pasted: "Copied from the step",
  tutor_words: "Sensei's words, not their own",
  duplicates: "Repeated list items",
  too_few_items: "Too few list items",
  bare_items: "Bare list items",
  keyword_salad: "Keywords, not sentences",
  instructions: "Instructions to the evaluator",
  other_language: "Another language, off the step",
  [UNKNOWN_GATE_REASON]: "Reason not recorded",
};

/** A reason this build does not know yet (a newer server) shows as its key. */
export const gateReasonLabel = (reason: string): string =>
  (GATE_REASON_LABELS as Record<string, string>)[reason] ?? reason;

/** A share (0..1) as a whole percent; a dash when there is nothing to divide. */
export const formatShare = (share: number | null): string => (share === null ? "–" : `${Math.round(share * 100)}%`);

/** A median as the table shows it: up to one decimal, a dash when nobody counts. */
export const formatMedian = (value: number | null): string =>
  value === null ? "–" : String(Math.round(value * 10) / 10);

export const stepLabel = (step: Pick<StepInsight, "order" | "title">) => `${step.order}. ${step.title}`;

/** A UTC day ("2026-11-15") as lists show dates: 'Nov 15, 2026'. */
export function dayLabel(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return formatDate(new Date(year!, month! - 1, date!));
}

/** The chart's axis keeps the month and day: 'Nov 15'. */
export const shortDayLabel = (day: string) => dayLabel(day).replace(/, \d+$/, "");

export interface DailyPoint {
  day: string;
  evaluations: number;
  gated: number;
  coachChanged: number;
}

/** The daily line chart's points: each day's gate stops summed over their reasons. */
export const dailyPoints = (days: readonly DayInsight[]): DailyPoint[] =>
  days.map((day) => ({
    day: day.day,
    evaluations: day.evaluations,
    gated: Object.values(day.gated).reduce((sum, count) => sum + count, 0),
    coachChanged: day.coachChanged,
  }));

export interface GateReasonCount {
  reason: string;
  label: string;
  count: number;
}

const reasonOrder = (reason: string) => {
  const index = (GATE_REASONS as readonly string[]).indexOf(reason);
  return index === -1 ? GATE_REASONS.length : index;
};

/** Gate stops over the window by reason, the most frequent first (ties in GATE_REASONS' order); none at 0. */
export function gateReasonCounts(days: readonly DayInsight[]): GateReasonCount[] {
  const totals = new Map<string, number>();
  for (const day of days)
    for (const [reason, count] of Object.entries(day.gated)) totals.set(reason, (totals.get(reason) ?? 0) + count);
  return [...totals]
    .filter(([, count]) => count > 0)
    .map(([reason, count]) => ({ reason, label: gateReasonLabel(reason), count }))
    .sort((a, b) => b.count - a.count || reasonOrder(a.reason) - reasonOrder(b.reason));
}

/** Nothing to draw yet: no learner has attempted a step, and no evaluation ran in the window. */
export const hasNoEvaluations = (insights: IncubatorInsights) =>
  insights.totals.evaluations === 0 &&
  insights.phases.every((phase) => phase.steps.every((step) => step.attempted === 0));

const learners = (count: number) => `${count} learner${count === 1 ? "" : "s"}`;

/** The phase chart's spoken summary (its table holds every figure). */
export function phaseSummary(phase: IncubatorInsights["phases"][number]): string {
  const first = phase.steps[0];
  const last = phase.steps.at(-1);
  if (!first || !last) return `${phase.title}: no steps.`;
  return (
    `${phase.title}, learners who reached, attempted and passed each of its ${phase.steps.length} steps: ` +
    `${learners(first.reached)} reached step ${first.order}, ${learners(last.passed)} passed step ${last.order}.`
  );
}

/** The daily chart's spoken summary: the window's totals and its busiest day. */
export function dailySummary(insights: IncubatorInsights): string {
  const { evaluations, gated, coachChanged } = insights.totals;
  const busiest = insights.days.reduce<DayInsight | null>(
    (best, day) => (day.evaluations > (best?.evaluations ?? 0) ? day : best),
    null,
  );
  return (
    `Last ${INSIGHTS.days} days, per day: ${evaluations} evaluations, ${gated} answers stopped by the gate, ` +
    `${coachChanged} verdicts changed by coaches` +
    (busiest ? `; busiest day ${dayLabel(busiest.day)} with ${busiest.evaluations} evaluations.` : ".")
  );
}

/** The gate chart's spoken summary: every reason with its count. */
export const gateSummary = (counts: readonly GateReasonCount[]) =>
  counts.length === 0
    ? `The gate stopped no answer in the last ${INSIGHTS.days} days.`
    : `Answers the gate stopped in the last ${INSIGHTS.days} days, by reason: ` +
      counts.map((entry) => `${entry.label} ${entry.count}`).join(", ") +
      ".";
