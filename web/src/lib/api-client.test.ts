import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { apiRequest } from "./api-client";

// Any JSON answer (these tests are about the keys, not the contract).
const schema = z.unknown();

function answer(status: number, body: unknown = {}) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

afterEach(() => vi.unstubAllGlobals());

it("sends the Idempotency-Key it is given, and none otherwise", async () => {
  const fetchMock = vi.fn().mockImplementation(async () => answer(201));
  vi.stubGlobal("fetch", fetchMock);
  await apiRequest("/x", { method: "POST", body: {}, idempotencyKey: "k1", schema });
  await apiRequest("/x", { method: "POST", body: {}, schema });
  const keys = fetchMock.mock.calls.map(
    ([, init]) => ((init as RequestInit).headers as Record<string, string>)["idempotency-key"],
  );
  expect(keys).toEqual(["k1", undefined]);
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
