// The one way the web app reads live data (docs/architecture.md "Live reads"): a named query of
// contract/live-queries.ts, first answered by `GET /api/users/{uid}/live` (the asked queries of
// one render batched into one call, or started earlier by app/start.ts), then kept current by a
// Firestore listener that attaches once the user has interacted with the page (lib/live-listener.ts,
// a lazy chunk with the Firebase SDK). Every document
// is checked against its contract schema; one that no longer matches is logged and left out.
import {
  liveAnswerSchema,
  liveSnapshotResponseSchema,
  type LiveCollectionQuery,
  type LiveDocumentQuery,
  type LiveQuery,
  type WireDoc,
} from "@contract/live-queries";
import { decodeTimestamps } from "@contract/wire-timestamps";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { z } from "zod/mini";
import { apiRequest } from "./api-client";
import { takeStartedLive } from "./early-requests";
import type { FirstAnswer } from "./first-answers";
import { firstInteraction } from "./first-interaction";

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

// ---------- the first answer: one API call per render batch ----------

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

async function send(uid: string, chatSessionId: string | undefined, waiters: Waiter[]) {
  const params = new URLSearchParams({ names: [...new Set(waiters.map(({ query }) => query.name))].join(",") });
  if (chatSessionId) params.set("chatSessionId", chatSessionId);
  try {
    const { results } = await apiRequest(`/users/${encodeURIComponent(uid)}/live?${params}`, {
      schema: liveSnapshotResponseSchema,
    });
    for (const { query, resolve } of waiters) resolve(fromWire(query, results[query.name]));
  } catch (error) {
    for (const { reject } of waiters) reject(error);
  }
}

/** A started answer (lib/early-requests.ts) if one is waiting, else a place in the render's batch. */
function askFirstAnswer(query: LiveQuery): Promise<unknown> {
  const started = takeStartedLive(query.userId, query.name, query.chatSessionId);
  if (!started) return askBatched(query);
  return started.then((results) =>
    results ? fromWire(query, z.optional(liveAnswerSchema).parse(results[query.name])) : askBatched(query),
  );
}

function askBatched(query: LiveQuery): Promise<unknown> {
  const { userId: uid, chatSessionId } = query;
  const batchKey = `${uid}/${chatSessionId ?? ""}`;
  return new Promise((resolve, reject) => {
    const batch = batches.get(batchKey);
    if (batch) return batch.push({ query, resolve, reject });
    batches.set(batchKey, [{ query, resolve, reject }]);
    // Every hook of one render asks within the same task: wait for the others, then one call.
    setTimeout(() => {
      const waiters = batches.get(batchKey) ?? [];
      batches.delete(batchKey);
      void send(uid, chatSessionId, waiters);
    }, 0);
  });
}

// ---------- then live: a listener per query while a view shows it ----------

interface Listening {
  viewers: number;
  stop: Promise<() => void>;
}
const listening = new Map<string, Listening>();
let listenerModule: Promise<typeof import("./live-listener")> | null = null;
const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
/**
 * The Firebase SDK is large, and the view already shows the API's answer: it loads once the user
 * has interacted with the page (then its documents replace the answer, so nothing is missed) and
 * the browser is idle, never in the way of the first paint or of the interaction itself.
 */
const loadListener = () =>
  (listenerModule ??= firstInteraction()
    .then(whenIdle)
    .then(() => import("./live-listener")));
/** Queries whose listener has answered: a late API answer must not replace newer documents. */
const answeredLive = new Set<string>();

function follow(client: QueryClient, query: LiveQuery): () => void {
  const id = JSON.stringify(query.key);
  let entry = listening.get(id);
  if (!entry) {
    entry = {
      viewers: 0,
      stop: loadListener().then(
        ({ listen }) =>
          listen(query, (data) => {
            answeredLive.add(id);
            client.setQueryData(query.key, data);
          }),
        (error: unknown) => {
          // The view keeps the API's answer; it just stops updating by itself.
          console.warn("Live updates are unavailable", error);
          return () => undefined;
        },
      ),
    };
    listening.set(id, entry);
  }
  entry.viewers += 1;
  const current = entry;
  return () => {
    current.viewers -= 1;
    if (current.viewers > 0) return;
    listening.delete(id);
    answeredLive.delete(id);
    void current.stop.then((stop) => stop());
  };
}

const NOTHING: never[] = [];

/** The API's answer, unless the listener has already answered (then its newer documents stay). */
const firstAnswer = (client: QueryClient, query: LiveQuery) =>
  answeredLive.has(JSON.stringify(query.key)) ? client.getQueryData(query.key) : askFirstAnswer(query);

function useLive(query: LiveQuery) {
  const client = useQueryClient();
  const id = JSON.stringify(query.key);
  const result = useQuery({ queryKey: query.key, queryFn: () => firstAnswer(client, query) });
  // The listener attaches once the API has answered (and the view could paint): never before it.
  const answered = !result.isPending;
  useEffect(
    () => (answered ? follow(client, query) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `id` stands for `query`
    [client, id, answered],
  );
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

/** Asks now for those of `queries` that have no answer yet; resolves when they have one (or failed). */
export function prefetchLive(client: QueryClient, queries: LiveQuery[]): Promise<void> {
  const missing = queries.filter((query) => client.getQueryData(query.key) === undefined);
  return Promise.all(
    missing.map((query) => client.prefetchQuery({ queryKey: query.key, queryFn: () => firstAnswer(client, query) })),
  ).then(() => undefined);
}

/**
 * Asks now for queries a view shows once another answer is in (home waits for the profile to
 * choose onboarding or home), so they come in the same API call as that answer.
 */
export function usePrefetchLive(queries: LiveQuery[]): void {
  const client = useQueryClient();
  const ids = JSON.stringify(queries.map((query) => query.key));
  useEffect(() => {
    void prefetchLive(client, queries);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `ids` stands for `queries`
  }, [client, ids]);
}

/** A live query as one of the first view's answers (lib/first-answers.ts). */
export const liveFirstAnswer = (query: LiveQuery): FirstAnswer => ({
  queryKey: query.key,
  prefetch: (client) => prefetchLive(client, [query]),
});
