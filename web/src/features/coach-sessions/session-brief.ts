import type { BriefCheckIn, BriefPhase, SessionBrief } from "@contract/sessions/brief";
import type { CoachSession } from "@contract/sessions/coach";
import type { SessionStatus } from "@contract/sessions/common";

// The brief's pure parts: a session's time in a zone, its status in words, the steps a coach may
// send back for revision, and what the check-in chart says to a screen reader.

/** "Tue 3 Mar, 14:00–14:45" in `timeZone` (the coach's), with the zone's short name. */
export function formatSessionTime(startsAt: string, endsAt: string, timeZone: string, locale?: string): string {
  const day = new Intl.DateTimeFormat(locale, { timeZone, weekday: "short", day: "numeric", month: "short" });
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: "2-digit", minute: "2-digit" });
  const zone = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" })
    .formatToParts(new Date(startsAt))
    .find((part) => part.type === "timeZoneName")?.value;
  const start = new Date(startsAt);
  return `${day.format(start)}, ${time.format(start)}–${time.format(new Date(endsAt))}${zone ? ` ${zone}` : ""}`;
}

export const STATUS_LOOK: Record<SessionStatus, { label: string; className: string }> = {
  booked: { label: "Booked", className: "badge-info badge-soft" },
  held: { label: "Held", className: "badge-success badge-soft" },
  no_show: { label: "No-show", className: "badge-warning badge-soft" },
  cancelled: { label: "Cancelled", className: "badge-error badge-soft" },
};

/** Whether the session has begun at `now`: its outcome and action items may be written from then on. */
export const hasBegun = (session: Pick<CoachSession, "startsAt" | "status">, now: Date) =>
  session.status !== "cancelled" && new Date(session.startsAt).getTime() <= now.getTime();

/** The steps whose attempt stands passed and that have no revision request open: a coach may send them back. */
export function revisableSteps(phases: readonly BriefPhase[]) {
  return phases.flatMap((phase) =>
    phase.steps
      .filter((step) => step.status === "complete" && !step.revisionRequested)
      .map((step) => ({ ...step, phaseTitle: phase.title })),
  );
}

/** The brief with one step changed (after a revision request), everything else as it was. */
export function withStep(brief: SessionBrief, step: BriefPhase["steps"][number]): SessionBrief {
  return {
    ...brief,
    roadmap: {
      ...brief.roadmap,
      phases: brief.roadmap.phases.map((phase) => ({
        ...phase,
        steps: phase.steps.map((entry) => (entry.id === step.id ? step : entry)),
      })),
    },
  };
}

/** What the check-in chart's image says (its table holds every figure). */
export function checkInSummary(checkIns: readonly BriefCheckIn[], locale?: string): string {
  const first = checkIns[0];
  const last = checkIns.at(-1);
  if (!first || !last) return "No check-ins yet.";
  const money = (value: number) =>
    new Intl.NumberFormat(locale, { style: "currency", currency: last.currency }).format(value);
  if (checkIns.length === 1)
    return `Week ${last.week}: revenue ${money(last.revenue)}, ${last.clients} paying clients, confidence ${last.confidence} of 5.`;
  return (
    `Weeks ${first.week} to ${last.week}: revenue from ${money(first.revenue)} to ${money(last.revenue)}, ` +
    `paying clients from ${first.clients} to ${last.clients}, confidence from ${first.confidence} to ${last.confidence} of 5.`
  );
}

/** "Week 3 of 12", or how the cohort stands before its start and after its end. */
export function cohortWeekText(cohort: { week: number; weeks: number; started: boolean; completed: boolean }): string {
  if (!cohort.started) return `Starts soon · ${cohort.weeks} weeks`;
  if (cohort.completed) return `Completed · ${cohort.weeks} weeks`;
  return `Week ${cohort.week} of ${cohort.weeks}`;
}

/** A phase's deadline, "Sun 15 Mar", in `timeZone` (the coach's). */
export const formatDue = (iso: string, timeZone: string, locale?: string) =>
  new Intl.DateTimeFormat(locale, { timeZone, weekday: "short", day: "numeric", month: "short" }).format(new Date(iso));
