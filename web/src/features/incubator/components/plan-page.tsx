import { formatDateTime } from "@contract/relative-time";
import { Link } from "react-router-dom";
import { Page } from "@/components/page";
import { planFileName, planMarkdown } from "@/lib/plan-markdown";
import { routePaths } from "@/lib/route-paths";
import { saveFile } from "@/lib/save-file";
import { useSessionUser } from "@/lib/session-user";
import { usePlan } from "../api/get-plan";
import { planSteps } from "../roadmap";
import { LoadFailedView, LoadingView } from "./notice-view";
import { PlanPhase } from "./plan-phase";

/** /incubator/plan: 'Your Business Plan', built from the learner's passed answers, to download or print. */
export function PlanPage() {
  const plan = usePlan();
  const { username, name } = useSessionUser();
  if (plan.isPending) return <LoadingView label="Loading your business plan" />;
  if (plan.isError)
    return <LoadFailedView title="Your business plan could not be loaded" onRetry={() => void plan.refetch()} />;
  const download = () => {
    const now = new Date();
    saveFile(
      new Blob([planMarkdown(plan.data, name, now)], { type: "text/markdown;charset=utf-8" }),
      planFileName(username, now),
    );
  };
  const { written, total, updatedAt, phases } = plan.data;
  const steps = planSteps(plan.data);
  return (
    <Page
      title="Your Business Plan"
      subtitle="Built from your passed Incubator answers, in your own words."
      actions={
        <div className="flex flex-wrap gap-2 print:hidden">
          <button type="button" className="btn btn-primary btn-sm" onClick={download}>
            Download as Markdown
          </button>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => window.print()}>
            Print / Save as PDF
          </button>
        </div>
      }
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 text-sm text-base-content/80">
        <p>
          {written} of {total} parts written
          {updatedAt && ` · Last updated ${formatDateTime(new Date(updatedAt))}`}
        </p>
        <Link to={routePaths.incubator} className="link link-primary print:hidden">
          Back to Roadmap
        </Link>
      </div>
      <div className="grid gap-5">
        {phases.map((phase) => (
          <PlanPhase key={phase.key} phase={phase} steps={steps} />
        ))}
      </div>
    </Page>
  );
}
