import { userSchema, type User } from "@contract/auth";
import { useQuery } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "./api-client";
import { currentUserKey } from "./query-keys";

/** The signed-in user, or null when the session cookie is missing, invalid or revoked. */
export async function getCurrentUser(): Promise<User | null> {
  try {
    return await apiRequest("/user", { schema: userSchema });
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: currentUserKey, queryFn: getCurrentUser });
}
