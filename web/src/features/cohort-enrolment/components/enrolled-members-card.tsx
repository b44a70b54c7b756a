import { LoadMoreButton } from "@/components/load-more-button";
import { SectionCard } from "@/components/section-card";
import { useEnrolledMembers } from "../api/enrolled-members";
import { MemberActions, type CohortOption } from "./member-actions";

/** The cohort's members, a page at a time, each with Move and Remove. */
export function EnrolledMembersCard({
  cohortId,
  laterCohorts,
}: {
  cohortId: string;
  laterCohorts?: readonly CohortOption[];
}) {
  const members = useEnrolledMembers(cohortId);
  const items = members.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <SectionCard title="Members">
      {members.isPending && <p>Loading the members...</p>}
      {members.isError && <p className="text-error">The members could not be loaded.</p>}
      {members.isSuccess && items.length === 0 && <p>No one has joined yet.</p>}
      {items.length > 0 && (
        <ul className="divide-base-300 divide-y">
          {items.map((member) => (
            <li key={member.uid} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="font-medium">{member.name}</span>{" "}
                <span className="text-base-content/75 text-sm break-all">{member.email}</span>
              </span>
              <MemberActions cohortId={cohortId} member={member} laterCohorts={laterCohorts} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton pages={members} label="More members" />
    </SectionCard>
  );
}
