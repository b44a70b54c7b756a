import type { StuckLearner } from "@contract/incubator/insights";
import type { QueryClient } from "@tanstack/react-query";
import { incubatorKey } from "@/lib/query-keys";

// The Incubator admin's cached lists, below one key.
export const incubatorAdminKey = ["incubator-admin"] as const;
export const adminPhasesKey = [...incubatorAdminKey, "phases"] as const;
export const adminStepsKey = (phaseId: string) => [...incubatorAdminKey, "steps", phaseId] as const;
/** The launch switch as admins see it (who changed it last). */
export const launchKey = [...incubatorAdminKey, "launch"] as const;
/** Coach review: a learner's Incubator, one step's attempts, the review queue (keys apart, so each is refetched alone). */
export const learnerIncubatorKey = (learnerId: string) => [...incubatorAdminKey, "learner", learnerId] as const;
export const learnerAttemptsKey = (learnerId: string, stepId: string) =>
  [...incubatorAdminKey, "attempts", learnerId, stepId] as const;
export const reviewQueueKey = [...incubatorAdminKey, "reviews"] as const;
/** The Insights tab's figures, and its stuck learners below them, one list per kind. */
export const insightsKey = [...incubatorAdminKey, "insights"] as const;
export const stuckLearnersKey = (kind: StuckLearner["kind"]) => [...insightsKey, "stuck", kind] as const;

/**
 * After a change the lists are fetched again, and so are the learner's
 * Incubator views this admin may open next: what learners see changes at once.
 */
export function refetchAfterChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: incubatorAdminKey });
  void queryClient.invalidateQueries({ queryKey: incubatorKey });
}
