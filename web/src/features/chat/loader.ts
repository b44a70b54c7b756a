import { liveQueries, type LiveQueryUser } from "@contract/live-queries";
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { Params } from "react-router-dom";
import { askLive, fromWire, liveQueryOptions, prefetchLive } from "@/lib/live-query";

// /chat's first answer: the sessions and the newest session's messages (which the view opens), in the
// call of the shell's answers. Messages already cached (a reader's) are left as they are.
const newestChatQuery = (user: LiveQueryUser) => {
  const sessions = liveQueries.chatSessions(user);
  return queryOptions({
    ...liveQueryOptions(sessions),
    queryFn: async ({ client }) => {
      const { results, chatSessionId } = await askLive(user.id, ["chatSessions", "chatMessages"]);
      const messages = chatSessionId && liveQueries.chatMessages(user, chatSessionId);
      if (messages && client.getQueryData(messages.key) === undefined)
        client.setQueryData(messages.key, fromWire(messages, results.chatMessages));
      return fromWire(sessions, results.chatSessions);
    },
  });
};

/** `/chat/:sessionId?`'s loader: the sessions with the named session's messages, or the newest session's. */
export const chatFirst = (client: QueryClient, user: LiveQueryUser, { sessionId }: Params) =>
  sessionId
    ? Promise.all([
        prefetchLive(client, user, "chatSessions"),
        client.prefetchQuery(liveQueryOptions(liveQueries.chatMessages(user, sessionId))),
      ])
    : client.prefetchQuery(newestChatQuery(user));
