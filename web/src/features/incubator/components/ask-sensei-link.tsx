import { Link } from "react-router-dom";
import { routePaths } from "@/lib/route-paths";

/** Opens the chat in a new session about the step, where the tutor speaks first. */
export function AskSenseiLink({ stepId }: { stepId: string }) {
  return (
    <Link to={routePaths.chatAboutStep(stepId)} className="btn btn-outline btn-secondary btn-sm self-start">
      Ask Sensei about this step
    </Link>
  );
}
