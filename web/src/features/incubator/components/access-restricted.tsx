import { INCUBATOR_CLOSED_MESSAGE } from "@contract/incubator-launch";
import { Link } from "react-router-dom";
import { routePaths } from "@/lib/route-paths";
import { NoticeView } from "./notice-view";

/** The phase, step and plan addresses for a learner while the Incubator is closed. */
export function AccessRestricted() {
  return (
    <NoticeView
      title="Access Restricted"
      message={INCUBATOR_CLOSED_MESSAGE}
      action={
        <Link to={routePaths.home} className="btn btn-primary">
          Return to Home
        </Link>
      }
    />
  );
}
