/** The coach's side of sessions: each session's brief (with the session as its coach reads it). */
export const coachSessionsKey = ["admin", "coach-sessions"] as const;
export const sessionBriefKey = (sessionId: string) => [...coachSessionsKey, "brief", sessionId] as const;
