import { useState } from "react";
import { SectionCard } from "@/components/section-card";
import { formatDeadline, weekdayName, weekText } from "../format-deadline";
import { useCohortWeek } from "../api/get-cohort-week";
import { CheckInDialog } from "./check-in-dialog";
import { DueList } from "./due-list";

/** A minute before the week ends: its Sunday 23:59, as the deadlines read. */
const lastMinute = (iso: string) => new Date(Date.parse(iso) - 60_000).toISOString();

/** Home's "This week" for a cohort member: the week, what is due and overdue, the coach, the check-in. Nothing outside a cohort. */
export function CohortWeekCard() {
  const { data: week } = useCohortWeek();
  const [checkingIn, setCheckingIn] = useState(false);
  if (!week) return null;
  const { checkIn, timeZone } = week;
  return (
    <SectionCard title="This week" description={`${weekText(week)} · ${week.name}`}>
      {week.coach && <p className="text-sm">Your coach: {week.coach.name}</p>}
      <DueList title="Due this week" phases={week.due} timeZone={timeZone} />
      <DueList title="Overdue" phases={week.overdue} timeZone={timeZone} />
      {week.started && !week.completed && !week.due.length && !week.overdue.length && (
        <p className="text-sm text-base-content/75">Nothing is due this week.</p>
      )}
      {checkIn.week !== null && checkIn.editableUntil && (
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setCheckingIn(true)}>
            {checkIn.current ? "Edit check-in" : "Check in"}
          </button>
          <span className="text-sm text-base-content/75">
            {checkIn.current ? "Checked in · " : `Check-in day: ${weekdayName(checkIn.weekday)} · `}
            editable until {formatDeadline(lastMinute(checkIn.editableUntil), timeZone)}
          </span>
        </div>
      )}
      {checkingIn && checkIn.week !== null && (
        <CheckInDialog
          week={checkIn.week}
          currency={week.currency}
          current={checkIn.current}
          onClose={() => setCheckingIn(false)}
        />
      )}
    </SectionCard>
  );
}
