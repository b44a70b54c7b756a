// Live reads (docs/architecture.md "Live reads"): a query of contract/live-queries.ts, answered
// first by `GET /api/users/{uid}/live`, then by a reactfire reader (app/live-readers.tsx).
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
import type { z } from "zod/mini";
import { apiRequest } from "./api-client";
import { freshOnThisPage } from "./query-client";
import { useSessionUser } from "./session-user";

export type Live<T> = T & { id: string };

/** What a live query holds: its documents (a document or null), parsed by its schema. */
export type LiveAnswer<Q extends LiveQuery> =
  Q extends LiveCollectionQuery<infer S>
    ? Live<z.infer<S>>[]
    : Q extends LiveDocumentQuery<infer S>
      ? Live<z.infer<S>> | null
      : never;

/** Documents (of the API or a snapshot) as `query`'s answer; one its schema refuses is left out. */
export function liveAnswer<Q extends LiveQuery>(query: Q, docs: { id: string; data: unknown; path: string }[]) {
  const parsed = docs.flatMap(({ id, data, path }) => {
    const doc = query.schema.safeParse(data);
    if (doc.success) return [{ ...doc.data, id }];
    console.warn(`Skipped ${path}: it does not match its schema`, doc.error.issues);
    return [];
  });
  // TypeScript does not narrow a conditional type by `kind`: this is the answer of the query's kind.
  return (query.kind === "document" ? (parsed[0] ?? null) : parsed) as LiveAnswer<Q>;
}

// Timestamps arrive tagged; revived, they are what the contract's timestampSchema accepts.
export const fromWire = <Q extends LiveQuery>(query: Q, answer: WireDoc | WireDoc[] | null | undefined) =>
  liveAnswer(
    query,
    [answer ?? []].flat().map((doc) => ({ id: doc.id, data: decodeTimestamps(doc.data), path: doc.id })),
  );

const batches = new Map<string, { names: Set<LiveQueryName>; answer: Promise<LiveSnapshotResponse> }>();

/**
 * The `/live` answer for `names`, in one call with the other names asked for the same user and chat
 * session in this microtask (a navigation's loaders, a render's hooks). Without a session,
 * `chatMessages` are the newest session's (the API says which).
 */
export function askLive(uid: string, names: LiveQueryName[], chatSessionId = "") {
  const batchKey = `${uid}/${chatSessionId}`;
  let batch = batches.get(batchKey);
  if (!batch) {
    const asked = new Set<LiveQueryName>();
    const answer = Promise.resolve().then(() => {
      batches.delete(batchKey);
      const params = new URLSearchParams({ names: [...asked].join(",") });
      if (chatSessionId) params.set("chatSessionId", chatSessionId);
      return apiRequest(`/users/${encodeURIComponent(uid)}/live?${params}`, { schema: liveSnapshotResponseSchema });
    });
    batches.set(batchKey, (batch = { names: asked, answer }));
  }
  names.forEach((name) => batch.names.add(name));
  return batch.answer;
}

export const liveQueryOptions = <Q extends LiveQuery>(query: Q) =>
  queryOptions({
    queryKey: query.key,
    queryFn: async () =>
      fromWire(query, (await askLive(query.userId, [query.name], query.chatSessionId)).results[query.name]),
    // A reader keeps this page's answer current; a restored one can predate a change made since.
    staleTime: freshOnThisPage(),
  });

/** Has the readers follow a live query until the returned function runs (app/shell.tsx provides it). */
export const FollowLiveContext = createContext<((query: LiveQuery) => () => void) | null>(null);

/** A reader's snapshot into its cache entry: an API answer in flight is cancelled, as it can be older. */
export async function setLiveAnswer<Q extends LiveQuery>(client: QueryClient, query: Q, answer: LiveAnswer<Q>) {
  await client.cancelQueries({ queryKey: query.key, exact: true });
  client.setQueryData(query.key, answer);
}

const NOTHING: never[] = [];

/** A live query, followed by a reader while mounted: empty (or null) while loading and on error. */
export function useLiveQuery<Q extends LiveQuery>(query: Q) {
  const result = useQuery(liveQueryOptions(query));
  const follow = use(FollowLiveContext);
  // A new object each render is the same query while its key is.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => follow?.(query), [follow, hashKey(query.key)]);
  const status = result.isPending ? "loading" : result.isError ? "error" : "success";
  const data =
    result.data === undefined ? ((query.kind === "document" ? null : NOTHING) as LiveAnswer<Q>) : result.data;
  return { status, data };
}

export type OwnQueryName = Exclude<keyof typeof liveQueries, "chatMessages">;

export const ownLiveQuery = <N extends OwnQueryName>(name: N, user: LiveQueryUser) =>
  liveQueries[name](user) as ReturnType<(typeof liveQueries)[N]>;

/** A route's loader of `user`'s live queries `names`: one `/live` call with those asked beside them. */
export const prefetchLive = (client: QueryClient, user: LiveQueryUser, ...names: OwnQueryName[]) =>
  Promise.all(names.map((name) => client.prefetchQuery(liveQueryOptions(ownLiveQuery(name, user)))));

/** The signed-in user's live query `name`. */
export const useLive = <N extends OwnQueryName>(name: N) => useLiveQuery(ownLiveQuery(name, useSessionUser()));
