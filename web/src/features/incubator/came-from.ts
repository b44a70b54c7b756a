// Where a learner opened a step from, kept in the link's router state so a locked step leads back
// there: the plan's gap links say so; every other way in leads back to the step's phase.

/** The router state of a link from the business plan. */
export const fromPlan = { from: "plan" } as const;

export const cameFromPlan = (state: unknown): boolean =>
  typeof state === "object" && state !== null && (state as { from?: unknown }).from === fromPlan.from;
