import { apiErrorSchema, type ApiError } from "@contract/errors";
import { z } from "zod";

/**
 * A non-OK response. Its message follows the spec ("{status}: {body text}");
 * `serverMessage` is the API's own `message`, which is what toasts show.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    bodyText: string,
    statusText: string,
    readonly body: ApiError | null,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  get serverMessage(): string | undefined {
    return this.body?.message;
  }
}

interface RequestOptions<T> {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  /** The response's contract schema; `noContentSchema` for a 204. */
  schema: z.ZodType<T>;
  signal?: AbortSignal;
}

/** The answer of an endpoint that answers 204 No Content. */
export const noContentSchema = z.undefined();

/** Every /api call: JSON in and out, the session cookie sent, the answer checked against the contract, errors in one shape. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const response = await fetch(`/api${path}`, {
    method,
    credentials: "include",
    headers:
      options.body === undefined
        ? { accept: "application/json" }
        : { "content-type": "application/json", accept: "application/json" },
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
  return options.schema.parse(response.status === 204 ? undefined : await response.json());
}

/** The server's message for a failed call, or the given fallback (network errors, non-JSON bodies). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback;
}
