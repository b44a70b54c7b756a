import { useParams } from "react-router-dom";
import { ApiRequestError } from "@/lib/api-client";
import { routePaths } from "@/lib/route-paths";
import { useStep } from "../api/get-step";
import { LockedStepView } from "./locked-step-view";
import { LoadFailedView, LoadingView, NoticeView } from "./notice-view";
import { StepWorkspace } from "./step-workspace";

/**
 * /incubator/phase/:phaseKey/step/:stepId. A step that does not exist, or
 * not in this phase, is 'Step not found'; a locked one cannot be opened by its address either.
 */
export function StepPage() {
  const { phaseKey = "", stepId = "" } = useParams();
  const query = useStep(stepId);
  if (query.isPending) return <LoadingView label="Loading the step" />;
  const status = query.error instanceof ApiRequestError ? query.error.status : 0;
  if (status === 409 || query.data?.userProgress.status === "locked")
    return <LockedStepView phaseKey={phaseKey} stepId={stepId} />;
  if (query.isError && status !== 404 && status !== 400)
    return <LoadFailedView title="The step could not be loaded" onRetry={() => void query.refetch()} />;
  if (!query.data || query.data.phaseKey !== phaseKey)
    return <NoticeView title="Step not found" link={{ to: routePaths.incubator, label: "Back to Incubator" }} />;
  return <StepWorkspace key={query.data.id} step={query.data} />;
}
