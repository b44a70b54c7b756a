import type { PhaseKey } from "../../contract/incubator/common";

// The Incubator's web addresses that other features link to (the messages' "Open the step").

/** The step page of `stepId` in `phaseKey`. */
export const stepAddress = (phaseKey: PhaseKey, stepId: string) => `/incubator/phase/${phaseKey}/step/${stepId}`;
