import { Timestamp } from "firebase-admin/firestore";
import type { CohortDoc } from "../src/contract/cohorts/storage";

/** A stored cohort for tests: an open 12-week Berlin cohort from Monday 2 March 2026, with `fields` over it. */
export function cohortDoc(fields: Partial<CohortDoc> = {}): CohortDoc {
  const now = Timestamp.now();
  return {
    name: "Spring cohort",
    startDate: "2026-03-02",
    weeks: 12,
    timeZone: "Europe/Berlin",
    currency: "EUR",
    checkInWeekday: 5,
    schedule: { DISCOVER: 2 },
    stage: "open",
    coachIds: [],
    joinCode: null,
    memberCount: 0,
    coachLoads: {},
    memberZones: {},
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}
