import {
  liveQueries,
  type LiveQuery,
  type LiveQueryName,
  type LiveSnapshotQuery,
  type LiveSnapshotResponse,
} from "../../contract/live-queries";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import { readLiveQuery } from "../../lib/live-query-reader";
import { readChatSession, readUser } from "./repository";
import { toIso } from "../../contract/common";

/**
 * The first answer of the asked live queries, read as the signed-in user's web listener would
 * read them. Each query is built here from the caller's own id (and, for chat messages, a
 * session the caller owns), so nobody reads another user's documents through it. Chat messages
 * asked without a session are the newest session's, read after the sessions: the chat's first
 * view needs both, and one call saves it a round trip.
 */
export async function liveSnapshot(
  uid: string,
  { names, chatSessionId }: LiveSnapshotQuery,
): Promise<LiveSnapshotResponse> {
  const asksMessages = names.includes("chatMessages");
  // The session whose messages are asked for by id; without one, the newest session's are.
  const messagesSession = asksMessages ? chatSessionId : undefined;
  const messagesOfNewest = asksMessages && !chatSessionId;
  if (messagesOfNewest && !names.includes("chatSessions"))
    throw badRequest("Invalid query", [
      { path: "chatSessionId", message: "Required with chatMessages, unless chatSessions is asked too" },
    ]);
  const [userDoc, owned] = await Promise.all([
    readUser(uid),
    messagesSession ? readChatSession(messagesSession) : null,
  ]);
  if (!userDoc) throw notFound("User not found");
  if (messagesSession) {
    if (!owned) throw notFound("Chat session not found");
    // As the chat's own routes: another learner's session is refused.
    if (owned.userId !== uid) throw forbidden();
  }
  const caller = { id: uid, createdAt: toIso(userDoc.createdAt) };
  const read = (names: LiveQueryName[], sessionId?: string) => {
    const queries: LiveQuery[] = names.map((name) =>
      name === "chatMessages" ? liveQueries.chatMessages(caller, sessionId!) : liveQueries[name](caller),
    );
    return Promise.all(queries.map(readLiveQuery)).then((answers) =>
      Object.fromEntries(queries.map((query, index) => [query.name, answers[index]])),
    );
  };
  if (!messagesOfNewest)
    return {
      results: await read(names, messagesSession),
      ...(messagesSession ? { chatSessionId: messagesSession } : {}),
    };

  const results = await read(names.filter((name) => name !== "chatMessages"));
  // Newest first (liveQueries.chatSessions), and the caller's own by the query.
  const newest = (results.chatSessions as { id: string }[])[0]?.id;
  if (!newest) return { results: { ...results, chatMessages: [] } };
  return { results: { ...results, ...(await read(["chatMessages"], newest)) }, chatSessionId: newest };
}
