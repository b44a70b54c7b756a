import { describe, expect, it } from "vitest";
import { csvSections, summaryReads } from "./test-fixtures";
import { userSummaryCsv, userSummaryFileName, type UserSummaryData } from "./user-summary-csv";

const reads = summaryReads("u1");

function summary(overrides: Partial<UserSummaryData> = {}): UserSummaryData {
  return {
    user: { id: "u1", username: "ada", name: "Ada Lovelace", email: "ada@example.test" },
    ...reads,
    ...overrides,
  };
}

describe("userSummaryCsv", () => {
  it("writes the five sections with their headers and rows", async () => {
    const parsed = csvSections(await userSummaryCsv(summary()));
    expect([...parsed.keys()]).toEqual([
      "Profile",
      "Skills",
      "Learning Paths",
      "Additional Videos",
      "Recent Activities",
    ]);
    expect(parsed.get("Profile")).toEqual([
      ["Field", "Value"],
      ["User ID", "u1"],
      ["Username", "ada"],
      ["Name", "Ada Lovelace"],
      ["Email", "ada@example.test"],
      ["Current Level", "Intermediate"],
      ["Assessment Completed", "Yes"],
      ["Preferred Learning Style", "visual"],
      ["Goals", "Raise my rates; Find two retainer clients"],
    ]);
    expect(parsed.get("Skills")).toEqual([
      ["Category", "Name", "Level", "Score (%)"],
      ["SHAPE", "Find your edge", "Advanced", "81"],
      ["SELL", "Win the work", "Beginner", "25"],
    ]);
    expect(parsed.get("Learning Paths")).toEqual([
      ["Title", "Watched Videos", "Total Videos", "Progress (%)"],
      ["Your SHOW & SELL Learning Path", "3", "8", "38"],
    ]);
    expect(parsed.get("Additional Videos")).toEqual([
      ["Title", "Skill Category", "Watched At"],
      ["Pricing basics", "SELL", reads.additionalVideos[0]!.watchedAt],
    ]);
  });

  it("keeps the 10 most recent activities", async () => {
    const activities = csvSections(await userSummaryCsv(summary())).get("Recent Activities")!;
    expect(activities[0]).toEqual(["Date", "Type", "Title"]);
    expect(activities.slice(1).map((row) => row[2])).toEqual(
      Array.from({ length: 10 }, (_, index) => `Activity ${index}`),
    );
  });

  it("leaves profile values blank without a profile, and sections empty without data", async () => {
    const parsed = csvSections(
      await userSummaryCsv(
        summary({ profile: null, skills: [], learningPaths: [], additionalVideos: [], activities: [] }),
      ),
    );
    expect(parsed.get("Profile")).toContainEqual(["Current Level", ""]);
    expect(parsed.get("Skills")).toEqual([["Category", "Name", "Level", "Score (%)"]]);
    expect(parsed.get("Recent Activities")).toEqual([["Date", "Type", "Title"]]);
  });

  it.each(['=HYPERLINK("http://evil.test")', "+1+2", "-2+3", "@SUM(A1)"])(
    "escapes a cell starting like a formula: %s",
    async (name) => {
      const csv = await userSummaryCsv(
        summary({ user: { id: "u1", username: "ada", name, email: "ada@example.test" } }),
      );
      expect(csvSections(csv).get("Profile")).toContainEqual(["Name", `'${name}`]);
    },
  );

  it("quotes commas, quotes and line breaks", async () => {
    const name = 'Ada, "the first"\nprogrammer';
    const csv = await userSummaryCsv(summary({ user: { id: "u1", username: "ada", name, email: "ada@example.test" } }));
    expect(csvSections(csv).get("Profile")).toContainEqual(["Name", name]);
  });
});

describe("userSummaryFileName", () => {
  it("names the file after the username and the local date", () => {
    expect(userSummaryFileName("ada.l", new Date(2026, 0, 5, 23, 30))).toBe("solosensei_user_ada.l_2026-01-05.csv");
  });
});
