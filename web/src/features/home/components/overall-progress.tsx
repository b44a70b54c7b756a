import { overallProgress } from "@contract/progress";
import { ErrorBoundary } from "@/components/error-boundary";
import { SectionCard } from "@/components/section-card";
import { useLive } from "@/lib/live-query";

function LivePercentage() {
  return <>{overallProgress(useLive("learningPaths").data)}%</>;
}

export function OverallProgressCard() {
  return (
    <SectionCard
      title="Overall Progress"
      actions={
        <p className="text-3xl font-extrabold">
          {/* Learning paths may not be readable yet (no paths feature): that is 0%. */}
          <ErrorBoundary fallback="0%">
            <LivePercentage />
          </ErrorBoundary>
        </p>
      }
    />
  );
}
