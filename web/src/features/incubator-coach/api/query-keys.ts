import { incubatorAdminKey } from "@/lib/query-keys";

/** Coach review: a learner's Incubator, one step's attempts, the review queue (keys apart, so each is refetched alone). */
export const learnerIncubatorKey = (learnerId: string) => [...incubatorAdminKey, "learner", learnerId] as const;
export const learnerAttemptsKey = (learnerId: string, stepId: string) =>
  [...incubatorAdminKey, "attempts", learnerId, stepId] as const;
export const reviewQueueKey = [...incubatorAdminKey, "reviews"] as const;
