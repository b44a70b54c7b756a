import { liveQueries } from "@contract/live-queries";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { liveQueryOptions } from "@/lib/live-query";
import { fakeApi } from "@/test-api";
import { liveUser as user } from "@/test-live";
import { chatFirst } from "./loader";

const at = { __timestamp: Date.parse("2026-02-03T04:05:06.000Z") };
const session = (id: string, title: string) => ({
  id,
  data: { userId: "ada", title, preview: null, createdAt: at, updatedAt: at },
});
const pillar = (id: string, progressPercentage: number) => ({
  id,
  data: { pillar: id, skillCategoryId: 1, progressPercentage, updatedAt: at },
});

describe("/chat's loader", () => {
  it("at /chat, bring the newest session's messages with the sessions, in one call", async () => {
    const message = {
      id: "m1",
      data: { userId: "ada", role: "assistant", content: "Welcome back", createdAt: at },
    };
    const calls = fakeApi(() => ({
      body: { results: { chatSessions: [session("s2", "Newest")], chatMessages: [message] }, chatSessionId: "s2" },
    }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    await chatFirst(client, user, {});
    expect(calls.map((call) => call.path)).toEqual(["/users/ada/live?names=chatSessions%2CchatMessages"]);
    expect(client.getQueryData(liveQueries.chatSessions(user).key)).toMatchObject([{ id: "s2", title: "Newest" }]);
    expect(client.getQueryData(liveQueries.chatMessages(user, "s2").key)).toMatchObject([
      { id: "m1", content: "Welcome back" },
    ]);
    // The view then opens that session from the cache: no second call.
    await client.prefetchQuery(liveQueryOptions(liveQueries.chatMessages(user, "s2")));
    expect(calls).toHaveLength(1);
  });

  it("at /chat, ask for the newest session in the same call as the shell's answers", async () => {
    const calls = fakeApi(() => ({
      body: { results: { skillProgress: [pillar("SELL", 70)], chatSessions: [], chatMessages: [] } },
    }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    await Promise.all([
      client.prefetchQuery(liveQueryOptions(liveQueries.skillProgress(user))),
      chatFirst(client, user, {}),
    ]);
    expect(calls.map((call) => call.path)).toEqual([
      "/users/ada/live?names=skillProgress%2CchatSessions%2CchatMessages",
    ]);
    expect(client.getQueryData(liveQueries.skillProgress(user).key)).toMatchObject([{ pillar: "SELL" }]);
    expect(client.getQueryData(liveQueries.chatSessions(user).key)).toEqual([]);
  });
});
