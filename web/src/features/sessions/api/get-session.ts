import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { Params } from "react-router-dom";
import { apiRequest } from "@/lib/api-client";
import { learnerContract } from "./contract";
import { sessionKey } from "./query-keys";

export function getSession(sessionId: string) {
  return apiRequest(`/sessions/${encodeURIComponent(sessionId)}`, {
    schema: async () => (await learnerContract()).learnerSessionSchema,
  });
}

export const sessionQuery = (sessionId: string) =>
  queryOptions({ queryKey: sessionKey(sessionId), queryFn: () => getSession(sessionId) });

/** A session's view's first answer (app/routes.tsx: `/sessions/:sessionId` and its reschedule view). */
export const sessionFirst = (client: QueryClient, _user: unknown, params: Params) =>
  client.prefetchQuery(sessionQuery(params.sessionId ?? ""));

/** One of the learner's sessions, with the coach's shared notes and its action items. */
export function useSession(sessionId: string) {
  return useQuery(sessionQuery(sessionId));
}
