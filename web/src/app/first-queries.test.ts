import type { User } from "@contract/auth";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dropStartedRequests } from "@/lib/early-requests";
import { INITIAL_USER_FILTERS } from "@/features/admin-users/api/admin-user-cache";
import { adminUsersQuery } from "@/features/admin-users/api/list-admin-users";
import { adminPhasesQuery } from "@/features/incubator-admin/api/list-phases";
import { overviewQuery } from "@/features/incubator/api/get-overview";
import { adminStatsQuery } from "@/lib/admin-stats";
import { fakeApi } from "@/test-api";
import { firstAnswers } from "./first-queries";
import { startFirstRequests } from "./first-requests";

const ada: User = {
  id: "ada",
  username: "ada",
  email: "ada@example.com",
  name: "Ada",
  avatar: null,
  role: "admin",
  isActive: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  lastLoginAt: null,
};

afterEach(() => {
  dropStartedRequests();
  vi.unstubAllGlobals();
});

describe("firstAnswers", () => {
  it.each([
    "/",
    "/learn",
    "/learn/paths/p%201",
    "/catalogue",
    "/catalogue/v1",
    "/dashboard",
    "/profile",
    "/chat/s1",
    "/incubator",
    "/admin",
    "/admin/incubator",
  ])("fetches what %s shows first from the answers started for it: nothing goes out again", async (pathname) => {
    const calls = fakeApi(() => ({ body: { results: {} } }));
    startFirstRequests(pathname, ada.id);
    const started = calls.map((call) => call.path);
    const client = new QueryClient();
    await Promise.all(firstAnswers(pathname, ada).map((answer) => answer.prefetch(client)));
    expect(started.length).toBeGreaterThan(1);
    expect(calls.map((call) => call.path)).toEqual(started);
  });

  it("puts each answer where the view's query reads it", async () => {
    fakeApi(({ path }) => ({ body: path === "/curated-videos" ? [] : { recommendations: ["Post weekly"] } }));
    startFirstRequests("/catalogue", ada.id);
    const client = new QueryClient();
    const answers = firstAnswers("/catalogue", ada).filter((answer) => answer.queryKey[0] !== "live");
    await Promise.all(answers.map((answer) => answer.prefetch(client)));
    expect(answers.map((answer) => client.getQueryData(answer.queryKey))).toEqual([
      { recommendations: ["Post weekly"] },
      [],
    ]);
  });

  it("puts the Incubator overview where the roadmap page reads it", async () => {
    const progress = {
      overview: { xp: 25, badges: 0, totalBadges: 6, completedSteps: 1, totalSteps: 24, percent: 4 },
      phaseProgress: [],
    };
    fakeApi(({ path }) => ({
      body: path === "/incubator/me/overview" ? { phases: [], progress, badges: [] } : { results: {} },
    }));
    startFirstRequests("/incubator", ada.id);
    const client = new QueryClient();
    await Promise.all(firstAnswers("/incubator", ada).map((answer) => answer.prefetch(client)));
    expect(client.getQueryData(overviewQuery.queryKey)).toEqual({ phases: [], progress, badges: [] });
  });

  it("puts the admin panel's answers, whose queries load with its views, where those views read them", async () => {
    const stats = {
      totalUsers: 2,
      activeUsers: 2,
      admins: 1,
      totalVideos: 0,
      activeVideos: 0,
      messages: { totalSent: 0, readRate: 0, sentToday: 0, activeRecipients: 2 },
      timeZone: "UTC",
    };
    fakeApi(({ path }) => {
      if (path.startsWith("/admin/stats")) return { body: stats };
      if (path.startsWith("/admin/users")) return { body: { items: [], nextCursor: null } };
      if (path === "/admin/incubator/phases") return { body: [] };
      if (path.endsWith("/recommendations")) return { body: { recommendations: [] } };
      return { body: { results: {} } };
    });
    const client = new QueryClient();
    for (const pathname of ["/admin", "/admin/incubator"]) {
      startFirstRequests(pathname, ada.id);
      const answers = firstAnswers(pathname, ada).filter((answer) => answer.queryKey[0] !== "live");
      await Promise.all(answers.map((answer) => answer.prefetch(client)));
      // Where each answer says it is, so the first render does not wait for it in vain.
      for (const answer of answers) expect(client.getQueryData(answer.queryKey), pathname).toBeDefined();
    }
    expect(client.getQueryData(adminStatsQuery.queryKey)).toEqual(stats);
    expect(client.getQueryData(adminUsersQuery(INITIAL_USER_FILTERS).queryKey)).toEqual({
      pages: [{ items: [], nextCursor: null }],
      pageParams: [null],
    });
    expect(client.getQueryData(adminPhasesQuery.queryKey)).toEqual([]);
  });
});
