// The enrolment's cached answers, under the cohort they belong to.
export const enrolmentKey = (cohortId: string) => ["cohort-enrolment", cohortId] as const;
export const joinCodeKey = (cohortId: string) => [...enrolmentKey(cohortId), "join-code"] as const;
export const enrolledMembersKey = (cohortId: string) => [...enrolmentKey(cohortId), "members"] as const;
export const invitationKey = (token: string) => ["cohort-invitation", token] as const;
