// The sessions' schemas load with the chunk that needs them: Home's action items card comes after
// first paint, and the route table's loaders must not pull the contract into the entry.
export const learnerContract = () => import("@contract/sessions/learner");
