import { SESSION_LIMITS } from "@contract/sessions/common";
import type { LearnerSession } from "@contract/sessions/learner";
import { useState, type FormEvent } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { BackLink } from "@/components/back-link";
import { notify } from "@/components/notify";
import { Page } from "@/components/page";
import { SectionCard } from "@/components/section-card";
import { SubmitButton } from "@/components/submit-button";
import { errorMessage } from "@/lib/api-client";
import { routePaths } from "@/lib/route-paths";
import { useSession } from "../api/get-session";
import { useRescheduleSession } from "../api/reschedule-session";
import { learnerTimeZone } from "../learner-time-zone";
import { slotTaken, type SlotTaken } from "../slot-taken";
import { sessionTime } from "../slot-times";
import { SessionTime } from "./session-time";
import { SlotPicker } from "./slot-picker";
import { LoadFailed, Loading } from "./states";

/** `/sessions/:sessionId/reschedule`: the booking's slot picker, to move the session until 12 hours before. */
export default function ReschedulePage() {
  const { sessionId = "" } = useParams();
  const session = useSession(sessionId);
  if (session.isPending) return <Loading label="Loading the session" />;
  if (session.isError)
    return <LoadFailed title="The session could not be loaded" onRetry={() => void session.refetch()} />;
  return (
    <Page title="Move your session">
      <BackLink to={routePaths.session(sessionId)} label="The session" />
      {session.data.status === "booked" && session.data.mayReschedule ? (
        <RescheduleForm session={session.data} />
      ) : (
        <SectionCard title="It can no longer be moved" variant="dashed">
          <p>
            {session.data.status === "booked"
              ? `Sessions can be moved until ${SESSION_LIMITS.changeCutoffHours} hours before they start. You can still cancel it.`
              : "Only an upcoming session can be moved."}
          </p>
        </SectionCard>
      )}
    </Page>
  );
}

function RescheduleForm({ session }: { session: LearnerSession }) {
  const navigate = useNavigate();
  const move = useRescheduleSession(session.id, session.coachId);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [taken, setTaken] = useState<SlotTaken | null>(null);
  const zones = { learner: learnerTimeZone(), coach: session.coachTimeZone };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!startsAt) return;
    move.mutate(startsAt, {
      onSuccess: (moved) => {
        notify.success("Session moved", sessionTime(moved.startsAt, zones), true);
        void navigate(routePaths.session(moved.id));
      },
      onError: async (error) => {
        const fresh = await slotTaken(error);
        if (fresh) {
          setTaken(fresh);
          setStartsAt(null);
        } else notify.error("The session could not be moved", errorMessage(error, "Try again in a moment."));
      },
    });
  };
  return (
    <form onSubmit={submit} className="grid max-w-3xl gap-4">
      <p>
        Now: <SessionTime startsAt={session.startsAt} coachTimeZone={session.coachTimeZone} />, with {session.coachName}
        .
      </p>
      <SlotPicker
        coachId={session.coachId}
        value={startsAt}
        onChange={setStartsAt}
        taken={taken}
        onPage={() => setTaken(null)}
      />
      <p aria-live="polite" className="empty:hidden">
        {startsAt && `New time: ${sessionTime(startsAt, zones)}`}
      </p>
      <SubmitButton
        pending={move.isPending}
        pendingLabel="Moving..."
        disabled={!startsAt}
        className="btn-primary justify-self-start"
      >
        Move the session
      </SubmitButton>
    </form>
  );
}
