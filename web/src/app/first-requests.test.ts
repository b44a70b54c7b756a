import { afterEach, describe, expect, it, vi } from "vitest";
import { dropStartedRequests, takeStartedLive } from "@/lib/early-requests";
import { fakeApi } from "@/test-api";
import { startFirstRequests } from "./first-requests";

const shellLive = "profile%2CinboxMessages%2Cbroadcasts%2CbroadcastStates";

afterEach(() => {
  dropStartedRequests();
  vi.unstubAllGlobals();
});

describe("startFirstRequests", () => {
  it.each([
    ["/", [`/users/ada/live?names=${shellLive}%2CskillProgress%2ClearningPaths`]],
    ["/learn", [`/users/ada/live?names=${shellLive}%2ClearningPaths`]],
    ["/learn/paths/p%201", [`/users/ada/live?names=${shellLive}`, "/learning-paths/p%201/progress"]],
    ["/catalogue/v1", [`/users/ada/live?names=${shellLive}`, "/curated-videos"]],
    ["/dashboard", [`/users/ada/live?names=${shellLive}%2ClearningPaths%2ClearningSummary%2Cactivities`]],
    ["/profile", [`/users/ada/live?names=${shellLive}`]],
    ["/incubator", [`/users/ada/live?names=${shellLive}`, "/incubator/me/overview"]],
    ["/incubator/phase/DISCOVER", [`/users/ada/live?names=${shellLive}`]],
    ["/admin/incubator", [`/users/ada/live?names=${shellLive}`, "/admin/incubator/phases"]],
    ["/%E0%A4%A", []],
  ])("starts what %s shows first, beside the shell's own", (pathname, own) => {
    const calls = fakeApi(() => ({ body: { results: {} } }));
    startFirstRequests(pathname, "ada");
    const recommendations = own.length ? ["/users/ada/recommendations"] : [];
    expect(calls.map((call) => call.path).sort()).toEqual([...own, ...recommendations].sort());
  });

  it("asks for the admin panel's figures in the browser's time zone, and its first user page", () => {
    const calls = fakeApi(() => ({ body: { results: {} } }));
    startFirstRequests("/admin", "ada");
    expect(calls.map((call) => call.path)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/admin\/stats(\?timeZone=.+)?$/), "/admin/users?sort=created"]),
    );
  });

  it("asks for the addressed conversation's messages at once", () => {
    const calls = fakeApi(() => ({ body: { results: {} } }));
    startFirstRequests("/chat/s1", "ada");
    expect(calls.map((call) => call.path)).toContain("/users/ada/live?names=chatMessages&chatSessionId=s1");
  });

  it("at /chat, asks for the most recent session's messages in the same call, kept under its id", async () => {
    const calls = fakeApi(() => ({
      body: { results: { chatSessions: [{ id: "newest" }], chatMessages: [{ id: "m1" }] }, chatSessionId: "newest" },
    }));
    startFirstRequests("/chat", "ada");
    // Started again (by app/start.ts after the boot script): still one call.
    startFirstRequests("/chat", "ada");
    expect(calls.map((call) => call.path)).toContain(
      `/users/ada/live?names=${shellLive}%2CchatSessions%2CchatMessages`,
    );
    await takeStartedLive("ada", "chatSessions");
    expect(await takeStartedLive("ada", "chatMessages", "newest")).toMatchObject({ chatMessages: [{ id: "m1" }] });
    expect(takeStartedLive("ada", "chatMessages")).toBeUndefined();
    expect(calls).toHaveLength(2);
  });
});
