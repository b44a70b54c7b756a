import { routePaths } from "@/lib/route-paths";
import { NoticeView } from "./notice-view";

/** The phase and step addresses for a non-admin. */
export function AccessRestricted() {
  return (
    <NoticeView
      title="Access Restricted"
      message="The Incubator feature is currently only available to administrators."
      link={{ to: routePaths.home, label: "Return to Home" }}
    />
  );
}
