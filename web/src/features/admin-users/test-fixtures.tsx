import type { AdminUser } from "@contract/admin-users";
import type { User } from "@contract/auth";
import Papa from "papaparse";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { AppToaster } from "@/components/app-toaster";
import { SessionUserContext } from "@/lib/session-user";
import { fakeApi, renderWithQuery } from "@/test-api";
import type { UserSummaryReads } from "./api/get-user-summary";

// This feature's component tests talk to the fake /api of `src/test-api.tsx`, so the api/ files
// and their cache updates are exercised too.

export interface Call {
  method: string;
  /** The path under /api, without its query. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Answer = { status: number; body?: unknown } | undefined;

/** The fake /api with the query taken apart; a call the handler does not answer gets 404. */
export function stubApi(handler: (call: Call) => Answer): Call[] {
  const calls: Call[] = [];
  fakeApi(({ method, path, body }) => {
    const url = new URL(path, "http://localhost");
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    return handler(call) ?? { status: 404, body: { message: "Not found" } };
  });
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

/** Renders with a fresh query cache, a router, the signed-in admin and the toaster. */
export function renderWithApi(ui: ReactNode) {
  return renderWithQuery(
    <MemoryRouter>
      <SessionUserContext value={ME}>{ui}</SessionUserContext>
      <AppToaster />
    </MemoryRouter>,
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

/** The rows of each section of a user summary CSV, by its title row. */
export function csvSections(csv: string): Map<string, string[][]> {
  const rows = Papa.parse<string[]>(csv, { skipEmptyLines: false }).data;
  const found = new Map<string, string[][]>();
  let current: string[][] | null = null;
  for (const row of rows) {
    if (row.length === 1 && row[0] === "") current = null;
    else if (!current) found.set(row[0]!, (current = []));
    else current.push(row);
  }
  return found;
}
