import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { apiRequest } from "./api-client";

// Any JSON answer (these tests are about the keys, not the contract).
const schema = z.unknown();

function answer(status: number, body: unknown = {}, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

const keysSent = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .map(([, init]) => (init as RequestInit).headers as Record<string, string>)
    .map((h) => h["idempotency-key"]);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("Idempotency-Key per user intent", () => {
  it("reuses the key of a failed call on retry, and takes a new one after a success", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(503, { message: "down" }))
      .mockResolvedValueOnce(answer(201, { id: "p1" }))
      .mockResolvedValueOnce(answer(201, { id: "p2" }));
    vi.stubGlobal("fetch", fetchMock);
    const call = () =>
      apiRequest("/users/u/learning-paths", { method: "POST", body: { title: "A" }, creates: true, schema });
    await expect(call()).rejects.toThrow(/503/);
    await call();
    await call();
    const [first, retry, next] = keysSent(fetchMock);
    expect(first).toEqual(expect.any(String));
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it("waits for the first answer when the same intent is still running", async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(409, { message: "still running" }, { "retry-after": "1" }))
      .mockResolvedValueOnce(answer(201, { id: "p1" }));
    vi.stubGlobal("fetch", fetchMock);
    const pending = apiRequest("/chat-sessions/s/messages", {
      method: "POST",
      body: { content: "Hi" },
      creates: true,
      schema,
    });
    await vi.runAllTimersAsync();
    expect(await pending).toEqual({ id: "p1" });
    const [first, second] = keysSent(fetchMock);
    expect(second).toBe(first);
  });

  it("sends no key on other calls and does not retry a plain 409", async () => {
    const fetchMock = vi.fn().mockImplementation(async () => answer(409, { message: "taken" }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(apiRequest("/register", { method: "POST", body: {}, schema })).rejects.toThrow(/409/);
    await expect(apiRequest("/x", { method: "POST", body: {}, creates: true, schema })).rejects.toThrow(/409/);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(keysSent(fetchMock)[0]).toBeUndefined();
  });
});

describe("a schema that loads with a chunk", () => {
  const stepSchema = z.object({ id: z.string() });

  it("asks at once, and checks the answer once the schema is in", async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { id: "s1", extra: true }));
    vi.stubGlobal("fetch", fetchMock);
    let loaded!: (value: typeof stepSchema) => void;
    const pending = apiRequest("/incubator/step/s1", {
      schema: () => new Promise<typeof stepSchema>((resolve) => (loaded = resolve)),
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    loaded(stepSchema);
    // Parsed by the schema: keys it does not know are dropped.
    expect(await pending).toEqual({ id: "s1" });
  });

  it("rejects an answer the schema refuses", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(answer(200, { id: 7 })));
    await expect(apiRequest("/incubator/step/s1", { schema: async () => stepSchema })).rejects.toThrow();
  });

  it("reports a failed request, not the schema that could not load", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(answer(403, { message: "Closed" })));
    const request = apiRequest("/incubator/step/s1", { schema: () => Promise.reject(new Error("chunk failed")) });
    await expect(request).rejects.toThrow(/403/);
  });

  it("fails when the schema cannot load", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(answer(200, { id: "s1" })));
    const request = apiRequest("/incubator/step/s1", { schema: () => Promise.reject(new Error("chunk failed")) });
    await expect(request).rejects.toThrow("chunk failed");
  });
});
