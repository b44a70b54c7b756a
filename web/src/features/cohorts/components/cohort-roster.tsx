import type { AdminCohort, RosterMember } from "@contract/cohorts/admin";
import { formatDateTime } from "@contract/relative-time";
import { useState } from "react";
import { LoadMoreButton } from "@/components/load-more-button";
import { SectionCard } from "@/components/section-card";
import { Table, type TableColumn } from "@/components/table";
import { notify } from "@/components/notify";
import { errorMessage } from "@/lib/api-client";
import { useRoster } from "../api/list-roster";
import { useSetMemberCoach } from "../api/set-member-coach";

/** The cohort's learners in joining order, each with a select of the cohort's coaches; "My learners" filters. */
export function CohortRoster({ cohort }: { cohort: AdminCohort }) {
  const [mine, setMine] = useState(false);
  const roster = useRoster(cohort.id, mine);
  const reassign = useSetMemberCoach(cohort.id);
  const rows = roster.data?.pages.flatMap((page) => page.items) ?? [];

  const change = (member: RosterMember, coachId: string) =>
    reassign.mutate(
      { uid: member.uid, coachId },
      {
        onSuccess: (saved) => {
          const coach = saved.coaches.find(({ id }) => id === coachId)?.name ?? "their new coach";
          notify.success("Coach changed", `${member.name} is coached by ${coach}.`);
        },
        onError: (error) => notify.error("The coach was not changed", errorMessage(error, "Please try again.")),
      },
    );

  const columns: TableColumn<RosterMember>[] = [
    {
      id: "name",
      header: "Learner",
      cell: (member) => (
        <span className="grid">
          <span className="font-semibold break-words">{member.name}</span>
          <span className="text-sm break-all text-base-content/75">{member.email}</span>
        </span>
      ),
    },
    {
      id: "coach",
      header: "Coach",
      cell: (member) => (
        <select
          className="select select-sm w-44"
          aria-label={`Coach of ${member.name}`}
          value={member.coach?.id ?? ""}
          disabled={reassign.isPending || cohort.coaches.length === 0}
          onChange={(event) => change(member, event.target.value)}
        >
          {!member.coach && (
            <option value="" disabled>
              No coach
            </option>
          )}
          {member.coach && !cohort.coaches.some(({ id }) => id === member.coach!.id) && (
            <option value={member.coach.id}>{member.coach.name}</option>
          )}
          {cohort.coaches.map((coach) => (
            <option key={coach.id} value={coach.id}>
              {coach.name}
            </option>
          ))}
        </select>
      ),
    },
    {
      id: "joined",
      header: "Joined",
      cell: (member) => <time dateTime={member.joinedAt}>{formatDateTime(new Date(member.joinedAt))}</time>,
    },
  ];

  return (
    <SectionCard title="Roster" variant="outlined" description={`${cohort.memberCount} learners in the cohort.`}>
      <label className="label cursor-pointer justify-self-start gap-2 text-base-content">
        <input
          type="checkbox"
          className="toggle toggle-primary toggle-sm"
          checked={mine}
          onChange={(event) => setMine(event.target.checked)}
        />
        <span>My learners only</span>
      </label>
      <Table
        caption="Learners in the cohort"
        columns={columns}
        rows={rows}
        rowKey={(member) => member.uid}
        loading={roster.isPending}
        error={roster.isError ? errorMessage(roster.error, "The roster could not be loaded.") : null}
        empty={
          <p className="py-6 text-center text-base-content/75">
            {mine ? "None of your learners are in it." : "No learners yet."}
          </p>
        }
        pageSize={Math.max(rows.length, 1)}
      />
      <LoadMoreButton pages={roster} className="justify-self-center" />
    </SectionCard>
  );
}
