import { unsubscribeResultSchema } from "@contract/email";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** The footer link's page: the token turns its categories off, and the answer names them. */
export function openUnsubscribeLink(token: string) {
  return apiRequest("/email/unsubscribe/page", { method: "POST", body: { token }, schema: unsubscribeResultSchema });
}

export function useOpenUnsubscribeLink() {
  return useMutation({ mutationFn: openUnsubscribeLink });
}
