import { useState, type ReactNode } from "react";
import { LoadingScreen } from "@/components/loading-screen";
import { AssessmentModal } from "@/features/assessment/components/assessment-modal";
import { HomePage } from "@/features/home/components/home-page";
import { Onboarding } from "@/features/onboarding/components/onboarding";
import { liveQueries } from "@contract/live-queries";
import { useLiveProfile } from "@/lib/learner-data";
import { usePrefetchLive } from "@/lib/live-query";
import { notify } from "@/lib/notify";
import { useSessionUser } from "@/lib/session-user";

/** `/`: onboarding while the profile is missing or the assessment incomplete, otherwise home. */
export default function HomeRoute({ messagesPanel }: { messagesPanel: ReactNode }) {
  const { loading, profile } = useLiveProfile();
  const user = useSessionUser();
  // What home shows comes in the same call as the profile that chooses between onboarding and home.
  usePrefetchLive([liveQueries.skillProgress(user), liveQueries.learningPaths(user)]);
  const [retaking, setRetaking] = useState(false);
  if (loading) return <LoadingScreen text="Loading your profile..." />;
  if (!profile?.assessmentCompleted)
    return <Onboarding profile={profile} renderAssessment={(props) => <AssessmentModal {...props} />} />;
  return (
    <>
      <HomePage messagesPanel={messagesPanel} onRetakeAssessment={() => setRetaking(true)} />
      <AssessmentModal
        open={retaking}
        onClose={() => setRetaking(false)}
        onCompleted={() => {
          setRetaking(false);
          notify.success("Assessment Complete", "Your confidence levels and recommendations are updated.");
        }}
      />
    </>
  );
}
