import { useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router-dom";
import { Page } from "@/components/page";
import { SectionCard } from "@/components/section-card";
import { useLive } from "@/lib/live-query";
import { routePaths } from "@/lib/route-paths";
import { PathCard } from "./path-card";

function CreatePathCard({ onStartAssessment }: { onStartAssessment: () => void }) {
  return (
    <SectionCard variant="muted" className="mb-6" title="Create Learning Path">
      <p className="text-base-content/75 text-sm">
        Take the skills assessment for a personalised path, or pick videos yourself from the catalogue.
      </p>
      <div className="card-actions">
        <button type="button" className="btn btn-primary" onClick={onStartAssessment}>
          Start Assessment
        </button>
        <Link to={routePaths.catalogue} className="btn btn-outline">
          View Catalogue
        </Link>
      </div>
    </SectionCard>
  );
}

function PathsList({ onStartAssessment }: { onStartAssessment: () => void }) {
  const { status, data: paths } = useLive("learningPaths");
  if (status === "loading")
    return (
      <div className="flex justify-center py-10" role="status">
        <span role="status" className="loading loading-spinner loading-md" aria-label="Loading learning paths" />
      </div>
    );
  if (status === "error")
    return <p className="text-error">We couldn't load your learning paths. Please reload the page.</p>;
  if (!paths.length)
    return (
      <SectionCard variant="dashed" title="No Learning Paths Yet">
        <p className="text-base-content/75 text-sm">
          Take the skills assessment and we'll build a path around your weakest pillars.
        </p>
        <button type="button" className="btn btn-primary mt-2" onClick={onStartAssessment}>
          Get Started
        </button>
      </SectionCard>
    );
  return (
    // Two cards a row on desktops (docs/decisions/021-responsive-layout.md); each stretches to its row's height.
    <ul className="grid gap-4 lg:grid-cols-2" aria-label="Your learning paths">
      {paths.map((path) => (
        <li key={path.id} className="grid">
          <PathCard path={path} />
        </li>
      ))}
    </ul>
  );
}

export interface LearningPathsViewProps {
  /**
   * The assessment dialog (learner-core's modal), composed in app/learn-route.tsx. Called with
   * `onClose` while it is open. Without it, 'Start Assessment' goes home, where the assessment starts.
   */
  assessmentDialog?: (props: { onClose: () => void }) => ReactNode;
}

/** /learn ("Learning Paths list"). */
export function LearningPathsView({ assessmentDialog }: LearningPathsViewProps) {
  const navigate = useNavigate();
  const [assessing, setAssessing] = useState(false);
  const startAssessment = () => (assessmentDialog ? setAssessing(true) : navigate(routePaths.home));
  return (
    <Page title="Learning Paths" subtitle="Your personalised video paths">
      <CreatePathCard onStartAssessment={startAssessment} />
      <PathsList onStartAssessment={startAssessment} />
      {assessing && assessmentDialog?.({ onClose: () => setAssessing(false) })}
    </Page>
  );
}
