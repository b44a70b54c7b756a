// The one way the web app reads live data (docs/architecture.md "Live reads"): a named query of
// contract/live-queries.ts, first answered by `GET /api/users/{uid}/live` (the queries asked together,
// a route's loaders or a render's hooks, in one call), then kept current by a reactfire reader
// (app/live-readers.tsx, a lazy chunk with the Firebase SDK) that the view's hook asks for while
// it is mounted. Every document is checked against its contract schema; one that no longer
// matches is logged and left out.
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
import { hashKey, queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { createContext, use, useEffect } from "react";
import { z } from "zod/mini";
import { apiRequest } from "./api-client";
import { untilReload } from "./query-client";
import { useSessionUser } from "./session-user";

export type Live<T> = T & { id: string };
type DocSchema = z.ZodMiniType<Record<string, unknown>>;

/** What a live query holds: its documents (a document or null), each parsed by the query's schema. */
export type LiveAnswer<Q extends LiveQuery> =
  Q extends LiveCollectionQuery<infer S>
    ? Live<z.infer<S>>[]
    : Q extends LiveDocumentQuery<infer S>
      ? Live<z.infer<S>> | null
      : never;

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

/** Documents (from the API or a snapshot) as the query's answer: a list, or one document or null. */
export function liveAnswer<Q extends LiveQuery>(query: Q, docs: { id: string; data: unknown; path: string }[]) {
  const parsed = docs.flatMap(({ id, data, path }) => liveDoc(query.schema, id, data, path) ?? []);
  // TypeScript cannot narrow a conditional type by `kind`: this is the answer of the query's own kind.
  return (query.kind === "document" ? (parsed[0] ?? null) : parsed) as LiveAnswer<Q>;
}

// ---------- the first answer: one API call per navigation (and per chat session named) ----------

function fromWire<Q extends LiveQuery>(query: Q, answer: WireDoc | WireDoc[] | null | undefined) {
  // Timestamps arrive tagged; revived, they are what the contract's timestampSchema accepts.
  const docs = (Array.isArray(answer) ? answer : answer ? [answer] : []).map((doc) => ({
    id: doc.id,
    data: decodeTimestamps(doc.data),
    path: doc.id,
  }));
  return liveAnswer(query, docs);
}

/** Per user and chat session: the names asked before the current microtask ends, and their call. */
const batches = new Map<string, { names: Set<LiveQueryName>; answer: Promise<LiveSnapshotResponse> }>();

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

/**
 * A live query's cache entry, first answered by the API. Fresh for the rest of the page's life
 * (`untilReload`): a reader keeps it current from then on; one restored from an earlier visit is
 * asked again when used, as it can predate a change made since.
 */
export const liveQueryOptions = <Q extends LiveQuery>(query: Q) =>
  queryOptions({
    queryKey: query.key,
    queryFn: async () => {
      const { results } = await askLive(query.userId, [query.name], query.chatSessionId);
      return fromWire(query, results[query.name]);
    },
    staleTime: untilReload,
  });

/**
 * /chat's first answer: the sessions and the newest session's messages (the API picks it), which the
 * view opens next, in the same call as the shell's answers: a round trip less than asking for the
 * messages once the view has the sessions. Messages already cached (a reader's) are left as they are.
 */
export const newestChatQueryOptions = (user: LiveQueryUser) => {
  const sessions = liveQueries.chatSessions(user);
  return queryOptions({
    ...liveQueryOptions(sessions),
    queryFn: async ({ client }) => {
      const { results, chatSessionId } = await askLive(user.id, ["chatSessions", "chatMessages"]);
      const messages = chatSessionId ? liveQueries.chatMessages(user, chatSessionId) : undefined;
      if (messages && client.getQueryData(messages.key) === undefined)
        client.setQueryData(messages.key, fromWire(messages, results.chatMessages));
      return fromWire(sessions, results.chatSessions);
    },
  });
};

// ---------- then live: a reader per query while a view shows it ----------

/**
 * What the readers follow: the queries of the mounted views, each added by its view's hook while
 * mounted. One per signed-in shell (app/shell.tsx), which renders the readers beside the views.
 */
export function createFollowedQueries() {
  let queries: LiveQuery[] = [];
  const listeners = new Set<() => void>();
  const change = (next: LiveQuery[]) => {
    queries = next;
    listeners.forEach((listener) => listener());
  };
  return {
    follow(query: LiveQuery) {
      change([...queries, query]);
      return () => change(queries.filter((entry) => entry !== query));
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    current: () => queries,
  };
}
export type FollowedQueries = ReturnType<typeof createFollowedQueries>;
export const FollowedQueriesContext = createContext<FollowedQueries | null>(null);

/**
 * A reader's snapshot into its query's cache entry. An API answer still in flight (a refetch after
 * a mutation, or of a restored answer) is cancelled first: it can be older than the snapshot.
 */
export async function setLiveAnswer<Q extends LiveQuery>(client: QueryClient, query: Q, answer: LiveAnswer<Q>) {
  await client.cancelQueries({ queryKey: query.key, exact: true });
  client.setQueryData(query.key, answer);
}

type Status = "loading" | "error" | "success";
const NOTHING: never[] = [];

/** A live query, followed by a reader while mounted: a collection is empty, a document null, while loading and on error. */
export function useLiveQuery<Q extends LiveQuery>(query: Q): { status: Status; data: LiveAnswer<Q> } {
  const result = useQuery(liveQueryOptions(query));
  const followed = use(FollowedQueriesContext);
  const key = hashKey(query.key);
  // The query is the same while its key is: a new object each render must not follow it again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => followed?.follow(query), [followed, key]);
  const status: Status = result.isPending ? "loading" : result.isError ? "error" : "success";
  const empty = (query.kind === "document" ? null : NOTHING) as LiveAnswer<Q>;
  return { status, data: result.data === undefined ? empty : result.data };
}

/** The live queries of contract/live-queries.ts a user's name and id make (all but a session's messages). */
export type OwnQueryName = Exclude<keyof typeof liveQueries, "chatMessages">;

/** A user's own live query, by its name. */
export const ownLiveQuery = <N extends OwnQueryName>(name: N, user: LiveQueryUser) =>
  liveQueries[name](user) as ReturnType<(typeof liveQueries)[N]>;

/** The signed-in user's live query `name`. */
export const useLive = <N extends OwnQueryName>(name: N) => useLiveQuery(ownLiveQuery(name, useSessionUser()));
