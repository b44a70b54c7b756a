import { JoinCohortCard } from "@/features/cohort-enrolment/components/join-cohort-card";
import { useCohortWeek } from "@/features/cohort-week/api/get-cohort-week";
import { CohortWeekCard } from "@/features/cohort-week/components/cohort-week-card";
import { useSessionUser } from "@/lib/session-user";

/** A cohort member's week, or the join-code form for a learner in no cohort (admins coach, they join none). */
export default function HomeCohortCard() {
  const week = useCohortWeek();
  const isAdmin = useSessionUser().role === "admin";
  if (week.isPending) return null;
  if (week.data) return <CohortWeekCard />;
  return isAdmin ? null : <JoinCohortCard />;
}
