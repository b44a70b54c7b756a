import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/test-api";
import { z } from "zod/mini";
import { apiRequest } from "./api-client";
import {
  EARLY_ANSWER_TTL_MS,
  dropStartedRequests,
  startLive,
  startRequest,
  takeStartedLive,
  takeStartedRequest,
} from "./early-requests";

afterEach(() => {
  dropStartedRequests();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("started requests", () => {
  it("gives a started GET to the first apiRequest of its path, and only to it", async () => {
    let served = 0;
    const calls = fakeApi(() => ({ body: { served: ++served } }));
    startRequest("/curated-videos");
    expect(await apiRequest("/curated-videos", { schema: z.unknown() })).toEqual({ served: 1 });
    expect(await apiRequest("/curated-videos", { schema: z.unknown() })).toEqual({ served: 2 });
    expect(calls.map((call) => call.path)).toEqual(["/curated-videos", "/curated-videos"]);
  });

  it("starts a path once while it waits, and never hands it to a POST", async () => {
    const calls = fakeApi(() => ({ body: {} }));
    startRequest("/incubator/me/badges");
    startRequest("/incubator/me/badges");
    await apiRequest("/incubator/me/badges", { method: "POST", body: {}, schema: z.unknown() });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "GET /incubator/me/badges",
      "POST /incubator/me/badges",
    ]);
    expect(takeStartedRequest("/incubator/me/badges")).toBeDefined();
  });

  it("drops an answer nobody took in time, and everything at a sign-out", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    fakeApi(() => ({ body: {} }));
    startRequest("/curated-videos");
    vi.setSystemTime(Date.now() + EARLY_ANSWER_TTL_MS);
    expect(takeStartedRequest("/curated-videos")).toBeUndefined();
    // Started again once the old one is too old: a new request, not the old answer.
    const calls = fakeApi(() => ({ body: {} }));
    startRequest("/learning-paths/p1/progress");
    vi.setSystemTime(Date.now() + EARLY_ANSWER_TTL_MS);
    startRequest("/learning-paths/p1/progress");
    expect(calls).toHaveLength(2);
    expect(takeStartedRequest("/learning-paths/p1/progress")).toBeDefined();

    startRequest("/curated-videos");
    startLive("ada", ["profile"]);
    dropStartedRequests();
    expect(takeStartedRequest("/curated-videos")).toBeUndefined();
    expect(takeStartedLive("ada", "profile")).toBeUndefined();
  });
});

describe("started live answers", () => {
  it("answers each named query once from one call, per user and chat session", async () => {
    const calls = fakeApi(({ path }) => ({ body: { results: { profile: null, chatMessages: [], from: path } } }));
    startLive("ada", ["profile", "learningPaths"]);
    startLive("ada", ["chatMessages"], "s1");
    expect(calls.map((call) => call.path)).toEqual([
      "/users/ada/live?names=profile%2ClearningPaths",
      "/users/ada/live?names=chatMessages&chatSessionId=s1",
    ]);
    expect(await takeStartedLive("ada", "profile")).toMatchObject({ profile: null });
    expect(takeStartedLive("ada", "profile")).toBeUndefined();
    expect(takeStartedLive("grace", "learningPaths")).toBeUndefined();
    expect(takeStartedLive("ada", "chatMessages")).toBeUndefined();
    expect(await takeStartedLive("ada", "chatMessages", "s1")).toMatchObject({ chatMessages: [] });
  });

  it("starts the same names once while they wait (the boot script, then the main script)", async () => {
    const calls = fakeApi(() => ({ body: { results: {} } }));
    const first = startLive("ada", ["profile", "learningPaths"]);
    expect(startLive("ada", ["profile", "learningPaths"])).toBe(first);
    // Names the waiting call does not cover, or another user's: a call of their own.
    startLive("ada", ["profile", "activities"]);
    startLive("grace", ["profile", "learningPaths"]);
    expect(calls).toHaveLength(3);
    await takeStartedLive("grace", "profile");
    await takeStartedLive("grace", "learningPaths");
    startLive("grace", ["profile", "learningPaths"]);
    expect(calls).toHaveLength(4);
  });

  it("answers null when the call fails, so the taker asks again", async () => {
    fakeApi(() => ({ status: 503, body: { message: "down" } }));
    startLive("ada", ["profile"]);
    expect(await takeStartedLive("ada", "profile")).toBeNull();
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("offline")));
    startLive("ada", ["profile"]);
    expect(await takeStartedLive("ada", "profile")).toBeNull();
  });
});
