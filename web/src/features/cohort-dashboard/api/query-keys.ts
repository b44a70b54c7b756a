/** A cohort's dashboard, one list per roster filter (every learner, or the caller's). */
export const cohortDashboardKey = (cohortId: string, mine: boolean) =>
  ["cohort-dashboard", cohortId, mine ? "mine" : "all"] as const;
