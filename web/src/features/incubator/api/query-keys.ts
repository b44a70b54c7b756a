// The Incubator's cached answers, all below one key so an evaluation can refresh them together.
export const incubatorKey = ["incubator"] as const;
export const phasesKey = [...incubatorKey, "phases"] as const;
export const progressKey = [...incubatorKey, "progress"] as const;
export const badgesKey = [...incubatorKey, "badges"] as const;
export const phaseStepsKey = (phaseKey: string) => [...incubatorKey, "phase", phaseKey] as const;
export const stepKey = (stepId: string) => [...incubatorKey, "step", stepId] as const;
