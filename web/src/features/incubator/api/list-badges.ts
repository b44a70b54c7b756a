import { badgeListSchema } from "@contract/incubator";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { badgesKey } from "./query-keys";

export function listBadges() {
  return apiRequest("/incubator/me/badges", { schema: badgeListSchema });
}

export function useBadges() {
  return useQuery({ queryKey: badgesKey, queryFn: listBadges });
}
