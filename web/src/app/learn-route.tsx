import { AssessmentModal } from "@/features/assessment/components/assessment-modal";
import { LearningPathsView } from "@/features/learning/components/learning-paths-view";

/** `/learn`: the learning paths, with learner-core's assessment behind 'Start Assessment'. */
export default function LearnRoute() {
  return <LearningPathsView assessmentDialog={({ onClose }) => <AssessmentModal open onClose={onClose} />} />;
}
