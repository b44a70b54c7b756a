import { messageResponseSchema } from "@contract/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { signOutLocally } from "@/lib/persisted-cache";

export function logout() {
  return apiRequest("/logout", { method: "POST", body: {}, schema: messageResponseSchema });
}

/** Ends the session on the server, then on this device (lib/persisted-cache.ts `signOutLocally`). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await logout();
      await signOutLocally(queryClient);
    },
  });
}
