import { Link } from "react-router-dom";
import { routePaths } from "@/lib/route-paths";
import { useIncubatorLaunch } from "../api/get-launch";
import { LaunchStatusBadge } from "./launch-status-badge";

/** The admin panel's line on the Incubator's launch: open to learners or not, and where to change it. */
export function LaunchStatusLine() {
  const launch = useIncubatorLaunch();
  if (!launch.data) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <LaunchStatusBadge open={launch.data.open} />
      <Link to={`${routePaths.adminIncubator}?tab=launch`} className="link link-primary">
        Change the launch
      </Link>
    </p>
  );
}
