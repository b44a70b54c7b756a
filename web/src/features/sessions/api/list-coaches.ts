import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { learnerContract } from "./contract";
import { bookableCoachesKey } from "./query-keys";

export function listBookableCoaches() {
  return apiRequest("/sessions/coaches", { schema: async () => (await learnerContract()).bookableCoachesSchema });
}

export const bookableCoachesQuery = queryOptions({ queryKey: bookableCoachesKey, queryFn: listBookableCoaches });

/** The booking view's first answer (app/routes.tsx). */
export const bookableCoachesFirst = (client: QueryClient) => client.prefetchQuery(bookableCoachesQuery);

/** The coaches the learner may book: their cohort's coach, or outside a cohort every coach with hours. */
export function useBookableCoaches() {
  return useQuery(bookableCoachesQuery);
}
