import type { LearningPathDoc } from "@contract/learning";
import { percentage } from "@contract/progress";
import { formatDate } from "@contract/relative-time";
import { useState } from "react";
import { Link } from "react-router-dom";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Icon } from "@/components/icon";
import { PillarBadge } from "@/components/pillar-badge";
import { ProgressBar } from "@/components/progress-bar";
import type { Live } from "@/lib/live-query";
import { notify } from "@/components/notify";
import { routePaths } from "@/lib/route-paths";
import { useDeleteLearningPath } from "../api/delete-learning-path";

function DeletePathButton({ path }: { path: Live<LearningPathDoc> }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteLearningPath();
  // The live list may drop this card (unmounting it) before the API answers, and TanStack Query
  // skips mutate()'s per-call callbacks after an unmount; the promise settles either way.
  const confirm = () =>
    remove.mutateAsync(path.id).then(
      () => {
        setConfirming(false);
        notify.success("Learning Path Deleted");
      },
      () => {
        setConfirming(false);
        notify.error("Delete Failed", "Unable to delete the learning path. Please try again.");
      },
    );
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-square text-error"
        aria-label={`Delete ${path.title}`}
        onClick={() => setConfirming(true)}
      >
        <Icon name="trash" />
      </button>
      <ConfirmDialog
        open={confirming}
        title="Delete learning path"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        tone="error"
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <p>Are you sure you want to delete this learning path? This action cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}

/** One path on the learn view; a completed path is greyed and offers 'Learn Again'. */
export function PathCard({ path }: { path: Live<LearningPathDoc> }) {
  const progress = percentage(path.watchedVideos, path.totalVideos);
  const complete = path.totalVideos > 0 && progress === 100;
  const pillars = [...new Set(path.skillCategories)];
  return (
    <article
      className={`card border-base-300 border shadow-sm ${complete ? "bg-base-200 grayscale" : "bg-base-100"}`}
      aria-labelledby={`path-${path.id}`}
    >
      <div className="card-body gap-3">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h2 id={`path-${path.id}`} className="card-title text-lg">
              {path.title}
            </h2>
            {path.description && <p className="text-base-content/75 mt-1 text-sm">{path.description}</p>}
          </div>
          <DeletePathButton path={path} />
        </div>
        {pillars.length > 0 && (
          <div className="flex flex-wrap gap-1">
            {pillars.map((pillar) => (
              <PillarBadge key={pillar} pillar={pillar} />
            ))}
          </div>
        )}
        <div>
          <div className="mb-1 flex justify-between text-sm">
            <span>Learning progress</span>
            <span className="font-semibold">{progress}%</span>
          </div>
          <ProgressBar value={progress} label={`Learning progress of ${path.title}`} />
        </div>
        <div className="flex items-center justify-between gap-2">
          <span className="text-base-content/70 text-xs">
            Created <time dateTime={path.createdAt.toDate().toISOString()}>{formatDate(path.createdAt.toDate())}</time>
          </span>
          <Link
            to={routePaths.learningPath(path.id)}
            className={`btn btn-sm ${complete ? "btn-outline" : "btn-primary"}`}
          >
            {complete ? "Learn Again" : "Start Learning"}
          </Link>
        </div>
      </div>
    </article>
  );
}
