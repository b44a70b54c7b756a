import { liveQueries } from "@contract/live-queries";
import { useMemo } from "react";
import { useLiveCollection } from "@/lib/live-query";
import { useSessionUser } from "@/lib/session-user";
import { mergeInbox } from "@contract/inbox";
import type { Message } from "@contract/messages";

export type InboxMessage = Message;

export interface Inbox {
  status: "loading" | "error" | "success";
  messages: InboxMessage[];
}

/**
 * The signed-in user's inbox, live: personal messages merged with broadcasts sent
 * since the account was created (the rules' own condition) and the user's
 * read/dismissed state of each broadcast. Newest first, dismissed ones left out.
 */
export function useInbox(): Inbox {
  const user = useSessionUser();
  const personal = useLiveCollection(liveQueries.inboxMessages(user));
  const broadcasts = useLiveCollection(liveQueries.broadcasts(user));
  const states = useLiveCollection(liveQueries.broadcastStates(user));

  const messages = useMemo(
    () => mergeInbox(personal.data, broadcasts.data, states.data),
    [personal.data, broadcasts.data, states.data],
  );

  const sources = [personal.status, broadcasts.status, states.status];
  const status = sources.includes("error") ? "error" : sources.includes("loading") ? "loading" : "success";
  return { status, messages };
}

/** Unread messages: the home item's badge. */
export function useUnreadMessageCount(): number {
  return useInbox().messages.filter((message) => !message.isRead).length;
}
