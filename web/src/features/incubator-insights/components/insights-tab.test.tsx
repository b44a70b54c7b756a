import type { IncubatorInsights, StuckPage } from "@contract/incubator/insights";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Papa from "papaparse";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithQuery } from "@/test-api";
import { insightsFixture, quietInsightsFixture, stuckLearner } from "../insights-test-fixtures";
import InsightsTab from "./insights-tab";
import { STEP_FIGURE_NAMES } from "../insights-figures";

vi.mock("@/components/notify", () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
const saved = vi.hoisted(() => ({ files: [] as { name: string; text: Promise<string> }[] }));
vi.mock("@/lib/save-file", () => ({
  saveFile: (content: Blob, name: string) => saved.files.push({ name, text: content.text() }),
}));

afterEach(() => {
  saved.files = [];
});

/** Stuck pages by kind and cursor ("" for the first). */
type StuckPages = Record<string, Record<string, StuckPage>>;

function setup(insights: IncubatorInsights, stuck: StuckPages = {}) {
  const calls = fakeApi(({ path }) => {
    const url = new URL(path, "http://localhost");
    if (url.pathname === "/admin/incubator/insights") return { body: insights };
    if (url.pathname === "/admin/incubator/insights/stuck") {
      const kind = url.searchParams.get("kind") ?? "failing";
      return { body: stuck[kind]?.[url.searchParams.get("cursor") ?? ""] ?? { items: [], nextCursor: null } };
    }
    return { status: 404, body: { message: "Not found" } };
  });
  renderWithQuery(
    <MemoryRouter>
      <InsightsTab />
    </MemoryRouter>,
  );
  return { calls, user: userEvent.setup() };
}

/** The desktop table named by its caption (the kit's Table also lists each row as a card for phones). */
const table = (caption: string) => screen.getByRole("table", { name: caption });
const rowTexts = (caption: string) =>
  within(table(caption))
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

describe("InsightsTab", () => {
  it("shows the totals, each phase's steps, the days and the gate's reasons as charts and tables", async () => {
    setup(insightsFixture());
    expect(await screen.findByRole("heading", { name: "Steps" })).toBeTruthy();
    const totals = within(screen.getByLabelText("Totals of the last 30 days"));
    expect(totals.getByText("Evaluations").nextElementSibling?.textContent).toBe("20");
    expect(totals.getByText("Verdicts coaches changed").nextElementSibling?.textContent).toBe("10%");
    expect(totals.getByText("2 of 20 evaluations")).toBeTruthy();

    expect(
      screen.getByRole("img", { name: /^Discover, learners who reached.*12 learners reached step 1/ }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(rowTexts("Discover: each step's learners and results")).toEqual([
        ["Step", ...STEP_FIGURE_NAMES],
        ["1. Your client", "12", "10", "8", "2", "74.5", "Names who the client is (4)"],
        ["2. Their problem", "8", "5", "2", "3", "61", "–"],
      ]),
    );
    expect(rowTexts("Shape: each step's learners and results")[1]).toEqual([
      "1. =Your offer",
      "2",
      "0",
      "0",
      "–",
      "–",
      "–",
    ]);

    expect(screen.getByRole("img", { name: /^Last 30 days, per day: 20 evaluations/ })).toBeTruthy();
    await waitFor(() => expect(rowTexts("Evaluations, gate stops and coach changes per day")).toHaveLength(31));
    const days = rowTexts("Evaluations, gate stops and coach changes per day");
    expect(days[1]).toEqual(["Nov 28, 2026", "5", "0", "1"]);
    expect(days[3]).toEqual(["Nov 26, 2026", "0", "0", "0"]);

    expect(
      screen.getByRole("img", { name: /by reason: Lorem ipsum 3, Empty answer 1, Reason not recorded 1\.$/ }),
    ).toBeTruthy();
    expect(rowTexts("Answers the gate stopped, by reason")).toEqual([
      ["Reason", "Answers stopped"],
      ["Lorem ipsum", "3"],
      ["Empty answer", "1"],
      ["Reason not recorded", "1"],
    ]);
  });

  it("downloads the steps and the daily figures as CSV", async () => {
    const { user } = setup(insightsFixture());
    await user.click(await screen.findByRole("button", { name: "Steps CSV" }));
    await user.click(screen.getByRole("button", { name: "Daily CSV" }));
    await waitFor(() => expect(saved.files).toHaveLength(2));
    const [steps, daily] = saved.files;
    expect(steps!.name).toMatch(/^solosensei_incubator_steps_\d{4}-\d{2}-\d{2}\.csv$/);
    const stepRows = Papa.parse<string[]>(await steps!.text).data;
    expect(stepRows).toHaveLength(4);
    expect(stepRows[1]).toEqual([
      "Discover",
      "1",
      "Your client",
      "12",
      "10",
      "8",
      "2",
      "74.5",
      "Names who the client is",
      "4",
    ]);
    expect(daily!.name).toMatch(/^solosensei_incubator_daily_\d{4}-\d{2}-\d{2}\.csv$/);
    const dailyRows = Papa.parse<string[]>(await daily!.text).data;
    expect(dailyRows[0]?.slice(0, 4)).toEqual(["Day", "Evaluations", "Gate stops", "Coach changes"]);
    expect(dailyRows).toHaveLength(31);
  });

  it("lists stuck learners a page at a time, each linked to their Incubator, failing or idle", async () => {
    const { calls, user } = setup(insightsFixture(), {
      failing: {
        "": { items: [stuckLearner("u1", "failing", { failedAttempts: 4 })], nextCursor: "c1" },
        c1: { items: [stuckLearner("u2", "failing")], nextCursor: null },
      },
      idle: { "": { items: [stuckLearner("u3", "idle", { stepTitle: "Your client" })], nextCursor: null } },
    });
    const list = await screen.findByRole("list", { name: "Learners stuck: 3+ failed attempts" });
    const first = within(list).getByRole("link", { name: "Learner u1" });
    expect(first.getAttribute("href")).toBe("/admin/users/u1/incubator");
    expect(within(list).getByText("4 failed attempts")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await within(list).findByRole("link", { name: "Learner u2" })).toBeTruthy();
    expect(within(list).getAllByRole("link")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    const stuckCalls = calls.filter((call) => call.path.startsWith("/admin/incubator/insights/stuck"));
    expect(stuckCalls.map((call) => call.path)).toEqual([
      "/admin/incubator/insights/stuck?kind=failing",
      "/admin/incubator/insights/stuck?kind=failing&cursor=c1",
    ]);

    await user.click(screen.getByRole("radio", { name: "No attempt in 14 days" }));
    const idle = await screen.findByRole("list", { name: "Learners stuck: No attempt in 14 days" });
    expect(within(idle).getByRole("link", { name: "Learner u3" }).getAttribute("href")).toBe(
      "/admin/users/u3/incubator",
    );
    expect(within(idle).getByText(/^No attempt since it opened on Nov 1, 2026$/)).toBeTruthy();
    expect(screen.getByText("3 step openings came before their date was kept and never count as idle.")).toBeTruthy();
  });

  it("says there are no evaluations yet rather than drawing empty charts", async () => {
    setup(quietInsightsFixture());
    expect(await screen.findByRole("heading", { name: "No evaluations yet" })).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("button", { name: "Steps CSV" })).toBeNull();
    expect(await screen.findByText("No learner has failed a step 3 times or more.")).toBeTruthy();
  });
});
