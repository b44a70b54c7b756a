import { apiErrorSchema, type ApiError } from "@contract/errors";
import { z } from "zod/mini";

/** A non-OK response. Its message follows the spec ("{status}: {body text}"); `body` is the API's own. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    bodyText: string,
    statusText: string,
    readonly body: ApiError | null,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }
}

interface RequestOptions<T> {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  /**
   * The response's contract schema; `noContentSchema` for a 204. Or a function importing it: the
   * request leaves at once, beside the chunk that holds the schema (a back-office view's first
   * answer, app/routes.tsx), and the answer is checked once both are in.
   */
  schema: z.ZodMiniType<T> | (() => Promise<z.ZodMiniType<T>>);
  signal?: AbortSignal;
  /** A creating POST: sent with an Idempotency-Key for the user's intent (see `intentKey`). */
  creates?: boolean;
}

/** The answer of an endpoint that answers 204 No Content. */
export const noContentSchema = z.undefined();

// One Idempotency-Key per user intent: the same call (path and body) reuses its key until it
// succeeds, so a retry or a double click is answered once by the server; after a success the
// next identical call (a retake, the same chat message again) is a new intent.
const intentKeys = new Map<string, string>();

function intentKey(path: string, body: unknown): { intent: string; key: string } {
  const intent = `${path}\n${JSON.stringify(body ?? null)}`;
  let key = intentKeys.get(intent);
  if (!key) {
    key = crypto.randomUUID();
    intentKeys.set(intent, key);
  }
  return { intent, key };
}

const STILL_RUNNING_RETRIES = 20;
const STILL_RUNNING_WAIT_MS = 500;

/** Every /api call: JSON in and out, the session cookie sent, the answer checked against the contract, errors in one shape. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const idempotency = options.creates ? intentKey(path, options.body) : null;
  const schema = Promise.resolve(typeof options.schema === "function" ? options.schema() : options.schema);
  // A failed request is the error to report, not a schema that then could not load.
  schema.catch(() => undefined);
  let response: Response;
  for (let attempt = 0; ; attempt++) {
    response = await fetch(`/api${path}`, {
      method,
      credentials: "include",
      headers: {
        accept: "application/json",
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
        ...(idempotency ? { "idempotency-key": idempotency.key } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
    // 409 with Retry-After: the same intent is still running (a double click); its answer comes next.
    const stillRunning = idempotency && response.status === 409 && response.headers.has("retry-after");
    if (!stillRunning || attempt >= STILL_RUNNING_RETRIES) break;
    await new Promise((resolve) => setTimeout(resolve, STILL_RUNNING_WAIT_MS));
  }
  if (response.ok && idempotency) intentKeys.delete(idempotency.intent);
  if (!response.ok) {
    const text = await response.text();
    let body: ApiError | null = null;
    try {
      const parsed = apiErrorSchema.safeParse(JSON.parse(text));
      if (parsed.success) body = parsed.data;
    } catch {
      // Not JSON: the status text stands in.
    }
    throw new ApiRequestError(response.status, text, response.statusText, body);
  }
  const answer: unknown = response.status === 204 ? undefined : await response.json();
  return (await schema).parse(answer);
}

/** The server's message for a failed call (what toasts show), or the given fallback (network errors, non-JSON bodies). */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiRequestError && error.body?.message) || fallback;
}
