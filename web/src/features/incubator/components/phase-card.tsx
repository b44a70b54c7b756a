import type { IncubatorPhase } from "@contract/incubator/learner";
import { Link } from "react-router-dom";
import { ProgressBar } from "@/components/progress-bar";
import { routePaths } from "@/lib/route-paths";
import { isPhaseComplete, showsBadge } from "../roadmap";
import { Icon } from "@/components/icon";
import { PhaseDeadline } from "./phase-deadline";

/**
 * One phase on the roadmap: an open phase links to its steps; a locked one is
 * dimmed, is no link, and says what opens it.
 */
export function PhaseCard({ phase, previousTitle }: { phase: IncubatorPhase; previousTitle?: string }) {
  const { completed, total, unlocked } = phase.userProgress;
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  const headingId = `phase-${phase.key}`;
  const body = (
    <div className="card-body gap-2 p-4">
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="text-xs font-semibold tracking-wide text-base-content/75 uppercase">Phase {phase.order}</p>
          <h2 id={headingId} className="text-lg font-bold">
            {phase.title}
          </h2>
        </div>
        {showsBadge(phase.userProgress) ? (
          <span className="badge shrink-0 border-green-300 bg-green-100 text-green-900">
            <Icon name="medal" className="size-4" /> Badge earned
          </span>
        ) : !unlocked ? (
          <span className="badge shrink-0 badge-ghost">
            <Icon name="lock" className="size-4" /> Locked
          </span>
        ) : isPhaseComplete(phase.userProgress) ? null : (
          <span className="badge shrink-0 border-sky-300 bg-sky-100 text-sky-900">Open</span>
        )}
      </div>
      <p className="text-sm text-base-content/80">{phase.goal}</p>
      <PhaseDeadline due={phase.due} />
      <ProgressBar value={percent} label={`${phase.title} progress`} />
      <p className="text-sm text-base-content/75">
        {completed} of {total} steps complete
      </p>
      {!unlocked && (
        <p className="text-sm text-base-content/75">
          {previousTitle ? `Complete ${previousTitle} to unlock this phase.` : "This phase is not open yet."}
        </p>
      )}
    </div>
  );
  if (!unlocked)
    return (
      // Dimmed by its grey, dashed frame rather than opacity, so its text keeps AA contrast.
      <article aria-labelledby={headingId} className="card border border-dashed border-base-300 bg-base-200 grayscale">
        {body}
      </article>
    );
  return (
    <article aria-labelledby={headingId} className="card border border-base-300 bg-base-100 transition hover:shadow-md">
      {/* Named by its own text (no aria-label): axe requires a link's visible text in its name. */}
      <Link to={routePaths.incubatorPhase(phase.key)} className="rounded-box focus-visible:outline-offset-2">
        {body}
      </Link>
    </article>
  );
}
