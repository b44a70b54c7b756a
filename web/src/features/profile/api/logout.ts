import { messageResponseSchema } from "@contract/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { clearPersistedCache } from "@/lib/persisted-cache";
import { currentUserKey } from "@/lib/query-keys";

export function logout() {
  return apiRequest("/logout", { method: "POST", body: {}, schema: messageResponseSchema });
}

/** Ends the session on the server, signs the web SDK out and forgets every cached answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await logout();
      const { signOutFirebase } = await import("@/lib/firebase");
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
