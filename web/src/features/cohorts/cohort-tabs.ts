/** A cohort page's tabs, each with its deep link `/admin/cohorts/{id}?tab={id}`. */
export const COHORT_TABS = [
  { id: "settings", label: "Settings" },
  { id: "coaches", label: "Coaches & roster" },
  { id: "enrolment", label: "Enrolment" },
  { id: "dashboard", label: "Dashboard" },
] as const;

export type CohortTab = (typeof COHORT_TABS)[number]["id"];

/** The tab a `?tab=` value names; the first (Settings) for a missing or unknown one. */
export function cohortTabFrom(value: string | null): CohortTab {
  return COHORT_TABS.find((tab) => tab.id === value)?.id ?? COHORT_TABS[0].id;
}
