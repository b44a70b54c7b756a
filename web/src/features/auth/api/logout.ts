import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { currentUserKey } from "./get-current-user";

export function logout() {
  return apiRequest<{ message: string }>("/logout", { method: "POST", body: {} });
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
      queryClient.clear();
      queryClient.setQueryData(currentUserKey, null);
    },
  });
}
