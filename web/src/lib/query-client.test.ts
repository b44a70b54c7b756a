import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { firstAnswer } from "./query-client";

const settled = async (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 0))]);

describe("firstAnswer (a route loader's first answers)", () => {
  it("resolves at once with an answer the cache holds, and fetches it again behind it when stale", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(["profile"], "stored");
    await client.invalidateQueries({ refetchType: "none" });
    let answer: (value: string) => void = () => undefined;
    const queryFn = () => new Promise<string>((resolve) => (answer = resolve));

    expect(await settled(firstAnswer(client, { queryKey: ["profile"], queryFn }))).toBe(true);
    expect(client.getQueryData(["profile"])).toBe("stored");
    answer("fresh");
    await expect.poll(() => client.getQueryData(["profile"])).toBe("fresh");
  });

  it("waits for an answer the cache does not hold", async () => {
    const client = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    const asked = firstAnswer(client, {
      queryKey: ["profile"],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });

    expect(await settled(asked)).toBe(false);
    answer("fresh");
    await asked;
    expect(client.getQueryData(["profile"])).toBe("fresh");
  });

  it("does not fetch a fresh answer again", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(["profile"], "fresh");
    let fetched = 0;
    await firstAnswer(client, { queryKey: ["profile"], queryFn: async () => String(++fetched) });
    expect(fetched).toBe(0);
  });
});
