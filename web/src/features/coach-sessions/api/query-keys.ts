import { coachSessionsKey } from "@/lib/query-keys";

/** A session's brief, under the coach side's key: a move or a cancellation reads it again. */
export const sessionBriefKey = (sessionId: string) => [...coachSessionsKey, "brief", sessionId] as const;
