import type { QueryClient } from "@tanstack/react-query";
import { incubatorAdminKey, incubatorKey } from "@/lib/query-keys";

// The Incubator's content lists and its launch switch, below the back office's Incubator key.
export const adminPhasesKey = [...incubatorAdminKey, "phases"] as const;
export const adminStepsKey = (phaseId: string) => [...incubatorAdminKey, "steps", phaseId] as const;
/** The launch switch as admins see it (who changed it last). */
export const launchKey = [...incubatorAdminKey, "launch"] as const;

/** After a change the back office's Incubator answers are read again, and the learner's views this admin opens next. */
export function refetchAfterChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: incubatorAdminKey });
  void queryClient.invalidateQueries({ queryKey: incubatorKey });
}
