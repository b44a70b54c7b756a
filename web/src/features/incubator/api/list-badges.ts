import { badgeListSchema } from "@contract/incubator";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { badgesKey } from "./query-keys";

export function listBadges() {
  return apiRequest("/incubator/me/badges", { schema: badgeListSchema });
}

export const badgesQuery = queryOptions({ queryKey: badgesKey, queryFn: listBadges });

export function useBadges() {
  return useQuery(badgesQuery);
}
