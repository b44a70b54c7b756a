import type { EnrolledMember } from "@contract/cohorts/enrolment";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { notify } from "@/components/notify";
import { SelectField } from "@/components/select-field";
import { errorMessage } from "@/lib/api-client";
import { useChangeMember } from "../api/enrolled-members";

export interface CohortOption {
  id: string;
  name: string;
}

/**
 * Remove a member, or move them to a later cohort (`laterCohorts`, given by the page that knows
 * the cohorts). Either way their work stays as it is.
 */
export function MemberActions({
  cohortId,
  member,
  laterCohorts = [],
}: {
  cohortId: string;
  member: Pick<EnrolledMember, "uid" | "name">;
  laterCohorts?: readonly CohortOption[];
}) {
  const change = useChangeMember(cohortId);
  const [asking, setAsking] = useState<"remove" | "move" | null>(null);
  const [target, setTarget] = useState("");
  const close = () => setAsking(null);
  const run = (toCohortId?: string) =>
    change.mutate(
      { uid: member.uid, toCohortId },
      {
        onSuccess: () => {
          close();
          notify.success(toCohortId ? `${member.name} moved` : `${member.name} removed from the cohort`);
        },
        onError: (error) => notify.error("Nothing changed", errorMessage(error, "Something went wrong")),
      },
    );

  return (
    <div className="flex flex-wrap gap-1">
      {laterCohorts.length > 0 && (
        <button
          type="button"
          className="btn btn-xs btn-outline"
          aria-label={`Move ${member.name}`}
          onClick={() => setAsking("move")}
        >
          Move
        </button>
      )}
      <button
        type="button"
        className="btn btn-xs btn-outline btn-error"
        aria-label={`Remove ${member.name}`}
        onClick={() => setAsking("remove")}
      >
        Remove
      </button>
      <ConfirmDialog
        open={asking === "remove"}
        title={`Remove ${member.name}?`}
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={change.isPending}
        tone="error"
        onConfirm={() => run()}
        onCancel={close}
      >
        <p>They leave this cohort and its coach. Their Incubator work and check-ins stay as they are.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === "move"}
        title={`Move ${member.name}`}
        confirmLabel="Move"
        busyLabel="Moving..."
        busy={change.isPending || !target}
        onConfirm={() => target && run(target)}
        onCancel={close}
      >
        <SelectField
          label="To the cohort"
          placeholder="Pick a later cohort"
          options={laterCohorts.map((cohort) => ({ value: cohort.id, label: cohort.name }))}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        />
        <p className="mt-2 text-sm">Their work goes with them; they get a coach of that cohort.</p>
      </ConfirmDialog>
    </div>
  );
}
