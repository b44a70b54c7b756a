import { useMemo } from "react";
import { useLive } from "@/lib/live-query";
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
  const personal = useLive("inboxMessages");
  const broadcasts = useLive("broadcasts");
  const states = useLive("broadcastStates");

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
