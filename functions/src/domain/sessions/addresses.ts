// The sessions' web addresses that notices link to (the messages' buttons, the emails').

/** The learner's sessions: the upcoming one and the past. */
export const LEARNER_SESSIONS_ADDRESS = "/sessions";

/** A session as its coach opens it: its brief, its outcome and notes. */
export const coachSessionAddress = (sessionId: string) => `/admin/sessions/${sessionId}`;
