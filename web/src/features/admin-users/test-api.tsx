import type { AdminUser } from "@contract/admin-users";
import type { User } from "@contract/auth";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Toaster } from "react-hot-toast";
import { vi } from "vitest";
import { SessionUserContext } from "@/lib/session-user";
import type { UserSummaryReads } from "./api/get-user-summary";

// The component tests of this feature talk to a stubbed `fetch`, so the api/ files and their cache
// updates are exercised too.

// The machine running the tests may be busy: a first render can take more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Answer = { status: number; body?: unknown } | undefined;

/** Stubs `fetch` with a handler per call (`undefined`: 404); answers the calls made. */
export function stubApi(handler: (call: Call) => Answer): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, "http://localhost");
      const call = {
        method: init.method ?? "GET",
        path: url.pathname.replace(/^\/api/, ""),
        query: url.searchParams,
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const answer = handler(call) ?? { status: 404, body: { message: "Not found" } };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

export const ME = { id: "me", username: "admin", role: "admin" } as User;

export function adminUser(id: string, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    username: `user_${id}`,
    email: `${id}@example.test`,
    name: `Name ${id}`,
    role: "user",
    isActive: true,
    createdAt: "2026-11-01T10:00:00.000Z",
    lastLoginAt: null,
    ...overrides,
  };
}

/** Renders with a fresh query cache, the signed-in admin and the toaster. */
export function renderWithApi(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionUserContext value={ME}>{ui}</SessionUserContext>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** A learner's summary reads: times count back from `now` in hours; 12 activities, newest first. */
export function summaryReads(userId: string, now = Date.now()): UserSummaryReads {
  const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();
  return {
    profile: {
      id: userId,
      userId,
      currentLevel: "Intermediate",
      goals: ["Raise my rates", "Find two retainer clients"],
      strengths: [],
      weaknesses: [],
      preferredLearningStyle: "visual",
      assessmentCompleted: true,
      metadata: {},
      timeZone: "UTC",
      createdAt: hoursAgo(100),
    },
    skills: [
      { category: "SHAPE", name: "Find your edge", level: "Advanced", score: 81 },
      { category: "SELL", name: "Win the work", level: "Beginner", score: 25 },
    ],
    learningPaths: [
      {
        id: "p1",
        userId,
        title: "Your SHOW & SELL Learning Path",
        description: "",
        skillCategories: ["SHOW", "SELL"],
        totalVideos: 8,
        watchedVideos: 3,
        progressPercentage: 38,
        createdAt: hoursAgo(90),
      },
    ],
    additionalVideos: [
      {
        id: "v1",
        youtubeVideoId: "abcdefghijk",
        title: "Pricing basics",
        skillCategory: "SELL",
        watchedAt: hoursAgo(30),
      },
    ],
    activities: Array.from({ length: 12 }, (_, index) => ({
      id: `a${index}`,
      type: "video_watch" as const,
      title: `Activity ${index}`,
      description: "",
      skillCategory: null,
      skillCategoryId: null,
      createdAt: hoursAgo(index + 1),
    })),
  };
}
