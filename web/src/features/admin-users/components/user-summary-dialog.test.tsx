import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Papa from "papaparse";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminUser, renderWithApi, stubApi, type Call } from "../test-api";
import { UserSummaryDialog } from "./user-summary-dialog";

const saved = vi.hoisted(() => ({ files: [] as { name: string; text: Promise<string> }[] }));
vi.mock("@/lib/save-file", () => ({
  saveFile: (content: Blob, name: string) => saved.files.push({ name, text: content.text() }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  saved.files = [];
});

const ada = adminUser("ada", { name: "Ada Lovelace" });
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString();

const READS: Record<string, unknown> = {
  "/users/ada/profile": {
    id: "ada",
    userId: "ada",
    currentLevel: "Beginner",
    goals: ["Land a retainer"],
    strengths: [],
    weaknesses: [],
    preferredLearningStyle: null,
    assessmentCompleted: true,
    metadata: {},
    timeZone: "UTC",
    createdAt: at(100),
  },
  "/users/ada/assessment-summary": [{ category: "SELL", name: "Win the work", level: "Intermediate", score: 56 }],
  "/users/ada/learning-paths": [
    {
      id: "p1",
      userId: "ada",
      title: "Your SHOW & SELL Learning Path",
      description: "",
      skillCategories: ["SHOW", "SELL"],
      totalVideos: 8,
      watchedVideos: 3,
      progressPercentage: 38,
      createdAt: at(90),
    },
  ],
  "/users/ada/additional-videos": [
    { id: "v1", youtubeVideoId: "abcdefghijk", title: "Pricing basics", skillCategory: "SELL", watchedAt: at(30) },
  ],
  "/users/ada/activities": Array.from({ length: 10 }, (_, index) => ({
    id: `a${index}`,
    type: "video_watch",
    title: `Watched video ${index}`,
    description: "",
    skillCategory: null,
    skillCategoryId: null,
    createdAt: at(index + 1),
  })),
  "/admin/audit-log": {
    items: [
      {
        id: "e1",
        actor: { id: "me", username: "admin" },
        action: "user.update",
        target: { type: "user", id: "ada" },
        targetUserId: "ada",
        changes: { name: { before: "Ada", after: "Ada Lovelace" } },
        createdAt: at(2),
      },
    ],
    nextCursor: null,
  },
};

function open(reads: Record<string, unknown> = READS) {
  const calls = stubApi((call) => (call.path in reads ? { status: 200, body: reads[call.path] } : undefined));
  renderWithApi(<UserSummaryDialog user={ada} onClose={() => undefined} />);
  return calls;
}

const section = (name: string) => within(screen.getByRole("region", { name }));

describe("UserSummaryDialog", () => {
  it("shows profile, assessment, paths, additional videos, the first 5 activities and the admin history", async () => {
    const calls = open();
    await screen.findByRole("region", { name: "Profile" });
    expect(section("Profile").getByText("Beginner")).toBeTruthy();
    expect(section("Profile").getByText("Yes")).toBeTruthy();
    expect(section("Profile").getByText("Not set")).toBeTruthy();
    expect(section("Profile").getByText("Land a retainer")).toBeTruthy();
    expect(section("Assessment Summary").getByText("Win the work")).toBeTruthy();
    expect(section("Assessment Summary").getByText("Intermediate · 56% confidence")).toBeTruthy();
    expect(section("Learning Paths").getByText("3/8 videos · 38%")).toBeTruthy();
    expect(section("Additional Watched Videos").getByText("Pricing basics")).toBeTruthy();
    expect(section("Additional Watched Videos").getByText("SELL")).toBeTruthy();
    expect(section("Recent Activities").getAllByRole("listitem")).toHaveLength(5);
    expect(section("Recent Activities").getByText("1 hour ago")).toBeTruthy();
    expect(await section("Admin History").findByText("Account edited")).toBeTruthy();
    expect(section("Admin History").getByText("name: Ada → Ada Lovelace")).toBeTruthy();
    const audit = calls.find((call: Call) => call.path === "/admin/audit-log");
    expect(audit?.query.get("targetUserId")).toBe("ada");
  });

  it("exports the CSV built from what it shows", async () => {
    open();
    await screen.findByRole("region", { name: "Profile" });
    await userEvent.click(screen.getByRole("button", { name: "CSV export" }));
    expect(saved.files).toHaveLength(1);
    const file = saved.files[0]!;
    expect(file.name).toMatch(/^solosensei_user_user_ada_\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = Papa.parse<string[]>(await file.text).data;
    expect(rows.filter((row) => row.length === 1 && row[0]).map((row) => row[0])).toEqual([
      "Profile",
      "Skills",
      "Learning Paths",
      "Additional Videos",
      "Recent Activities",
    ]);
    expect(rows.filter((row) => row[1] === "video_watch")).toHaveLength(10);
  });

  it("shows a user without a profile or any activity", async () => {
    open({
      "/users/ada/assessment-summary": [],
      "/users/ada/learning-paths": [],
      "/users/ada/additional-videos": [],
      "/users/ada/activities": [],
      "/admin/audit-log": { items: [], nextCursor: null },
    });
    expect(await screen.findByText("No profile yet.")).toBeTruthy();
    expect(screen.getByText("No assessment taken yet.")).toBeTruthy();
    expect(screen.getByText("No learning paths yet.")).toBeTruthy();
    expect(screen.getByText("No activity yet.")).toBeTruthy();
    expect(await screen.findByText("No admin changes yet.")).toBeTruthy();
  });
});
