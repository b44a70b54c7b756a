import type { LearnerSessionList } from "@contract/sessions/learner";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderAt, session } from "../test/fixtures";
import MySessionsPage from "./my-sessions-page";

vi.mock("../learner-time-zone", () => ({ learnerTimeZone: () => "America/New_York" }));

const HOUR = 3600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

function list(overrides: Partial<LearnerSessionList> = {}): LearnerSessionList {
  return { upcoming: null, past: [], nextCursor: null, monthlyCap: 2, usedThisMonth: 1, ...overrides };
}

function render(first: LearnerSessionList, more?: LearnerSessionList) {
  return renderAt("/sessions", "/sessions", <MySessionsPage />, (call) => {
    if (call.path === "/sessions") return { body: first };
    if (call.path === "/sessions?cursor=p2" && more) return { body: more };
    if (call.method === "POST" && call.path === "/sessions/s1/cancel")
      return { body: session({ status: "cancelled", cancelledBy: "learner", lateCancellation: true }) };
    return { status: 404, body: { message: "unexpected" } };
  }).calls;
}

describe("My sessions", () => {
  it("shows the upcoming session with its link, topic and the coach's reason for moving it, and the month's count", async () => {
    render(list({ upcoming: session({ startsAt: inHours(48), reason: "I am travelling that day." }) }));
    const card = await screen.findByRole("region", { name: "Your next session" });
    expect(screen.getByText("1 of 2 sessions this month")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "https://meet.example.test/grace" })).toBeTruthy();
    expect(within(card).getByText("Pricing my first offer")).toBeTruthy();
    expect(within(card).getByRole("note").textContent).toBe("Your coach moved this sessionI am travelling that day.");
    expect(within(card).getByRole("link", { name: "Reschedule" }).getAttribute("href")).toBe("/sessions/s1/reschedule");
    expect(within(card).getByRole("link", { name: "Details" }).getAttribute("href")).toBe("/sessions/s1");
  });

  it("warns that a cancellation within 12 hours is recorded as late, and offers no move", async () => {
    const calls = render(list({ upcoming: session({ startsAt: inHours(3), mayReschedule: false }) }));
    const card = await screen.findByRole("region", { name: "Your next session" });
    expect(within(card).queryByRole("link", { name: "Reschedule" })).toBeNull();
    fireEvent.click(within(card).getByRole("button", { name: "Cancel session" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this session?" });
    expect(within(dialog).getByRole("alert").textContent).toContain("recorded as late");
    fireEvent.change(within(dialog).getByLabelText("Reason (optional)"), { target: { value: "Ill" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel the session" }));
    await waitFor(() => expect(calls.some((call) => call.path === "/sessions/s1/cancel")).toBe(true));
    const cancel = calls.find((call) => call.path === "/sessions/s1/cancel")!;
    expect(cancel.body).toEqual({ reason: "Ill" });
    expect(cancel.headers["idempotency-key"]).toBeTruthy();
  });

  it("warns of nothing when there are more than 12 hours to go", async () => {
    render(list({ upcoming: session({ startsAt: inHours(13) }) }));
    fireEvent.click(await screen.findByRole("button", { name: "Cancel session" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this session?" });
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });

  it("offers booking without an upcoming session, unless the month's sessions are used", async () => {
    render(list());
    const empty = await screen.findByRole("region", { name: "No upcoming session" });
    expect(within(empty).getByRole("link", { name: "Book a session with your coach" }).getAttribute("href")).toBe(
      "/sessions/book",
    );
  });

  it("says the month's sessions are used up", async () => {
    render(list({ usedThisMonth: 2 }));
    const empty = await screen.findByRole("region", { name: "No upcoming session" });
    expect(within(empty).queryByRole("link")).toBeNull();
    expect(empty.textContent).toContain("You can book again next month.");
  });

  it("lists the past sessions a page at a time, each linking to its view", async () => {
    const calls = render(
      list({ past: [session({ id: "p1", status: "held" })], nextCursor: "p2" }),
      list({ past: [session({ id: "p0", status: "cancelled", cancelledBy: "coach" })] }),
    );
    const past = await screen.findByRole("region", { name: "Past sessions" });
    fireEvent.click(within(past).getByRole("button", { name: "More sessions" }));
    await waitFor(() => expect(within(past).getAllByRole("link")).toHaveLength(2));
    expect(
      within(past)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/sessions/p1", "/sessions/p0"]);
    expect(within(past).getByText("Held")).toBeTruthy();
    expect(within(past).getByText("Cancelled")).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(["/sessions", "/sessions?cursor=p2"]);
  });
});
