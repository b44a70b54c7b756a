import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { BackLink } from "@/components/back-link";
import { Page } from "@/components/page";
import { SectionCard } from "@/components/section-card";
import { routePaths } from "@/lib/route-paths";
import { useBookableCoaches } from "../api/list-coaches";
import { BookingForm } from "./booking-form";
import { CoachPicker, coachesInOrder } from "./coach-picker";
import { LoadFailed, Loading } from "./states";

/** `/sessions/book?coach=`: a coach (the learner's own first), a free slot, the topic, confirm. */
export default function BookSessionPage() {
  const coaches = useBookableCoaches();
  const [params, setParams] = useSearchParams();
  const [topic, setTopic] = useState("");
  if (coaches.isPending) return <Loading label="Loading the coaches" />;
  if (coaches.isError)
    return <LoadFailed title="The coaches could not be loaded" onRetry={() => void coaches.refetch()} />;
  const list = coachesInOrder(coaches.data.coaches);
  const coach = list.find((entry) => entry.coachId === params.get("coach")) ?? list[0];
  return (
    <Page title="Book a session" subtitle="One-to-one time with a coach, in your own time zone.">
      <BackLink to={routePaths.sessions} label="My sessions" />
      {!coach ? (
        <SectionCard title="No coach to book yet" variant="dashed">
          <p>No coach has published hours yet. Once one does, their free times show here.</p>
        </SectionCard>
      ) : (
        <div className="grid max-w-3xl gap-5">
          <CoachPicker
            coaches={list}
            value={coach.coachId}
            onChange={(coachId) => setParams({ coach: coachId }, { replace: true })}
          />
          <BookingForm key={coach.coachId} coach={coach} topic={topic} onTopic={setTopic} />
        </div>
      )}
    </Page>
  );
}
