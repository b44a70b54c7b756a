import { formatAge } from "@contract/relative-time";
import { useState } from "react";
import { SectionCard } from "@/components/section-card";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/components/notify";
import { useIncubatorLaunch } from "../api/get-launch";
import { useSetIncubatorLaunch } from "../api/set-launch";
import { LaunchConfirmDialog } from "./launch-confirm-dialog";
import { LaunchStatusBadge } from "./launch-status-badge";

/** The launch switch: whether learners may use the Incubator, who changed that last, and the button that changes it. */
export function LaunchTab() {
  const launch = useIncubatorLaunch();
  const setLaunch = useSetIncubatorLaunch();
  // The change the admin asked for, waiting for their confirmation.
  const [opening, setOpening] = useState<boolean | null>(null);

  const confirm = () => {
    if (opening === null) return;
    setLaunch.mutate(opening, {
      onSuccess: (saved) => {
        setOpening(null);
        notify.success(saved.open ? "The Incubator is open to learners" : "The Incubator is closed to learners");
      },
      onError: (error) => notify.error("Error updating the launch", errorMessage(error, "Failed to update the launch")),
    });
  };

  return (
    <SectionCard title="Launch" variant="outlined">
      {launch.isPending && <span role="status" className="loading loading-spinner" aria-label="Loading the launch" />}
      {launch.isError && (
        <p role="alert" className="text-error">
          {errorMessage(launch.error, "Failed to fetch the launch")}
        </p>
      )}
      {launch.data && (
        <div className="flex flex-col items-start gap-3">
          <LaunchStatusBadge open={launch.data.open} />
          <p>
            {launch.data.open
              ? "Every signed-in learner can work through the roadmap, get AI feedback on their answers and download their business plan."
              : "Only administrators can use the Incubator. Learners see 'Incubator Coming Soon', and its navigation item shows 'Soon'."}
          </p>
          <p className="text-sm text-base-content/75">
            {launch.data.changedAt && launch.data.changedBy
              ? `${launch.data.open ? "Opened" : "Closed"} by ${launch.data.changedBy.username}, ${formatAge(
                  new Date(launch.data.changedAt),
                  new Date(),
                ).toLowerCase()}.`
              : "Never opened to learners."}{" "}
            A change reaches every learner within a minute; learners&rsquo; progress is kept either way.
          </p>
          <button
            type="button"
            className={`btn ${launch.data.open ? "btn-outline btn-error" : "btn-primary"}`}
            onClick={() => setOpening(!launch.data.open)}
          >
            {launch.data.open ? "Close to learners" : "Open to learners"}
          </button>
        </div>
      )}
      <LaunchConfirmDialog
        opening={opening}
        busy={setLaunch.isPending}
        onConfirm={confirm}
        onCancel={() => setOpening(null)}
      />
    </SectionCard>
  );
}
