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
  type LiveQueryUser,
  type WireDoc,
} from "@contract/live-queries";
import { decodeTimestamps } from "@contract/wire-timestamps";
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { apiRequest } from "./api-client";

export type Live<T> = T & { id: string };
type DocSchema = z.ZodMiniType<Record<string, unknown>>;
export type Status = "loading" | "error" | "success";

export interface LiveList<T> {
  status: Status;
  /** The matching documents (empty until loaded). */
  data: Live<T>[];
}

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

// ---------- the first answer: one API call per task ----------

interface Waiter {
  query: LiveQuery;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}
/** Asked queries not yet sent, per user and chat session (one call can name one session). */
const batches = new Map<string, Waiter[]>();

function fromWire(query: LiveQuery, answer: WireDoc | WireDoc[] | null | undefined) {
  // Timestamps arrive tagged; revived, they are what the contract's timestampSchema accepts.
  const revive = (doc: WireDoc) => liveDoc(query.schema, doc.id, decodeTimestamps(doc.data), doc.id);
  if (query.kind === "document") return answer && !Array.isArray(answer) ? revive(answer) : null;
  return (Array.isArray(answer) ? answer : []).flatMap((doc) => revive(doc) ?? []);
}

/** One `/live` call: the named queries' answers, and the chat session its messages are of. */
function fetchLive(uid: string, names: string[], chatSessionId?: string) {
  const params = new URLSearchParams({ names: names.join(",") });
  if (chatSessionId) params.set("chatSessionId", chatSessionId);
  return apiRequest(`/users/${encodeURIComponent(uid)}/live?${params}`, { schema: liveSnapshotResponseSchema });
}

function askBatched(query: LiveQuery): Promise<unknown> {
  const { userId: uid, chatSessionId } = query;
  const batchKey = `${uid}/${chatSessionId ?? ""}`;
  return new Promise((resolve, reject) => {
    const batch = batches.get(batchKey);
    if (batch) return batch.push({ query, resolve, reject });
    batches.set(batchKey, [{ query, resolve, reject }]);
    // A navigation's loaders, and the hooks of one render, all ask before this microtask runs:
    // one call for them all, sent without waiting for the next task.
    queueMicrotask(() => {
      const waiters = batches.get(batchKey) ?? [];
      batches.delete(batchKey);
      // A failure anywhere, the call or reading its answer, settles every waiter still waiting.
      fetchLive(uid, [...new Set(waiters.map((waiter) => waiter.query.name))], chatSessionId)
        .then(({ results }) =>
          waiters.forEach((waiter) => waiter.resolve(fromWire(waiter.query, results[waiter.query.name]))),
        )
        .catch((error: unknown) => waiters.forEach((waiter) => waiter.reject(error)));
    });
  });
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
    queryFn: ({ client }) => (readerAnswers(query) ? client.getQueryData(query.key) : askBatched(query)),
    // The readers follow the queries views observe, and need the query to do it.
    meta: { live: query },
  });

/**
 * /chat's first answer: the sessions and, in the same call, the newest session's messages (the API
 * picks it), which the view opens next: a round trip less than asking for them once it has.
 */
export const newestChatQueryOptions = (user: LiveQueryUser) => {
  const sessions = liveQueries.chatSessions(user);
  return queryOptions<unknown>({
    ...liveQueryOptions(sessions),
    queryFn: async ({ client }) => {
      if (readerAnswers(sessions)) return client.getQueryData(sessions.key);
      const { results, chatSessionId } = await fetchLive(user.id, ["chatSessions", "chatMessages"]);
      const messages = chatSessionId ? liveQueries.chatMessages(user, chatSessionId) : undefined;
      if (messages && !readerAnswers(messages))
        client.setQueryData(messages.key, fromWire(messages, results.chatMessages));
      return fromWire(sessions, results.chatSessions);
    },
  });
};

const NOTHING: never[] = [];

function useLive(query: LiveQuery) {
  const result = useQuery(liveQueryOptions(query));
  const status: Status = result.isPending ? "loading" : result.isError ? "error" : "success";
  return { status, data: result.data };
}

/** A live, validated, bounded collection query of contract/live-queries.ts. */
export function useLiveCollection<S extends DocSchema>(query: LiveCollectionQuery<S>): LiveList<z.infer<S>> {
  const { status, data } = useLive(query);
  return { status, data: (data as Live<z.infer<S>>[] | undefined) ?? NOTHING };
}

/** One live, validated document: `data` is null while loading and when missing or invalid. */
export function useLiveDocument<S extends DocSchema>(
  query: LiveDocumentQuery<S>,
): { status: Status; data: Live<z.infer<S>> | null } {
  const { status, data } = useLive(query);
  return { status, data: (data as Live<z.infer<S>> | null | undefined) ?? null };
}
