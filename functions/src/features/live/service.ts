import {
  liveQueries,
  type LiveQuery,
  type LiveSnapshotQuery,
  type LiveSnapshotResponse,
} from "../../contract/live-queries";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import { readLiveQuery } from "../../lib/live-query-reader";
import { chatSessions, users } from "./repository";

/**
 * The first answer of the asked live queries, read as the signed-in user's web listener would
 * read them. Each query is built here from the caller's own id (and, for chat messages, a
 * session the caller owns), so nobody reads another user's documents through it.
 */
export async function liveSnapshot(
  uid: string,
  { names, chatSessionId }: LiveSnapshotQuery,
): Promise<LiveSnapshotResponse> {
  if (names.includes("chatMessages") && !chatSessionId)
    throw badRequest("Invalid query", [{ path: "chatSessionId", message: "Required with chatMessages" }]);
  const [user, session] = await Promise.all([
    users().doc(uid).get(),
    chatSessionId && names.includes("chatMessages") ? chatSessions().doc(chatSessionId).get() : null,
  ]);
  const userDoc = user.data();
  if (!userDoc) throw notFound("User not found");
  if (session) {
    const owned = session.data();
    if (!owned) throw notFound("Chat session not found");
    // As the chat's own routes: another learner's session is refused.
    if (owned.userId !== uid) throw forbidden();
  }
  const caller = { id: uid, createdAt: userDoc.createdAt.toDate().toISOString() };
  const queries: LiveQuery[] = names.map((name) =>
    name === "chatMessages" ? liveQueries.chatMessages(caller, chatSessionId!) : liveQueries[name](caller),
  );
  const answers = await Promise.all(queries.map(readLiveQuery));
  return { results: Object.fromEntries(queries.map((query, index) => [query.name, answers[index]])) };
}
