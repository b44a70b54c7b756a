import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { defineRoute } from "./define-route";

describe("defineRoute", () => {
  it("refuses owner access on a route with no user in its path", () => {
    expect(() =>
      defineRoute({ method: "get", path: "/learning-paths/:id", access: "owner", handler: async () => null }),
    ).toThrow(/need a \/users\/:id segment/);
    expect(() =>
      defineRoute({
        method: "get",
        path: "/users/:userId/messages",
        access: "ownerOrAdmin",
        handler: async () => null,
      }),
    ).not.toThrow();
  });
});

describe("defineRoute's response check", () => {
  // The registered express handler, called with just enough of a request and response.
  async function answer(body: unknown) {
    let handler: ((req: unknown, res: unknown, next: (error?: unknown) => void) => Promise<void>) | undefined;
    const route = defineRoute({
      method: "get",
      path: "/drift",
      access: "public",
      response: z.object({ ok: z.literal(true) }),
      handler: async () => body,
    });
    route({ get: (_path: string, registered: typeof handler) => (handler = registered) } as never);
    const sent: { status?: number; body?: unknown; error?: unknown } = {};
    const res = {
      status: (status: number) => ((sent.status = status), res),
      json: (json: unknown) => (sent.body = json),
    };
    await handler!({ params: {}, query: {}, headers: {} }, res, (error) => (sent.error = error));
    return sent;
  }

  it("tells its method, path and response schema", () => {
    const response = z.object({ ok: z.literal(true) });
    const route = defineRoute({ method: "get", path: "/x", access: "public", response, handler: async () => null });
    expect([route.method, route.path, route.response]).toEqual(["get", "/x", response]);
  });

  it("sends a body that keeps the contract", async () => {
    expect(await answer({ ok: true })).toEqual({ status: 200, body: { ok: true } });
  });

  it("fails loudly on the emulator when the body drifts from the contract", async () => {
    const previous = process.env.FUNCTIONS_EMULATOR;
    process.env.FUNCTIONS_EMULATOR = "true";
    try {
      const sent = await answer({ ok: true, leaked: "x" });
      expect(sent.body).toBeUndefined();
      expect(String(sent.error)).toMatch(/GET \/drift answered outside its contract: leaked: not in the contract/);
    } finally {
      if (previous === undefined) delete process.env.FUNCTIONS_EMULATOR;
      else process.env.FUNCTIONS_EMULATOR = previous;
    }
  });
});
