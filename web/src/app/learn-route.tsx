import { AssessmentModal } from "@/features/assessment/components/assessment-modal";
import LearnPage from "@/features/learning/components/learn-page";
import { notify } from "@/lib/notify";

/** `/learn`: the learning paths, with learner-core's assessment behind 'Start Assessment'. */
export default function LearnRoute() {
  return (
    <LearnPage
      assessmentDialog={({ onClose }) => (
        <AssessmentModal
          open
          onClose={onClose}
          onCompleted={() => {
            onClose();
            notify.success("Assessment Complete", "Your confidence levels and recommendations are updated.");
          }}
        />
      )}
    />
  );
}
