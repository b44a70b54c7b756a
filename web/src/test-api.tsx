// Component tests against a fake /api: a real QueryClient, and fetch answering from a handler.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { vi } from "vitest";

export interface ApiCall {
  method: string;
  /** The path under /api, with its query. */
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export interface ApiAnswer {
  status?: number;
  body?: unknown;
}

/** Stubs fetch: every call is recorded and answered by `handler` (200 `{}` when it answers nothing). */
export function fakeApi(handler: (call: ApiCall) => ApiAnswer | undefined | Promise<ApiAnswer | undefined>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call: ApiCall = {
        method: init.method ?? "GET",
        path: url.replace(/^\/api/, ""),
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
        headers: (init.headers ?? {}) as Record<string, string>,
      };
      calls.push(call);
      const answer = (await handler(call)) ?? {};
      const status = answer.status ?? 200;
      return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
        status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

/**
 * Renders with a fresh QueryClient that does not retry (a failure shows at once). `strict` renders
 * in StrictMode at the root, as main.tsx does: effects run twice on mount (a nested StrictMode does not).
 */
export function renderWithQuery(ui: ReactElement, { strict = false } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return {
    client,
    ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, { reactStrictMode: strict }),
  };
}
