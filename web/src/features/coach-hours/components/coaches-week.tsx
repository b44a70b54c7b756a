import FullCalendar, { type CalendarRef } from "@fullcalendar/react";
import listPlugin from "@fullcalendar/react/list";
import classicTheme from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "./coaches-week.css";
import { useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { LoadingLine } from "@/components/loading-screen";
import { SectionCard } from "@/components/section-card";
import { errorMessage } from "@/lib/api-client";
import { useSessionUser } from "@/lib/session-user";
import { browserTimeZone } from "@/lib/time-zone";
import { useCoachHours } from "../api/get-coach-hours";
import { useCoachWeek } from "../api/list-coach-week";
import { weekEvents } from "../week-events";
import { WeekViewToggle, type WeekView } from "./week-view-toggle";

/** Phones start on the list, which reads in one column; wider screens on the time grid. */
const firstView = (): WeekView =>
  typeof window !== "undefined" && window.matchMedia?.("(max-width: 639px)").matches ? "listWeek" : "timeGridWeek";

/**
 * "Coaches' week": every coach's sessions in the week shown, the caller's in the primary colour and
 * first, others' with their coach named; each opens its brief. The time grid, or its list as the
 * keyboard- and screen-reader-friendly alternative. Times in the caller's zone (their hours').
 */
export default function CoachesWeek() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const calendar = useRef<CalendarRef>(null);
  const [view, setView] = useState<WeekView>(firstView);
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const hours = useCoachHours();
  const zone = hours.data?.hours?.timeZone ?? browserTimeZone() ?? "UTC";
  const week = useCoachWeek(range);
  const events = weekEvents(week.data?.sessions ?? [], user.id);

  const choose = (next: WeekView) => {
    setView(next);
    calendar.current?.getApi().changeView(next);
  };

  return (
    <SectionCard
      title="Coaches' week"
      variant="outlined"
      description={`Every coach's sessions, yours first. Times in ${zone.replace(/_/g, " ")}. Open a session for its brief.`}
      actions={<WeekViewToggle view={view} onChange={choose} />}
    >
      <p className="flex flex-wrap gap-4 text-sm" aria-label="Colours">
        <span className="flex items-center gap-2">
          <span className="inline-block size-3 rounded-full bg-primary" aria-hidden="true" /> Your sessions
        </span>
        <span className="flex items-center gap-2">
          <span className="inline-block size-3 rounded-full bg-secondary" aria-hidden="true" /> Other coaches', with
          their name
        </span>
      </p>
      {week.isError && (
        <p role="alert" className="alert alert-error alert-soft text-sm">
          {errorMessage(week.error, "The sessions could not be loaded.")}
          <button type="button" className="btn btn-sm" onClick={() => void week.refetch()}>
            Try again
          </button>
        </p>
      )}
      {week.data?.truncated && (
        <p role="status" className="alert alert-warning alert-soft text-sm">
          There are more sessions this week than one view holds: the list shows the first ones.
        </p>
      )}
      <p className="sr-only" role="status">
        {week.isFetching ? "Loading sessions..." : week.data ? `${week.data.sessions.length} sessions this week.` : ""}
      </p>
      {/* The zone first: the calendar's range and the week it asks for are counted in it. */}
      {hours.isPending ? (
        <LoadingLine />
      ) : (
        <div className="coach-week min-w-0">
          <FullCalendar
            ref={calendar}
            plugins={[classicTheme, timeGridPlugin, listPlugin]}
            initialView={view}
            timeZone={zone}
            firstDay={1}
            locale="en-GB"
            headerToolbar={{ start: "prev,next today", center: "", end: "title" }}
            height={view === "listWeek" ? "auto" : 640}
            scrollTime="08:00"
            allDaySlot={false}
            nowIndicator
            headingLevel={3}
            noEventsText="No sessions this week."
            eventOrder="start,order,title"
            events={events}
            datesSet={(info) => setRange({ from: info.start.toISOString(), to: info.end.toISOString() })}
            eventClick={(info) => {
              // The brief opens in the app, not by reloading the page.
              info.jsEvent.preventDefault();
              if (info.event.url) void navigate(info.event.url);
            }}
          />
        </div>
      )}
    </SectionCard>
  );
}
