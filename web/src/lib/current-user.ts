import { userSchema, type User } from "@contract/auth";
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "./api-client";
import { currentUserKey } from "./query-keys";

/** The signed-in user, or null when the session cookie is missing, invalid or revoked. */
async function getCurrentUser(): Promise<User | null> {
  try {
    return await apiRequest("/user", { schema: userSchema });
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export const currentUserQuery = queryOptions({ queryKey: currentUserKey, queryFn: getCurrentUser });

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/** For a route's loader: the signed-in user (a stored one at once, checked again behind it), or null. */
export const signedInUser = (client: QueryClient): Promise<User | null> =>
  client.ensureQueryData({ ...currentUserQuery, revalidateIfStale: true }).catch(() => null);
