import type { User } from "@contract/auth";
import {
  canUseIncubator,
  INCUBATOR_CLOSED_MESSAGE,
  incubatorAccessSchema,
  type IncubatorAccess,
} from "@contract/incubator/launch";
import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ApiRequestError, apiRequest } from "@/lib/api-client";
import { freshOnThisPage } from "@/lib/query-client";
import { useSessionUser } from "@/lib/session-user";
import { accessKey } from "./query-keys";

export function getIncubatorAccess() {
  return apiRequest("/incubator/access", { schema: incubatorAccessSchema });
}

/**
 * Whether the Incubator is open to learners: asked again after a minute, so an opening shows without
 * a reload, and at once after one (a stored answer is not trusted).
 */
export const incubatorAccessQuery = queryOptions({
  queryKey: accessKey,
  queryFn: getIncubatorAccess,
  staleTime: freshOnThisPage(60_000),
});

/**
 * For a route's loader: whether `user` may use the Incubator (an admin never waits for the switch).
 * A stored answer older than its minute, or restored from an earlier visit, is asked for again first.
 */
export async function mayUseIncubator(client: QueryClient, user: User): Promise<boolean> {
  if (user.role === "admin") return true;
  const access = await client.fetchQuery(incubatorAccessQuery).catch(() => null);
  return canUseIncubator(user.role, access?.open ?? false);
}

/**
 * Whether the signed-in user may use the Incubator: undefined while a learner's switch loads; a
 * switch that cannot be read counts as closed.
 */
export function useMayUseIncubator(): boolean | undefined {
  const { role } = useSessionUser();
  const access = useQuery({ ...incubatorAccessQuery, enabled: role !== "admin" });
  if (role === "admin") return true;
  if (access.isPending) return undefined;
  return canUseIncubator(role, access.data?.open ?? false);
}

/** Whether `error` is the API refusing a learner because the Incubator is closed (its 403). */
export const isClosedRefusal = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.status === 403 && error.body?.message === INCUBATOR_CLOSED_MESSAGE;

/**
 * While mounted: an Incubator answer refused because the Incubator closed marks the cached access
 * answer closed, so the views show 'Incubator Coming Soon' or 'Access Restricted' at once instead
 * of a load error that "Try again" cannot mend (the access answer is otherwise trusted a minute).
 */
export function useClosingOnRefusal() {
  const client = useQueryClient();
  useEffect(() => {
    // Any query or mutation (an answer saved, evaluated): the refusal's message is the Incubator's own.
    const close = (error: unknown) => {
      if (isClosedRefusal(error)) client.setQueryData<IncubatorAccess>(accessKey, { open: false });
    };
    const queries = client.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") close(event.action.error);
    });
    const mutations = client.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") close(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [client]);
}
