import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { Page } from "@/components/page";
import { useLivePaths } from "@/lib/learner-data";
import { routePaths } from "@/lib/route-paths";
import type { LearnPageProps } from "./learn-page";
import { PathCard } from "./path-card";

function CreatePathCard({ onStartAssessment }: { onStartAssessment: () => void }) {
  return (
    <section className="card bg-base-200 mb-6" aria-labelledby="create-path-heading">
      <div className="card-body gap-3">
        <h2 id="create-path-heading" className="card-title">
          Create Learning Path
        </h2>
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
      </div>
    </section>
  );
}

function PathsList({ onStartAssessment }: { onStartAssessment: () => void }) {
  const { status, data: paths } = useLivePaths();
  if (status === "loading")
    return (
      <div className="flex justify-center py-10" role="status">
        <span className="loading loading-spinner loading-md" aria-label="Loading learning paths" />
      </div>
    );
  if (status === "error")
    return <p className="text-error">We couldn't load your learning paths. Please reload the page.</p>;
  if (!paths.length)
    return (
      <section className="card border-base-300 border border-dashed" aria-labelledby="no-paths-heading">
        <div className="card-body items-center text-center">
          <h2 id="no-paths-heading" className="card-title">
            No Learning Paths Yet
          </h2>
          <p className="text-base-content/75 text-sm">
            Take the skills assessment and we'll build a path around your weakest pillars.
          </p>
          <button type="button" className="btn btn-primary mt-2" onClick={onStartAssessment}>
            Get Started
          </button>
        </div>
      </section>
    );
  return (
    // Two cards a row on desktops (docs/decisions.md "Layout"); each stretches to its row's height.
    <ul className="grid gap-4 lg:grid-cols-2" aria-label="Your learning paths">
      {paths.map((path) => (
        <li key={path.id} className="grid">
          <PathCard path={path} />
        </li>
      ))}
    </ul>
  );
}

export function LearningPathsView({ assessmentDialog }: LearnPageProps) {
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
