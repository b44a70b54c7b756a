import { overallProgress } from "@contract/progress";
import { ErrorBoundary } from "@/components/error-boundary";
import { useLivePaths } from "@/lib/learner-data";

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
