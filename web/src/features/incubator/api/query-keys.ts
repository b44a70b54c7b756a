import { incubatorKey } from "@/lib/query-keys";

// The Incubator's cached answers, all below the shared `incubatorKey` so an evaluation (and the
// Incubator admin's changes) can refresh them together.
export const overviewKey = [...incubatorKey, "overview"] as const;
export const phaseStepsKey = (phaseKey: string) => [...incubatorKey, "phase", phaseKey] as const;
export const planKey = [...incubatorKey, "plan"] as const;
export const stepKey = (stepId: string) => [...incubatorKey, "step", stepId] as const;
/** Whether the Incubator is open to learners (its launch switch). */
export const accessKey = [...incubatorKey, "access"] as const;
