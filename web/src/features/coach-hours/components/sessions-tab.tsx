import { lazy, Suspense, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { LoadingLine } from "@/components/loading-screen";
import { Tabs } from "@/components/tabs";
import { useSessionUser } from "@/lib/session-user";
import { SESSION_SECTION_PARAM, SESSION_SECTIONS, sessionSectionFrom, type SessionSection } from "../session-sections";
import { CalendarFeedCard } from "./calendar-feed-card";
import { MonthlyCapCard } from "./monthly-cap-card";
import { MyHoursSection } from "./my-hours-section";
import { RatingsCard } from "./ratings-card";

// FullCalendar loads when the week is chosen, not with the tab (and never outside the admin panel).
const CoachesWeek = lazy(() => import("./coaches-week"));

/** The admin panel's Sessions tab: one-to-one coaching, as every admin (a coach) runs it. */
export default function SessionsTab() {
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const selected = sessionSectionFrom(params.get(SESSION_SECTION_PARAM));
  const sections: Record<SessionSection, ReactNode> = {
    hours: <MyHoursSection coachId={user.id} />,
    week: <CoachesWeek />,
    feed: <CalendarFeedCard />,
    cap: <MonthlyCapCard />,
    ratings: <RatingsCard />,
  };
  return (
    <Tabs
      label="Sessions sections"
      tabs={SESSION_SECTIONS}
      selected={selected}
      onSelect={(section) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set(SESSION_SECTION_PARAM, section);
            return next;
          },
          { replace: true },
        )
      }
      className="tabs-sm flex flex-wrap"
      tabClassName="h-auto min-h-8 py-1 leading-tight whitespace-normal"
      panelClassName="mt-3 rounded-box focus-visible:outline-2 focus-visible:outline-primary"
    >
      <Suspense fallback={<LoadingLine />}>{sections[selected]}</Suspense>
    </Tabs>
  );
}
