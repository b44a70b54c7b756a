import { lazy } from "react";
import type { AdminCohort } from "@contract/cohorts/admin";
import { EnrolmentTab } from "@/features/cohort-enrolment/components/enrolment-tab";
import { useCohorts } from "@/features/cohorts/api/list-cohorts";
import { CohortCoaches } from "@/features/cohorts/components/cohort-coaches";
import { CohortPage } from "@/features/cohorts/components/cohort-page";
import { CohortRoster } from "@/features/cohorts/components/cohort-roster";
import { CohortSettings } from "@/features/cohorts/components/cohort-settings";

// The dashboard's charts load when its tab is chosen, not with the cohort's first paint.
const CohortDashboardTab = lazy(() => import("@/features/cohort-dashboard/components/cohort-dashboard-tab"));

/**
 * Enrolment with the cohorts a member may move to: those starting later and not finished, from
 * the list's first page (newest start first, so the later ones are on it).
 */
function Enrolment({ cohort }: { cohort: AdminCohort }) {
  const list = useCohorts();
  const laterCohorts = (list.data?.pages[0]?.items ?? []).filter(
    (other) => other.startDate > cohort.startDate && other.status !== "finished",
  );
  return <EnrolmentTab cohortId={cohort.id} laterCohorts={laterCohorts} />;
}

/** `/admin/cohorts/{cohortId}`: a cohort's tabs from the features that own them. */
export default function CohortAdminRoute() {
  return (
    <CohortPage
      tabs={(cohort) => ({
        // Keyed by the cohort's update time: a saved change starts the form from what was saved.
        settings: <CohortSettings key={cohort.updatedAt} cohort={cohort} />,
        coaches: (
          <>
            <CohortCoaches key={cohort.coaches.map(({ id }) => id).join()} cohort={cohort} />
            <CohortRoster cohort={cohort} />
          </>
        ),
        enrolment: <Enrolment cohort={cohort} />,
        dashboard: <CohortDashboardTab cohortId={cohort.id} />,
      })}
    />
  );
}
