import { sessionBriefSchema } from "@contract/sessions/brief";
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { Params } from "react-router-dom";
import { apiRequest } from "@/lib/api-client";
import { sessionBriefKey } from "./query-keys";

export function getSessionBrief(sessionId: string) {
  return apiRequest(`/admin/sessions/${encodeURIComponent(sessionId)}/brief`, { schema: sessionBriefSchema });
}

export const sessionBriefQuery = (sessionId: string) =>
  queryOptions({ queryKey: sessionBriefKey(sessionId), queryFn: () => getSessionBrief(sessionId) });

/** The brief page's first answer, asked for beside its chunk. */
export const sessionBriefFirst = (client: QueryClient, _user: unknown, params: Params) =>
  client.prefetchQuery(sessionBriefQuery(params.sessionId ?? ""));

/** The session and the learner's work as stored now (the server builds it on each request). */
export function useSessionBrief(sessionId: string) {
  return useQuery(sessionBriefQuery(sessionId));
}
