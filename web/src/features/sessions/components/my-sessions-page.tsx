import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { LoadMoreButton } from "@/components/load-more-button";
import { Page } from "@/components/page";
import { SectionCard } from "@/components/section-card";
import { routePaths } from "@/lib/route-paths";
import { sessionListQuery } from "../api/list-sessions";
import { BookSessionLink } from "./book-session-link";
import { SessionActions } from "./session-actions";
import { SessionFacts } from "./session-facts";
import { SessionStatusBadge } from "./session-status";
import { SessionTime } from "./session-time";
import { LoadFailed, Loading } from "./states";

/** `/sessions`: the upcoming session with its changes, the month's count under the cap, the past sessions. */
export default function MySessionsPage() {
  const list = useInfiniteQuery(sessionListQuery);
  if (list.isPending) return <Loading label="Loading your sessions" />;
  if (list.isError) return <LoadFailed title="Your sessions could not be loaded" onRetry={() => void list.refetch()} />;
  const [first] = list.data.pages;
  const { upcoming, monthlyCap, usedThisMonth } = first!;
  const past = list.data.pages.flatMap((page) => page.past);
  const capReached = usedThisMonth >= monthlyCap;
  return (
    <Page title="My sessions" subtitle="One-to-one time with your coach.">
      <p className="mb-4 text-sm text-base-content/80">
        {usedThisMonth} of {monthlyCap} sessions this month
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        {upcoming ? (
          <SectionCard
            title="Your next session"
            actions={
              <Link to={routePaths.session(upcoming.id)} className="link link-primary text-sm">
                Details
              </Link>
            }
          >
            <SessionFacts session={upcoming} />
            <SessionActions session={upcoming} />
          </SectionCard>
        ) : (
          <SectionCard title="No upcoming session" variant="dashed">
            {capReached ? (
              <p>You have had this month&apos;s sessions. You can book again next month.</p>
            ) : (
              <>
                <p>Pick a time that suits you both and say what you want help with.</p>
                <BookSessionLink className="btn btn-primary" />
              </>
            )}
          </SectionCard>
        )}
        <SectionCard title="Past sessions">
          {past.length === 0 ? (
            <p className="text-sm text-base-content/75">None yet.</p>
          ) : (
            <ul className="grid gap-1">
              {past.map((session) => (
                <li key={session.id}>
                  <Link
                    to={routePaths.session(session.id)}
                    className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-field p-2 hover:bg-base-200 focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    <span>
                      <span className="font-medium">
                        <SessionTime startsAt={session.startsAt} coachTimeZone={session.coachTimeZone} />
                      </span>
                      <span className="block text-sm text-base-content/75">with {session.coachName}</span>
                    </span>
                    <SessionStatusBadge status={session.status} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <LoadMoreButton pages={list} label="More sessions" />
        </SectionCard>
      </div>
    </Page>
  );
}
