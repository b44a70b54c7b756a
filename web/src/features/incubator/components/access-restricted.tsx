import { INCUBATOR_CLOSED_MESSAGE } from "@contract/incubator/launch";
import { routePaths } from "@/lib/route-paths";
import { NoticeView } from "./notice-view";

/** The phase, step and plan addresses for a learner while the Incubator is closed. */
export function AccessRestricted() {
  return (
    <NoticeView
      title="Access Restricted"
      message={INCUBATOR_CLOSED_MESSAGE}
      link={{ to: routePaths.home, label: "Return to Home" }}
    />
  );
}
