import { CsvImportCard } from "./csv-import-card";
import { EnrolledMembersCard } from "./enrolled-members-card";
import { JoinCodeCard } from "./join-code-card";
import type { CohortOption } from "./member-actions";

/** The admin's Enrolment tab of a cohort: the CSV import, the join code and the members. */
export function EnrolmentTab({ cohortId, laterCohorts }: { cohortId: string; laterCohorts?: readonly CohortOption[] }) {
  return (
    <div className="grid gap-4">
      <CsvImportCard cohortId={cohortId} />
      <JoinCodeCard cohortId={cohortId} />
      <EnrolledMembersCard cohortId={cohortId} laterCohorts={laterCohorts} />
    </div>
  );
}
