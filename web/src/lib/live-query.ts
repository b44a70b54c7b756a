// The one way the web app reads live data (docs/architecture.md "Live reads"): a named query of
// contract/live-queries.ts, first answered by `GET /api/users/{uid}/live` (the queries asked together,
// a route's loaders or a render's hooks, batched into one call), then kept current by a
// reactfire reader (app/live-readers.tsx, a lazy chunk with the Firebase SDK) while a view shows
// it, which writes each snapshot into the same cache entry. Every document is checked against its
// contract schema; one that no longer matches is logged and left out.
import {
  liveQueries,
  liveSnapshotResponseSchema,
  type LiveCollectionQuery,
  type LiveDocumentQuery,
  type LiveQuery,
  type LiveQueryName,
  type LiveQueryUser,
  type LiveSnapshotResponse,
  type WireDoc,
} from "@contract/live-queries";
import { decodeTimestamps } from "@contract/wire-timestamps";
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { apiRequest } from "./api-client";
import { useSessionUser } from "./session-user";

export type Live<T> = T & { id: string };
type DocSchema = z.ZodMiniType<Record<string, unknown>>;
type Status = "loading" | "error" | "success";

/** A document in the app's form: parsed by its schema, with its id; null when it does not match. */
export function liveDoc<S extends DocSchema>(
  schema: S,
  id: string,
  data: unknown,
  path: string,
): Live<z.infer<S>> | null {
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ...parsed.data, id };
  console.warn(`Skipped ${path}: it does not match its schema`, parsed.error.issues);
  return null;
}

// ---------- the first answer: one API call per navigation (and per chat session named) ----------

/** Per user and chat session: the names asked before the current microtask ends, and their call. */
const batches = new Map<string, { names: Set<LiveQueryName>; answer: Promise<LiveSnapshotResponse> }>();

function fromWire(query: LiveQuery, answer: WireDoc | WireDoc[] | null | undefined) {
  // Timestamps arrive tagged; revived, they are what the contract's timestampSchema accepts.
  const revive = (doc: WireDoc) => liveDoc(query.schema, doc.id, decodeTimestamps(doc.data), doc.id);
  if (query.kind === "document") return answer && !Array.isArray(answer) ? revive(answer) : null;
  return (Array.isArray(answer) ? answer : []).flatMap((doc) => revive(doc) ?? []);
}

/**
 * The `/live` answer for `names`, in one call with every other name asked for the same user and
 * chat session before this microtask ends: a navigation's loaders, and the hooks of one render, all
 * ask by then. Without a session, `chatMessages` are the newest session's (the API says which).
 */
function askLive(uid: string, names: LiveQueryName[], chatSessionId?: string): Promise<LiveSnapshotResponse> {
  const batchKey = `${uid}/${chatSessionId ?? ""}`;
  let batch = batches.get(batchKey);
  if (!batch) {
    const asked = new Set<LiveQueryName>();
    const answer = Promise.resolve().then(() => {
      batches.delete(batchKey);
      const params = new URLSearchParams({ names: [...asked].join(",") });
      if (chatSessionId) params.set("chatSessionId", chatSessionId);
      return apiRequest(`/users/${encodeURIComponent(uid)}/live?${params}`, { schema: liveSnapshotResponseSchema });
    });
    batch = { names: asked, answer };
    batches.set(batchKey, batch);
  }
  names.forEach((name) => batch.names.add(name));
  return batch.answer;
}

// ---------- then live: a reader per query while a view shows it ----------

/** Queries a reader answers: a late API answer must not replace its newer documents. */
const readByListener = new Set<string>();

/** A reader's snapshot, parsed, into the query's cache entry (app/live-readers.tsx). */
export function setLiveAnswer(client: QueryClient, query: LiveQuery, data: unknown): () => void {
  const id = JSON.stringify(query.key);
  readByListener.add(id);
  client.setQueryData(query.key, data);
  return () => readByListener.delete(id);
}

const readerAnswers = (query: LiveQuery) => readByListener.has(JSON.stringify(query.key));

/** A live query's cache entry: the API's answer, unless a reader has answered (its documents are newer). */
export const liveQueryOptions = (query: LiveQuery) =>
  queryOptions<unknown>({
    queryKey: query.key,
    queryFn: async ({ client }) => {
      if (readerAnswers(query)) return client.getQueryData(query.key);
      const { results } = await askLive(query.userId, [query.name], query.chatSessionId);
      return fromWire(query, results[query.name]);
    },
    // The readers follow the queries views observe, and need the query to do it.
    meta: { live: query },
  });

/**
 * /chat's first answer: the sessions and the newest session's messages (the API picks it), which the
 * view opens next, in the same call as the shell's answers: a round trip less than asking for the
 * messages once the view has the sessions.
 */
export const newestChatQueryOptions = (user: LiveQueryUser) => {
  const sessions = liveQueries.chatSessions(user);
  return queryOptions<unknown>({
    ...liveQueryOptions(sessions),
    queryFn: async ({ client }) => {
      if (readerAnswers(sessions)) return client.getQueryData(sessions.key);
      const { results, chatSessionId } = await askLive(user.id, ["chatSessions", "chatMessages"]);
      const messages = chatSessionId ? liveQueries.chatMessages(user, chatSessionId) : undefined;
      if (messages && !readerAnswers(messages))
        client.setQueryData(messages.key, fromWire(messages, results.chatMessages));
      return fromWire(sessions, results.chatSessions);
    },
  });
};

const NOTHING: never[] = [];

/** What a view gets from a live query: its documents (a document or null), validated. */
type LiveAnswer<Q> =
  Q extends LiveCollectionQuery<infer S>
    ? Live<z.infer<S>>[]
    : Q extends LiveDocumentQuery<infer S>
      ? Live<z.infer<S>> | null
      : never;

/** A live query: a collection is empty, a document null, while loading and on error. */
export function useLiveQuery<Q extends LiveQuery>(query: Q): { status: Status; data: LiveAnswer<Q> } {
  const result = useQuery(liveQueryOptions(query));
  const status: Status = result.isPending ? "loading" : result.isError ? "error" : "success";
  return { status, data: (result.data ?? (query.kind === "document" ? null : NOTHING)) as LiveAnswer<Q> };
}

/** The live queries of contract/live-queries.ts a user's name and id make (all but a session's messages). */
export type OwnQueryName = Exclude<keyof typeof liveQueries, "chatMessages">;

/** A user's own live query, by its name. */
export const ownLiveQuery = <N extends OwnQueryName>(name: N, user: LiveQueryUser) =>
  liveQueries[name](user) as ReturnType<(typeof liveQueries)[N]>;

/** The signed-in user's live query `name`. */
export const useLive = <N extends OwnQueryName>(name: N) => useLiveQuery(ownLiveQuery(name, useSessionUser()));
