/** A cohort page's tabs, each with its deep link `/admin/cohorts/{id}?tab={id}`; a tab without content is not shown. */
export const COHORT_TABS = [
  { id: "settings", label: "Settings" },
  { id: "coaches", label: "Coaches & roster" },
  { id: "enrolment", label: "Enrolment" },
  { id: "dashboard", label: "Dashboard" },
] as const;

export type CohortTab = (typeof COHORT_TABS)[number]["id"];

/** The tabs with content, and the one a `?tab=` value names among them (the first for a missing or unknown one). */
export function cohortTabsFor(present: (tab: CohortTab) => boolean, value: string | null) {
  const tabs = COHORT_TABS.filter((tab) => present(tab.id));
  return { tabs, selected: tabs.find((tab) => tab.id === value)?.id ?? tabs[0]!.id };
}
