import { messageResponseSchema } from "@contract/auth";
import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "./api-client";
import { clearPersistedCache } from "./persisted-cache";
import { currentUserKey } from "./query-keys";
import { useSingleFlightMutation } from "./use-single-flight-mutation";

// A session action several views offer (the profile today), so it lives here rather than in a feature.
export function logout() {
  return apiRequest("/logout", { method: "POST", body: {}, schema: messageResponseSchema });
}

/** Ends the session on the server, signs the web SDK out and forgets every cached answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: async () => {
      await logout();
      const { signOutFirebase } = await import("./firebase");
      await signOutFirebase();
    },
    onSuccess: () => {
      clearPersistedCache();
      // The user is set, not cleared with the rest: `clear()` would leave the app's own observer of
      // the user on a removed query, still showing the signed-in views.
      queryClient.setQueryData(currentUserKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
    },
  });
}
