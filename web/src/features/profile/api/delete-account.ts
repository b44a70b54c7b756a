import { messageResponseSchema } from "@contract/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { leaveNotice } from "@/lib/next-page-notice";
import { signOutLocally } from "@/lib/persisted-cache";
import { routePaths } from "@/lib/route-paths";

export function deleteAccount(password: string) {
  return apiRequest("/account/delete", { method: "POST", body: { password }, schema: messageResponseSchema });
}

/** After the account is gone the web SDK signs out and the app starts over at the sign-in view, which says so. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) => {
      await deleteAccount(password);
      await signOutLocally(queryClient);
    },
    onSuccess: () => {
      leaveNotice("account-deleted");
      window.location.assign(routePaths.home);
    },
  });
}
