import type { CoachSession } from "@contract/sessions/coach";
import type { ReactNode } from "react";
import { useParams } from "react-router-dom";
import { BackLink } from "@/components/back-link";
import { LoadingLine } from "@/components/loading-screen";
import { Page } from "@/components/page";
import { errorMessage } from "@/lib/api-client";
import { routePaths } from "@/lib/route-paths";
import { useSessionBrief } from "../api/get-session-brief";
import { hasBegun } from "../session-brief";
import { ActionItemsCard } from "./action-items-card";
import { AfterSessionCard } from "./after-session-card";
import { AttemptsCard } from "./attempts-card";
import { CheckInsCard } from "./check-ins-card";
import { ReviewsCard } from "./reviews-card";
import { RoadmapCard } from "./roadmap-card";
import { SessionHeader } from "./session-header";
import { SummaryCard } from "./summary-card";
import { TopicCard } from "./topic-card";

interface SessionBriefPageProps {
  /**
   * The move and cancel buttons for the session (features/sessions' coach actions), shown in the
   * header; `app/admin-session-route.tsx` composes them.
   */
  sessionActions?: (session: CoachSession) => ReactNode;
  /** Now, for whether the session has begun (tests set it). */
  now?: () => Date;
}

/** `/admin/sessions/{sessionId}`: one page of the learner's work for their coach, and what happened after. */
export function SessionBriefPage({ sessionActions, now = () => new Date() }: SessionBriefPageProps) {
  const { sessionId = "" } = useParams();
  const brief = useSessionBrief(sessionId);
  const back = <BackLink to={routePaths.admin} label="Back to Admin" />;

  if (brief.isPending)
    return (
      <Page title="Session">
        <LoadingLine text="Loading the brief..." />
      </Page>
    );
  if (brief.isError)
    return (
      <Page title="Session">
        {back}
        <p className="alert alert-error" role="alert">
          {errorMessage(brief.error, "The brief could not be loaded.")}
        </p>
      </Page>
    );

  const { session } = brief.data;
  const at = now();
  return (
    <Page title={`Session with ${session.learnerName}`} subtitle={`Coach: ${session.coachName}`}>
      {back}
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="grid gap-6">
          <SessionHeader session={session} actions={sessionActions?.(session)} />
          <TopicCard learnerName={session.learnerName} topic={brief.data.topic} />
          <SummaryCard sessionId={session.id} />
          <AfterSessionCard brief={brief.data} now={at} />
          <ActionItemsCard session={session} mayAdd={hasBegun(session, at)} />
        </div>
        <div className="grid gap-6">
          <RoadmapCard
            phases={brief.data.roadmap.phases}
            completedSteps={brief.data.roadmap.completedSteps}
            totalSteps={brief.data.roadmap.totalSteps}
            cohort={brief.data.cohort}
            timeZone={session.coachTimeZone}
          />
          <AttemptsCard attempts={brief.data.attempts} />
          <ReviewsCard learnerId={session.learnerId} reviews={brief.data.openReviews} />
          <CheckInsCard checkIns={brief.data.checkIns} />
        </div>
      </div>
    </Page>
  );
}
