import type { CheckIn } from "@contract/cohorts/week";

/** What the trend chart's image says to a screen reader (the table beside it holds every figure). */
export function trendSummary(checkIns: readonly CheckIn[]): string {
  if (!checkIns.length) return "No check-ins yet.";
  const first = checkIns[0]!;
  const last = checkIns[checkIns.length - 1]!;
  const money = (value: number) =>
    new Intl.NumberFormat("en", { style: "currency", currency: last.currency }).format(value);
  if (checkIns.length === 1)
    return `Week ${last.week}: revenue ${money(last.revenue)}, ${last.clients} paying clients.`;
  return (
    `Weeks ${first.week} to ${last.week}: revenue from ${money(first.revenue)} to ${money(last.revenue)}, ` +
    `paying clients from ${first.clients} to ${last.clients}.`
  );
}
