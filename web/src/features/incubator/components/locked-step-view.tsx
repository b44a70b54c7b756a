import { Link, useLocation } from "react-router-dom";
import { routePaths } from "@/lib/route-paths";
import { usePlan } from "../api/get-plan";
import { cameFromPlan } from "../came-from";
import { planSteps, stepToFinishFirst } from "../roadmap";
import { NoticeView } from "./notice-view";

/**
 * 'This step is locked': which step, and the one to finish first (from the plan, which lists every
 * step in roadmap order), with a way back to where the learner came from: the plan or the phase.
 */
export function LockedStepView({ phaseKey, stepId }: { phaseKey: string; stepId: string }) {
  const plan = usePlan();
  const location = useLocation();
  const steps = plan.data ? planSteps(plan.data) : [];
  const step = steps.find((entry) => entry.stepId === stepId);
  const first = stepToFinishFirst(steps, stepId);
  const back = cameFromPlan(location.state)
    ? { to: routePaths.incubatorPlan, label: "Back to Your Business Plan" }
    : { to: routePaths.incubatorPhase(phaseKey), label: "Back to Phase" };
  return (
    <NoticeView
      title="This step is locked"
      message={
        step && first
          ? `"${step.title}" opens when you finish "${first.title}".`
          : "Complete the steps before it to open this one."
      }
      link={back}
      action={
        first && (
          <Link
            to={routePaths.incubatorStep(first.phaseKey, first.stepId)}
            state={location.state}
            className="link link-primary"
          >
            Go to "{first.title}"
          </Link>
        )
      }
    />
  );
}
