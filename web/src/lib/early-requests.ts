// Requests started before anything asks for them (app/first-requests.ts starts a view's first
// requests once the signed-in user is known, beside the view's chunks rather than after them).
// Whoever asks next takes the answer, once: `apiRequest` for a GET of the same path, the live layer
// for a named live query. An answer nobody takes soon is dropped, so nothing stale is ever served.
// This module is in the landing page's script: it stays free of zod and the contract's schemas.
import type { LiveQueryName } from "@contract/live-queries";

/** The first view asks within a second or two of the start; anything later asks the server again. */
export const EARLY_ANSWER_TTL_MS = 10_000;

interface Started<T> {
  at: number;
  answer: Promise<T>;
}
const requests = new Map<string, Started<Response>>();
/** Live answers per `${uid}/${chatSessionId}/${name}`: one call answers several names. */
const liveAnswers = new Map<string, Started<LiveResults | null>>();

/** The `results` of `GET /api/users/{uid}/live`, unchecked: the live layer parses what it takes. */
export type LiveResults = Record<string, unknown>;
interface LiveSnapshot {
  results: LiveResults;
  /** The session whose messages `results.chatMessages` are. */
  chatSessionId?: string;
}

const fetchApi = (path: string) =>
  fetch(`/api${path}`, { credentials: "include", headers: { accept: "application/json" } });

const fresh = <T>(started: Started<T> | undefined): started is Started<T> =>
  started !== undefined && Date.now() - started.at < EARLY_ANSWER_TTL_MS;

function take<T>(store: Map<string, Started<T>>, key: string): Promise<T> | undefined {
  const started = store.get(key);
  store.delete(key);
  return fresh(started) ? started.answer : undefined;
}

/** Forgets the answers nobody took in time (each start sweeps). */
function sweep() {
  for (const store of [requests, liveAnswers] as Map<string, Started<unknown>>[])
    for (const [key, started] of store) if (!fresh(started)) store.delete(key);
}

/** Starts `GET /api{path}` now, unless it is already waiting to be taken; the response, to peek at with `clone()`. */
export function startRequest(path: string): Promise<Response> {
  sweep();
  let started = requests.get(path);
  if (!started) requests.set(path, (started = { at: Date.now(), answer: fetchApi(path) }));
  return started.answer;
}

/** The started response for `GET /api{path}`, once; undefined when none is waiting (or it is too old). */
export function takeStartedRequest(path: string): Promise<Response> | undefined {
  return take(requests, path);
}

const liveKey = (uid: string, chatSessionId: string | undefined, name: string) =>
  `${uid}/${chatSessionId ?? ""}/${name}`;

/**
 * Starts one `GET /api/users/{uid}/live` call for `names` (contract/live-queries.ts), unless one call
 * for the same names is already waiting. It resolves to the call's `results`, or null when it
 * failed, so that the taker asks again in the usual way. `chatMessages` without `chatSessionId`
 * are the newest session's: they wait under that session's id once the answer names it.
 */
export function startLive(
  uid: string,
  names: readonly LiveQueryName[],
  chatSessionId?: string,
): Promise<LiveResults | null> {
  sweep();
  const newestMessages = !chatSessionId && names.includes("chatMessages");
  const keyed = newestMessages ? names.filter((name) => name !== "chatMessages") : names;
  // Already started for every name (by the boot script, say) and not yet taken: that answer.
  const [first, ...others] = keyed.map((name) => liveAnswers.get(liveKey(uid, chatSessionId, name))?.answer);
  if (first && others.every((answer) => answer === first)) return first;
  const params = new URLSearchParams({ names: names.join(",") });
  if (chatSessionId) params.set("chatSessionId", chatSessionId);
  const snapshot = fetchApi(`/users/${encodeURIComponent(uid)}/live?${params}`).then(
    async (response) => (response.ok ? ((await response.json()) as LiveSnapshot) : null),
    () => null,
  );
  const at = Date.now();
  const answer: Promise<LiveResults | null> = snapshot.then((body) => {
    // Kept under the session the answer names before `answer` resolves, so the chat, which opens
    // that session once it has the sessions, finds its messages waiting.
    if (newestMessages && body?.chatSessionId)
      liveAnswers.set(liveKey(uid, body.chatSessionId, "chatMessages"), { at, answer });
    return body?.results ?? null;
  });
  for (const name of keyed) liveAnswers.set(liveKey(uid, chatSessionId, name), { at, answer });
  return answer;
}

/** The started live answer covering `name`, once; undefined when none is waiting (or it is too old). */
export function takeStartedLive(
  uid: string,
  name: LiveQueryName,
  chatSessionId?: string,
): Promise<LiveResults | null> | undefined {
  return take(liveAnswers, liveKey(uid, chatSessionId, name));
}

/** Drops every waiting answer (a sign-out: they belong to the user who was signed in). */
export function dropStartedRequests(): void {
  requests.clear();
  liveAnswers.clear();
}
