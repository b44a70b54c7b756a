import type { LearningPathDoc } from "@contract/learning";
import { percentage } from "@contract/progress";
import { Link } from "react-router-dom";
import { ProgressBar } from "@/components/progress-bar";
import { SectionCard } from "@/components/section-card";
import type { Live } from "@/lib/live-query";
import { routePaths } from "@/lib/route-paths";
import { pathStatus } from "../dashboard-stats";

export function PathsCard({ paths }: { paths: Live<LearningPathDoc>[] }) {
  return (
    <SectionCard
      variant="outlined"
      title="Learning Paths"
      actions={
        <Link to={routePaths.learn} className="link link-primary text-sm">
          View all
        </Link>
      }
    >
      {paths.length === 0 ? (
        <p className="text-base-content/75 text-sm">No learning paths yet.</p>
      ) : (
        <ul className="grid gap-3">
          {paths.slice(0, 3).map((path, index) => {
            const progress = percentage(path.watchedVideos, path.totalVideos);
            const status = pathStatus(path, index === 0);
            return (
              <li key={path.id}>
                <Link to={routePaths.learningPath(path.id)} className="hover:bg-base-200 block rounded-field p-2">
                  <div className="mb-1 flex items-center justify-between gap-2">
                    <span className="text-sm font-semibold">{path.title}</span>
                    <span
                      className={`badge badge-sm ${status === "Active" ? "badge-primary" : status === "Completed" ? "badge-success" : "badge-ghost"}`}
                    >
                      {status}
                    </span>
                  </div>
                  <ProgressBar value={progress} label={`Progress of ${path.title}`} />
                  <p className="text-base-content/70 mt-1 text-xs">
                    {path.watchedVideos} of {path.totalVideos} videos · {progress}%
                  </p>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
