import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminUser, csvSections, renderWithApi, stubApi, summaryReads, type Call } from "../test-fixtures";
import { UserSummaryDialog } from "./user-summary-dialog";

const saved = vi.hoisted(() => ({ files: [] as { name: string; text: Promise<string> }[] }));
vi.mock("@/lib/save-file", () => ({
  saveFile: (content: Blob, name: string) => saved.files.push({ name, text: content.text() }),
}));

afterEach(() => {
  saved.files = [];
});

const ada = adminUser("ada", { name: "Ada Lovelace" });
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString();

const reads = summaryReads("ada");
const READS: Record<string, unknown> = {
  "/users/ada/profile": { ...reads.profile, preferredLearningStyle: null },
  "/users/ada/assessment-summary": reads.skills,
  "/users/ada/learning-paths": reads.learningPaths,
  "/users/ada/additional-videos": reads.additionalVideos,
  "/users/ada/activities": reads.activities,
  "/admin/audit-log": {
    items: [
      {
        id: "e1",
        actor: { id: "me", username: "admin" },
        action: "user.update",
        target: { type: "user", id: "ada" },
        targetUserId: "ada",
        changes: { name: { before: "Ada", after: "Ada Lovelace" } },
        reason: null,
        createdAt: at(2),
      },
      {
        id: "e2",
        actor: { id: "me", username: "admin" },
        action: "incubator_attempt.pass",
        target: { type: "incubator_attempt", id: "a1" },
        targetUserId: "ada",
        changes: { aiPassed: { before: false, after: null } },
        reason: "The evaluator missed the client she named.",
        createdAt: at(3),
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
    expect(section("Profile").getByText("Intermediate")).toBeTruthy();
    expect(section("Profile").getByText("Yes")).toBeTruthy();
    expect(section("Profile").getByText("Not set")).toBeTruthy();
    expect(section("Profile").getByText("Raise my rates, Find two retainer clients")).toBeTruthy();
    expect(section("Assessment Summary").getByText("Win the work")).toBeTruthy();
    expect(section("Assessment Summary").getByText("Beginner · 25% confidence")).toBeTruthy();
    expect(section("Learning Paths").getByText("3/8 videos · 38%")).toBeTruthy();
    expect(section("Additional Watched Videos").getByText("Pricing basics")).toBeTruthy();
    expect(section("Additional Watched Videos").getByText("SELL")).toBeTruthy();
    expect(section("Recent Activities").getAllByRole("listitem")).toHaveLength(5);
    expect(section("Recent Activities").getByText("1 hour ago")).toBeTruthy();
    expect(await section("Admin History").findByText("Account edited")).toBeTruthy();
    const change = section("Admin History")
      .getAllByRole("listitem")
      .find((item) => item.textContent === "name: Ada  Ada Lovelace");
    expect(within(change!).getByRole("img", { name: "to" })).toBeTruthy();
    expect(section("Admin History").getByText("Incubator attempt passed by a coach")).toBeTruthy();
    expect(section("Admin History").getByText("Reason: The evaluator missed the client she named.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Incubator work" }).getAttribute("href")).toBe(
      "/admin/users/ada/incubator",
    );
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
    const csv = csvSections(await file.text);
    expect([...csv.keys()]).toEqual(["Profile", "Skills", "Learning Paths", "Additional Videos", "Recent Activities"]);
    expect(csv.get("Recent Activities")!.filter((row) => row[1] === "video_watch")).toHaveLength(10);
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
