// The sessions' cached answers, all below `sessionsKey` (a booking or a move makes the slots stale).
export const sessionsKey = ["sessions"] as const;
export const bookableCoachesKey = [...sessionsKey, "coaches"] as const;
/** Every cached page of a coach's free slots. */
export const coachSlotsKey = (coachId: string) => [...sessionsKey, "slots", coachId] as const;
/** A page of a coach's free slots from `from` (null: from now). */
export const freeSlotsKey = (coachId: string, from: string | null) => [...coachSlotsKey(coachId), from] as const;
export const sessionListKey = [...sessionsKey, "list"] as const;
export const sessionKey = (sessionId: string) => [...sessionsKey, "one", sessionId] as const;
/** The learner's action items (Home's card). */
export const actionItemsKey = ["action-items"] as const;
