import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { Params } from "react-router-dom";
import { apiRequest } from "@/lib/api-client";
import { learnerIncubatorKey } from "./query-keys";

export function getLearnerIncubator(learnerId: string) {
  // Its schema is in a back-office chunk (web/vite.config.ts): the first answer is asked for beside it.
  return apiRequest(`/admin/users/${encodeURIComponent(learnerId)}/incubator`, {
    schema: async () => (await import("@contract/incubator/coach")).learnerIncubatorSchema,
  });
}

const learnerIncubatorQuery = (learnerId: string) =>
  queryOptions({ queryKey: learnerIncubatorKey(learnerId), queryFn: () => getLearnerIncubator(learnerId) });

/** `/admin/users/:id/incubator`'s loader. */
export const learnerIncubatorFirst = (client: QueryClient, _user: unknown, params: Params) =>
  client.prefetchQuery(learnerIncubatorQuery(params.id ?? ""));

/** A learner's roadmap, progress, badges and plan, as their coach reads them. */
export function useLearnerIncubator(learnerId: string) {
  return useQuery(learnerIncubatorQuery(learnerId));
}
