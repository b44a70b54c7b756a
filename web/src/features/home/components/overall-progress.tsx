import { ErrorBoundary } from "@/components/error-boundary";
import { useLivePaths } from "@/lib/learner-data";

/** Spec 000 section 9: watched / total videos across all the learner's paths, rounded (0% without paths). */
export function overallProgress(paths: readonly { totalVideos?: unknown; watchedVideos?: unknown }[]): number {
  const count = (value: unknown) => (typeof value === "number" && value > 0 ? value : 0);
  const total = paths.reduce((sum, path) => sum + count(path.totalVideos), 0);
  const watched = paths.reduce((sum, path) => sum + count(path.watchedVideos), 0);
  return total ? Math.min(100, Math.round((watched / total) * 100)) : 0;
}

function LivePercentage() {
  return <>{overallProgress(useLivePaths().data)}%</>;
}

export function OverallProgressCard() {
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="overall-progress">
      <div className="card-body flex-row items-center justify-between">
        <h2 id="overall-progress" className="card-title text-base">
          Overall Progress
        </h2>
        <p className="text-3xl font-extrabold">
          {/* Learning paths may not be readable yet (no paths feature): that is 0%. */}
          <ErrorBoundary fallback="0%">
            <LivePercentage />
          </ErrorBoundary>
        </p>
      </div>
    </section>
  );
}
