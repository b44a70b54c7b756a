import type { ActionItem } from "@contract/sessions/learner";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { actionItemsKey } from "../api/query-keys";
import { renderAt } from "../test/fixtures";
import ActionItemsCard from "./action-items-card";

const item = (id: string, done: boolean): ActionItem => ({
  id,
  sessionId: "s1",
  text: `Item ${id}`,
  done,
  doneAt: done ? "2026-03-04T10:00:00.000Z" : null,
  createdAt: "2026-03-03T20:00:00.000Z",
});

function render(items: ActionItem[]) {
  return renderAt("/", "/", <ActionItemsCard />, (call) => {
    if (call.path === "/users/u1/action-items") return { body: { items, nextCursor: null } };
    if (call.method === "PATCH") return { body: { ...item("a1", (call.body as { done: boolean }).done) } };
    return { status: 404, body: { message: "unexpected" } };
  });
}

describe("Home's action items", () => {
  it("lists the open items, links to My sessions, and keeps an item ticked off in sight", async () => {
    const { calls } = render([item("a1", false), item("a2", true)]);
    const card = await screen.findByRole("region", { name: "Action items" });
    expect(within(card).getAllByRole("checkbox")).toHaveLength(1);
    expect(within(card).getByRole("link", { name: "My sessions" }).getAttribute("href")).toBe("/sessions");
    fireEvent.click(within(card).getByRole("checkbox", { name: "Item a1" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PATCH")).toBe(true));
    await waitFor(() =>
      expect(within(card).getByRole("checkbox", { name: "Item a1" })).toHaveProperty("checked", true),
    );
  });

  it("draws nothing when nothing is open", async () => {
    const { client } = render([item("a2", true)]);
    await waitFor(() => expect(client.getQueryState(actionItemsKey)?.status).toBe("success"));
    expect(screen.queryByRole("region", { name: "Action items" })).toBeNull();
  });
});
