import { apiErrorSchema, type ApiError } from "@contract/errors";
import { z } from "zod/mini";

/**
 * A non-OK response. Its message follows the spec ("{status}: {body text}"); `body` is the API's own,
 * `bodyText` the whole answer for errors that carry more (a taken slot's fresh slots).
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
    readonly body: ApiError | null,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }
}

interface RequestOptions<T> {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  /** The answer's contract schema (`noContentSchema` for a 204), or a function importing it with its chunk. */
  schema: z.ZodMiniType<T> | (() => Promise<z.ZodMiniType<T>>);
  signal?: AbortSignal;
  /** A creating POST's key for the user's intent (lib/use-intent-key.ts). */
  idempotencyKey?: string;
}

/** The answer of an endpoint that answers 204 No Content. */
export const noContentSchema = z.undefined();

/** Every /api call: JSON in and out, the session cookie sent, the answer checked against the contract, errors in one shape. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const schema = Promise.resolve(typeof options.schema === "function" ? options.schema() : options.schema);
  // A failed request is the error to report, not a schema that then could not load.
  schema.catch(() => undefined);
  const response = await fetch(`/api${path}`, {
    method,
    credentials: "include",
    headers: {
      accept: "application/json",
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
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
