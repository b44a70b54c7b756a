import { useState } from "react";
import { LoadingScreen } from "@/components/loading-screen";
import { AssessmentModal } from "@/features/assessment/components/assessment-modal";
import { JoinCohortCard } from "@/features/cohort-enrolment/components/join-cohort-card";
import { useCohortWeek } from "@/features/cohort-week/api/get-cohort-week";
import { CohortWeekCard } from "@/features/cohort-week/components/cohort-week-card";
import { HomePage } from "@/features/home/components/home-page";
import MessagesPanel from "@/features/messages/components/messages-panel";
import { Onboarding } from "@/features/onboarding/components/onboarding";
import { useLive } from "@/lib/live-query";
import { useSessionUser } from "@/lib/session-user";

/** A cohort member's week, or the join-code form for a learner in no cohort (admins coach, they join none). */
function CohortCard() {
  const week = useCohortWeek();
  const isAdmin = useSessionUser().role === "admin";
  if (week.isPending) return null;
  if (week.data) return <CohortWeekCard />;
  return isAdmin ? null : <JoinCohortCard />;
}

/** `/`: onboarding while the profile is missing or the assessment incomplete, otherwise home. */
export default function HomeRoute() {
  const { status, data: profile } = useLive("profile");
  const [retaking, setRetaking] = useState(false);
  if (status === "loading") return <LoadingScreen text="Loading your profile..." />;
  if (!profile?.assessmentCompleted)
    return <Onboarding profile={profile} renderAssessment={(props) => <AssessmentModal {...props} />} />;
  return (
    <>
      <HomePage
        messagesPanel={<MessagesPanel />}
        weekCard={<CohortCard />}
        onRetakeAssessment={() => setRetaking(true)}
      />
      <AssessmentModal open={retaking} onClose={() => setRetaking(false)} />
    </>
  );
}
