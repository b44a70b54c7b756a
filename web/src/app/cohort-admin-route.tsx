import { CohortCoaches } from "@/features/cohorts/components/cohort-coaches";
import { CohortPage } from "@/features/cohorts/components/cohort-page";
import { CohortRoster } from "@/features/cohorts/components/cohort-roster";
import { CohortSettings } from "@/features/cohorts/components/cohort-settings";

/**
 * `/admin/cohorts/{cohortId}`: a cohort's tabs from the features that own them. The Enrolment
 * (features/cohort-enrolment) and Dashboard (the cohort dashboard) slots are null until their
 * features give them content: a null tab is not shown.
 */
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
        enrolment: null,
        dashboard: null,
      })}
    />
  );
}
