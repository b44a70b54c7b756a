import { useParams } from "react-router-dom";
import { BackLink } from "@/components/back-link";
import { Page } from "@/components/page";
import { SectionCard } from "@/components/section-card";
import { routePaths } from "@/lib/route-paths";
import { useSession } from "../api/get-session";
import { ActionItemList } from "./action-item-list";
import { RatingForm } from "./rating-form";
import { SessionActions } from "./session-actions";
import { SessionFacts } from "./session-facts";
import { LoadFailed, Loading } from "./states";

/** `/sessions/:sessionId`: the session, the coach's shared notes, its action items, and the rating once held. */
export default function SessionPage() {
  const { sessionId = "" } = useParams();
  const session = useSession(sessionId);
  if (session.isPending) return <Loading label="Loading the session" />;
  if (session.isError)
    return <LoadFailed title="The session could not be loaded" onRetry={() => void session.refetch()} />;
  const { data } = session;
  return (
    <Page title={`Session with ${data.coachName}`}>
      <BackLink to={routePaths.sessions} label="My sessions" />
      <div className="grid gap-4 lg:grid-cols-2">
        <SectionCard title="The session">
          <SessionFacts session={data} />
          {data.status === "booked" && <SessionActions session={data} />}
        </SectionCard>
        {data.notes && (
          <SectionCard title="Your coach's notes">
            <p className="break-words whitespace-pre-line">{data.notes}</p>
          </SectionCard>
        )}
        {data.actionItems.length > 0 && (
          <SectionCard title="Action items" description="Tick them off as you do them: your coach sees them ticked.">
            <ActionItemList items={data.actionItems} />
          </SectionCard>
        )}
        {data.status === "held" && (
          <SectionCard title="Rate the session">
            <RatingForm session={data} />
          </SectionCard>
        )}
      </div>
    </Page>
  );
}
