import { broadcastSchema, type Broadcast, type BroadcastPage, type SendBroadcastInput } from "@contract/messages";
import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminStatsKey } from "@/lib/query-keys";
import { useIntentKey } from "@/lib/use-intent-key";
import { sentMessagesKey } from "./list-sent-messages";

/** A creating call: a double submit of the same message sends it once (one Idempotency-Key per intent). */
export function sendMessage(body: SendBroadcastInput, idempotencyKey: string) {
  return apiRequest("/admin/messages", { method: "POST", body, schema: broadcastSchema, idempotencyKey });
}

/** The sent message goes on top of the first page of Recent Messages (the server lists newest first). */
export function prependSent(
  data: InfiniteData<BroadcastPage, string | null> | undefined,
  sent: Broadcast,
): InfiniteData<BroadcastPage, string | null> | undefined {
  if (!data) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  const items = [sent, ...first.items.filter((item) => item.id !== sent.id)];
  return { ...data, pages: [{ ...first, items }, ...rest] };
}

/** The sent message heads Recent Messages at once; the message statistics are fetched again. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (body: SendBroadcastInput) => sendMessage(body, intent.keyFor(body)),
    onSuccess: (sent) => {
      intent.done();
      queryClient.setQueryData<InfiniteData<BroadcastPage, string | null>>(sentMessagesKey, (data) =>
        prependSent(data, sent),
      );
      void queryClient.invalidateQueries({ queryKey: adminStatsKey });
    },
  });
}
