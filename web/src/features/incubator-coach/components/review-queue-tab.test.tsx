import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { fakeApi } from "@/test-api";
import { learnerIncubator, queueItem, renderAt } from "../test/coach-fixtures";
import IncubatorAdminPage from "@/app/incubator-admin-route";

const OLDEST = queueItem("r1", {
  kind: "dispute",
  score: 55,
  openedAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
});

/** The queue: `total` open items, 2 on the first page and 1 on the next. */
function api(total = 3) {
  return fakeApi(({ path }) => {
    if (path === "/admin/incubator/reviews")
      return total === 0
        ? { body: { items: [], total: 0, nextCursor: null } }
        : { body: { items: [OLDEST, queueItem("r2")], total, nextCursor: "r2" } };
    if (path === "/admin/incubator/reviews?coach=me")
      return { body: { items: [queueItem("r9", { stepTitle: "Your offer" })], total: 1, nextCursor: null } };
    if (path === "/admin/incubator/reviews?cursor=r2")
      return {
        body: { items: [queueItem("r3", { stepTitle: "Your price", stepId: "202" })], total, nextCursor: null },
      };
    if (path === "/admin/users/ada/incubator") return { body: learnerIncubator() };
    if (path.startsWith("/admin/users/ada/incubator/steps/102/attempts"))
      return { body: { items: [], nextCursor: null } };
    return { status: 404, body: { message: "Not found" } };
  });
}

const table = () => within(screen.getByRole("table", { name: "Attempts waiting for a coach" }));

describe("The review queue tab", () => {
  it("says how many attempts wait, lists them oldest first and pages on", async () => {
    const calls = api();
    const user = userEvent.setup();
    const { container } = renderAt("/admin/incubator?tab=reviews", <IncubatorAdminPage />);
    expect(await screen.findByRole("tab", { name: "Review queue (3)", selected: true })).toBeTruthy();
    await screen.findByRole("table", { name: "Attempts waiting for a coach" });
    expect(
      table()
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Learner", "Step", "Kind", "AI score", "Waiting since"]);
    const [first, second] = table().getAllByRole("row").slice(1);
    expect(
      within(first!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Ada Lovelace", "Your ideal client", "Dispute", "55/100", "2 days ago"]);
    expect(within(second!).getByText("Borderline")).toBeTruthy();
    expect(within(second!).getByText("3 hours ago")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await table().findByText("Your price")).toBeTruthy();
    expect(table().getAllByRole("row")).toHaveLength(4);
    expect(calls.filter((call) => call.path.startsWith("/admin/incubator/reviews"))).toHaveLength(2);

    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("links each row to the learner's Incubator at that step and attempt", async () => {
    api();
    const user = userEvent.setup();
    renderAt("/admin/incubator?tab=reviews", <IncubatorAdminPage />);
    await screen.findByRole("table", { name: "Attempts waiting for a coach" });
    const [link] = table().getAllByRole("link", {
      name: /^Review Ada Lovelace's attempt at "Your ideal client", waiting since /,
    });
    expect(link!.getAttribute("href")).toBe("/admin/users/ada/incubator?step=102&attempt=attempt-r1");
    await user.click(link!);
    expect(await screen.findByRole("heading", { level: 1, name: "Ada Lovelace's Incubator" })).toBeTruthy();
    expect(await screen.findByRole("region", { name: "Step 2: Your ideal client" })).toBeTruthy();
  });

  it("says when nothing waits, and counts none on its tab", async () => {
    api(0);
    renderAt("/admin/incubator?tab=reviews", <IncubatorAdminPage />);
    expect(await screen.findByText("Nothing waits for a coach.")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Review queue (0)" })).toBeTruthy();
  });

  it("My learners keeps the items of the admin's own learners, and back", async () => {
    const calls = api();
    const user = userEvent.setup();
    renderAt("/admin/incubator?tab=reviews", <IncubatorAdminPage />);
    await screen.findByRole("table", { name: "Attempts waiting for a coach" });
    await table().findAllByText("Your ideal client");
    await user.click(screen.getByRole("checkbox", { name: "My learners only" }));
    expect(await table().findByText("Your offer")).toBeTruthy();
    expect(table().getAllByRole("row")).toHaveLength(2);
    expect(calls.some((call) => call.path === "/admin/incubator/reviews?coach=me")).toBe(true);
    // The tab still counts every open item.
    expect(screen.getByRole("tab", { name: "Review queue (3)" })).toBeTruthy();
    await user.click(screen.getByRole("checkbox", { name: "My learners only" }));
    expect(await table().findAllByText("Your ideal client")).toBeTruthy();
  });
});
