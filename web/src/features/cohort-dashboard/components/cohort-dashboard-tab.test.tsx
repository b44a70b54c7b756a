import type { CohortDashboard, RosterRow, WeekFigures } from "@contract/cohorts/dashboard";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Papa from "papaparse";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithQuery } from "@/test-api";
import { CohortDashboardTab } from "./cohort-dashboard-tab";

vi.mock("@/components/notify", () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
const saved = vi.hoisted(() => ({ files: [] as { name: string; text: Promise<string> }[] }));
vi.mock("@/lib/save-file", () => ({
  saveFile: (content: Blob, name: string) => saved.files.push({ name, text: content.text() }),
}));

afterEach(() => {
  saved.files = [];
});

const row = (id: string, fields: Partial<RosterRow> = {}): RosterRow => ({
  id,
  name: `Learner ${id}`,
  email: `${id}@example.test`,
  status: "on_track",
  checkedIn: false,
  coach: { id: "me", name: "Coach Me" },
  mine: true,
  stepsPassed: 3,
  phasesComplete: 1,
  failedAttempts: 0,
  lastWorkedAt: "2026-01-20T10:00:00.000Z",
  ...fields,
});

const week = (number: number, fields: Partial<WeekFigures> = {}): WeekFigures => ({
  week: number,
  expectedSteps: number * 3,
  passedSteps: null,
  checkIns: null,
  checkInRate: null,
  medianRevenue: null,
  medianClients: null,
  ...fields,
});

const cohort = {
  id: "c1",
  name: "Spring Cohort 2026",
  weeks: 3,
  currentWeek: 2,
  memberCount: 3,
  currency: "EUR",
  totalSteps: 9,
};

const series = [
  week(1, { passedSteps: 2.5, checkIns: 2, checkInRate: 0.667, medianRevenue: 150, medianClients: 2 }),
  week(2, { passedSteps: 4, checkIns: 1, checkInRate: 0.333, medianRevenue: 90.5, medianClients: 1 }),
  week(3),
];

function setup() {
  const pages: Record<string, CohortDashboard> = {
    "": {
      cohort,
      rows: [row("a", { checkedIn: true }), row("b", { status: "behind" })],
      nextCursor: "b",
      series,
      reads: 40,
    },
    b: {
      cohort,
      rows: [row("c", { status: "stuck", mine: false, coach: { id: "o", name: "Other Coach" } })],
      nextCursor: null,
      series: null,
      reads: 12,
    },
  };
  const mine: CohortDashboard = { ...pages[""]!, nextCursor: null };
  const calls = fakeApi(({ path }) => {
    const url = new URL(path, "http://localhost");
    if (url.pathname !== "/admin/cohorts/c1/dashboard") return { status: 404, body: { message: "Not found" } };
    if (url.searchParams.get("coach") === "me") return { body: mine };
    return { body: pages[url.searchParams.get("cursor") ?? ""] };
  });
  renderWithQuery(
    <MemoryRouter>
      <CohortDashboardTab cohortId="c1" />
    </MemoryRouter>,
  );
  return { calls, user: userEvent.setup() };
}

const table = (caption: string) => screen.getByRole("table", { name: caption });
const rowTexts = (caption: string) =>
  within(table(caption))
    .getAllByRole("row")
    .map((entry) => [...entry.querySelectorAll("th, td")].map((cell) => cell.textContent));
const ROSTER = "The cohort's learners: status, check-in and coach";

describe("CohortDashboardTab", () => {
  it("lists the learners with their status, check-in, coach and Incubator link, and loads more", async () => {
    const { calls, user } = setup();
    await screen.findByRole("heading", { name: "Learners" });
    expect(screen.getByText(/Week 2 of 3 · 3 learners/)).toBeTruthy();
    expect(rowTexts(ROSTER).slice(1)).toEqual([
      ["Learner a", "On track", "Yes", "Coach Me (you)", "3 of 9"],
      ["Learner b", "Behind", "No", "Coach Me (you)", "3 of 9"],
    ]);
    const link = within(table(ROSTER)).getByRole("link", { name: "Learner a" });
    expect(link.getAttribute("href")).toBe("/admin/users/a/incubator");

    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(rowTexts(ROSTER)).toHaveLength(4));
    expect(rowTexts(ROSTER)[3]).toEqual(["Learner c", "Stuck", "No", "Other Coach", "3 of 9"]);
    expect(calls.map(({ path }) => path)).toEqual([
      "/admin/cohorts/c1/dashboard",
      "/admin/cohorts/c1/dashboard?cursor=b",
    ]);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();

    // "My learners": the caller's list, the switch kept (with its focus) while it loads.
    const toggle = screen.getByRole("checkbox", { name: "My learners only" });
    await user.click(toggle);
    await waitFor(() => expect(calls.at(-1)!.path).toBe("/admin/cohorts/c1/dashboard?coach=me"));
    await waitFor(() => expect(rowTexts(ROSTER)).toHaveLength(3));
    expect(screen.getByRole("checkbox", { name: "My learners only" })).toBe(toggle);
    expect(document.activeElement).toBe(toggle);
  });

  it("draws the three charts, each with its table", async () => {
    setup();
    await screen.findByRole("heading", { name: "Progress" });
    expect(screen.getByRole("img", { name: /by week 2, 6 expected and 4 passed/ })).toBeTruthy();
    expect(screen.getByRole("img", { name: /week 1 67%, week 2 33%/ })).toBeTruthy();
    expect(screen.getByRole("img", { name: /in week 2, €90.50 and 1 clients/ })).toBeTruthy();
    expect(rowTexts("Steps expected and passed by each week").slice(1)).toEqual([
      ["Week 1", "3", "2.5"],
      ["Week 2", "6", "4"],
      ["Week 3", "9", "–"],
    ]);
    expect(rowTexts("Check-ins per week")[1]).toEqual(["Week 1", "2", "67%"]);
    expect(rowTexts("Median revenue and clients per week")[2]).toEqual(["Week 2", "€90.50", "1"]);
  });

  it("downloads the whole roster as a CSV named after the cohort", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(saved.files).toHaveLength(1));
    expect(saved.files[0]!.name).toMatch(/^spring-cohort-2026_roster_\d{4}-\d{2}-\d{2}\.csv$/);
    const parsed = Papa.parse<string[]>(await saved.files[0]!.text).data;
    expect(parsed[0]).toEqual([
      "Name",
      "Email",
      "Status",
      "Checked in this week",
      "Coach",
      "Steps passed",
      "Phases complete",
      "Failed attempts",
      "Last worked",
    ]);
    expect(parsed.slice(1).map(([name, , status]) => [name, status])).toEqual([
      ["Learner a", "On track"],
      ["Learner b", "Behind"],
      ["Learner c", "Stuck"],
    ]);
  });
});
