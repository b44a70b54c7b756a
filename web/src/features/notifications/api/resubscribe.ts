import { unsubscribeResultSchema, type EmailCategory } from "@contract/email";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export interface ResubscribeInput {
  token: string;
  categories: EmailCategory[];
}

/** The unsubscribe page's "Undo": the same token turns the same categories back on. */
export function resubscribe(body: ResubscribeInput) {
  return apiRequest("/email/resubscribe", { method: "POST", body, schema: unsubscribeResultSchema });
}

export function useResubscribe() {
  return useMutation({ mutationFn: resubscribe });
}
