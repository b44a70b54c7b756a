/** The admin's cohorts: the list, each cohort, its roster (all or the caller's learners), the default schedule. */
export const cohortsKey = ["admin", "cohorts"] as const;
export const cohortListKey = [...cohortsKey, "list"] as const;
export const cohortKey = (cohortId: string) => [...cohortsKey, "cohort", cohortId] as const;
export const rosterKey = (cohortId: string, mine: boolean) =>
  [...cohortsKey, "roster", cohortId, mine ? "mine" : "all"] as const;
export const scheduleDefaultKey = (weeks: number) => [...cohortsKey, "schedule-default", weeks] as const;
export const coachOptionsKey = [...cohortsKey, "coach-options"] as const;
