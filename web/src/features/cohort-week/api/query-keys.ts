// The cohort week's cached answers: the week (Home's card) and the learner's check-ins (the dashboard's trend).
export const cohortWeekKey = ["cohort", "week"] as const;
export const checkInsKey = ["cohort", "check-ins"] as const;
