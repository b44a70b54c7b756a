import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderAt, session } from "../test/fixtures";
import SessionPage from "./session-page";

vi.mock("../learner-time-zone", () => ({ learnerTimeZone: () => "America/New_York" }));

const item = {
  id: "a1",
  sessionId: "s1",
  text: "Write three prices",
  done: false,
  doneAt: null,
  createdAt: "2026-03-03T20:00:00.000Z",
};

function render(answer = session()) {
  return renderAt("/sessions/s1", "/sessions/:sessionId", <SessionPage />, (call) => {
    if (call.path === "/sessions/s1" && call.method === "GET") return { body: answer };
    if (call.method === "PATCH")
      return { body: { ...item, done: (call.body as { done: boolean }).done, doneAt: "2026-03-04T10:00:00.000Z" } };
    if (call.method === "PUT") return { body: { ...answer, rating: { stars: 4, comment: "" } } };
    return { status: 404, body: { message: "unexpected" } };
  }).calls;
}

describe("A session", () => {
  it("shows the coach's notes and ticks an action item off", async () => {
    const calls = render(session({ status: "held", notes: "Good start on pricing.", actionItems: [item] }));
    const notes = await screen.findByRole("region", { name: "Your coach's notes" });
    expect(notes.textContent).toContain("Good start on pricing.");
    const items = screen.getByRole("region", { name: "Action items" });
    fireEvent.click(within(items).getByRole("checkbox", { name: "Write three prices" }));
    await waitFor(() =>
      expect(within(items).getByRole("checkbox", { name: "Write three prices" })).toHaveProperty("checked", true),
    );
    const patch = calls.find((call) => call.method === "PATCH")!;
    expect(patch.path).toBe("/users/u1/action-items/a1");
    expect(patch.body).toEqual({ done: true });
  });

  it("rates a held session with stars as radio buttons, asking for a rating first", async () => {
    const calls = render(session({ status: "held" }));
    const form = await screen.findByRole("region", { name: "Rate the session" });
    expect(
      within(form)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("aria-label")),
    ).toEqual(["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]);
    fireEvent.click(within(form).getByRole("button", { name: "Send rating" }));
    expect(await within(form).findByText("Rate from 1 to 5")).toBeTruthy();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);

    fireEvent.click(within(form).getByRole("radio", { name: "4 stars" }));
    fireEvent.click(within(form).getByRole("button", { name: "Send rating" }));
    expect(await within(form).findByRole("button", { name: "Update rating" })).toBeTruthy();
    const put = calls.find((call) => call.method === "PUT")!;
    expect(put.path).toBe("/sessions/s1/rating");
    expect(put.body).toEqual({ stars: 4 });
  });

  it("offers no rating before the session is held, nor notes the coach has not shared", async () => {
    render(session({ startsAt: new Date(Date.now() + 48 * 3600_000).toISOString() }));
    await screen.findByRole("region", { name: "The session" });
    expect(screen.queryByRole("region", { name: "Rate the session" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Your coach's notes" })).toBeNull();
    expect(screen.getByRole("link", { name: "Reschedule" })).toBeTruthy();
  });

  it("says who cancelled and why", async () => {
    render(session({ status: "cancelled", cancelledBy: "coach", reason: "I am ill, sorry." }));
    const note = await screen.findByRole("note");
    expect(note.textContent).toBe("Cancelled by your coachI am ill, sorry.");
    expect(screen.queryByRole("button", { name: "Cancel session" })).toBeNull();
  });
});
