import type { ReactNode } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { routePaths } from "@/lib/route-paths";
import { LearningPathsView } from "./learning-paths-view";
import { PathDetail } from "./path-detail";

export interface LearnPageProps {
  /**
   * The assessment dialog (learner-core's modal), composed in app/routes.tsx. Called with
   * `onClose` while it is open. Without it, 'Start Assessment' goes home, where the assessment starts.
   */
  assessmentDialog?: (props: { onClose: () => void }) => ReactNode;
}

/** /learn (the learning paths) and /learn/paths/:pathId (a path's detail). */
export default function LearnPage({ assessmentDialog }: LearnPageProps) {
  return (
    <Routes>
      <Route index element={<LearningPathsView assessmentDialog={assessmentDialog} />} />
      <Route path="paths/:pathId" element={<PathDetail />} />
      {/* An unknown address goes home. */}
      <Route path="*" element={<Navigate to={routePaths.home} replace />} />
    </Routes>
  );
}
