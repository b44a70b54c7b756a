import { lazy, Suspense, useState } from "react";
import { LoadingScreen } from "@/components/loading-screen";
import { AssessmentModal } from "@/features/assessment/components/assessment-modal";
import { HomePage } from "@/features/home/components/home-page";
import MessagesPanel from "@/features/messages/components/messages-panel";
import { Onboarding } from "@/features/onboarding/components/onboarding";
import { useLive } from "@/lib/live-query";

// The cohort card comes after Home's first paint, in the cohorts' chunk (web/vite.config.ts).
const HomeCohortCard = lazy(() => import("./home-cohort-card"));
// So do the coaching sessions' action items, in the sessions' chunk.
const ActionItemsCard = lazy(() => import("@/features/sessions/components/action-items-card"));

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
        weekCard={
          <Suspense fallback={null}>
            <HomeCohortCard />
          </Suspense>
        }
        actionItemsCard={
          <Suspense fallback={null}>
            <ActionItemsCard />
          </Suspense>
        }
        onRetakeAssessment={() => setRetaking(true)}
      />
      <AssessmentModal open={retaking} onClose={() => setRetaking(false)} />
    </>
  );
}
