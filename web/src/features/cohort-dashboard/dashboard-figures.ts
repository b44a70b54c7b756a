import type { CohortDashboard, RosterRow, RosterStatus, WeekFigures } from "@contract/cohorts/dashboard";
import { formatDay } from "@contract/relative-time";
import type { CsvCell } from "@/lib/csv";

// The cohort dashboard's words and numbers for people: status labels, the charts' summaries, the
// roster's CSV.

export const STATUS_LABELS: Record<RosterStatus, string> = {
  on_track: "On track",
  behind: "Behind",
  stuck: "Stuck",
};

export const STATUS_BADGES: Record<RosterStatus, string> = {
  on_track: "badge-success",
  behind: "badge-warning",
  stuck: "badge-error",
};

/** A share 0..1 as a whole percentage ("–" for a week not begun). */
export const formatRate = (rate: number | null) => (rate === null ? "–" : `${Math.round(rate * 100)}%`);

/** A figure the week has none of yet ("–"). */
export const formatFigure = (value: number | null) => (value === null ? "–" : value.toLocaleString("en"));

export function formatMoney(value: number | null, currency: string) {
  if (value === null) return "–";
  return new Intl.NumberFormat("en", { style: "currency", currency, maximumFractionDigits: 2 }).format(value);
}

/** The weeks begun (the learners' figures are null for the others). */
const begun = (series: readonly WeekFigures[]) => series.filter((week) => week.passedSteps !== null);

export function progressSummary(series: readonly WeekFigures[]) {
  const latest = begun(series).at(-1);
  if (!latest) return "Steps the schedule expects by each week; the cohort has not started.";
  return `Steps the schedule expects by each week against steps passed per learner: by week ${latest.week}, ${latest.expectedSteps} expected and ${latest.passedSteps} passed.`;
}

export function checkInSummary(series: readonly WeekFigures[]) {
  const weeks = begun(series);
  if (!weeks.length) return "The check-in rate per week; the cohort has not started.";
  return `The check-in rate per week: ${weeks.map((week) => `week ${week.week} ${formatRate(week.checkInRate)}`).join(", ")}.`;
}

export function moneySummary(series: readonly WeekFigures[], currency: string) {
  const latest = begun(series)
    .filter((week) => week.medianRevenue !== null)
    .at(-1);
  if (!latest) return "The cohort's median weekly revenue and clients; no check-ins yet.";
  return `The cohort's median weekly revenue and paying clients: in week ${latest.week}, ${formatMoney(latest.medianRevenue, currency)} and ${latest.medianClients} clients.`;
}

/** The roster with each learner's progress, a row per learner under a header. */
export function rosterCsvRows(rows: readonly RosterRow[]): CsvCell[][] {
  return [
    [
      "Name",
      "Email",
      "Status",
      "Checked in this week",
      "Coach",
      "Steps passed",
      "Phases complete",
      "Failed attempts",
      "Last worked",
    ],
    ...rows.map((row) => [
      row.name,
      row.email,
      STATUS_LABELS[row.status],
      row.checkedIn ? "yes" : "no",
      row.coach?.name ?? "",
      row.stepsPassed,
      row.phasesComplete,
      row.failedAttempts,
      row.lastWorkedAt ?? "",
    ]),
  ];
}

/** `{cohort name}_roster_{yyyy-mm-dd}.csv`, the name kept to letters, digits and dashes. */
export function rosterFileName(cohort: CohortDashboard["cohort"], now: Date) {
  const name = cohort.name
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase();
  return `${name || "cohort"}_roster_${formatDay(now)}.csv`;
}
