import { apiErrorSchema, type ApiError } from "@contract/errors";
import type { z } from "zod";

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
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

/** Every /api call: JSON in and out, the session cookie sent, errors in one shape. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
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
  if (response.status === 204) return undefined as T;
  const json: unknown = await response.json();
  return options.schema ? options.schema.parse(json) : (json as T);
}

/** The server's message for a failed call, or the given fallback (network errors, non-JSON bodies). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback;
}
