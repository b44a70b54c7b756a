import type { BookableCoach, FreeSlots } from "@contract/sessions/learner";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ApiCall } from "@/test-api";
import { formatDay, sessionTime } from "../slot-times";
import { COACH_ZONE, LEARNER_ZONE, renderAt, session } from "../test/fixtures";
import BookSessionPage from "./book-session-page";

vi.mock("../learner-time-zone", () => ({ learnerTimeZone: () => "America/New_York" }));

const zones = { learner: LEARNER_ZONE, coach: COACH_ZONE };

const coaches: BookableCoach[] = [
  { coachId: "c2", name: "Bob", timeZone: "America/New_York", sessionMinutes: 45, isYourCoach: false },
  { coachId: "c1", name: "Grace", timeZone: COACH_ZONE, sessionMinutes: 30, isYourCoach: true },
];

const slot = (startsAt: string) => ({ startsAt, endsAt: startsAt.replace(":00:00", ":30:00") });

const week: FreeSlots = {
  coachId: "c1",
  coachName: "Grace",
  coachTimeZone: COACH_ZONE,
  sessionMinutes: 30,
  horizonEndsAt: "2026-04-01T00:00:00.000Z",
  // 14:00 and 15:00 on Tuesday in New York, 10:00 on Wednesday.
  slots: [slot("2026-03-03T19:00:00.000Z"), slot("2026-03-03T20:00:00.000Z"), slot("2026-03-04T15:00:00.000Z")],
  nextFrom: "2026-03-10T05:00:00.000Z",
};

const later: FreeSlots = { ...week, slots: [slot("2026-03-12T14:00:00.000Z")], nextFrom: null };

function render(onPost?: (call: ApiCall) => { status?: number; body?: unknown }, path = "/sessions/book") {
  return renderAt(path, "/sessions/book", <BookSessionPage />, (call) => {
    if (call.path === "/sessions/coaches") return { body: { coaches } };
    if (call.path === "/sessions/coaches/c1/slots?days=7") return { body: week };
    if (call.path.startsWith("/sessions/coaches/c1/slots?days=7&from=2026-03-10")) return { body: later };
    if (call.path.startsWith("/sessions/coaches/c2/slots")) return { body: { ...week, coachId: "c2", slots: [] } };
    if (call.method === "POST" && call.path === "/sessions") return onPost?.(call);
    return { status: 404, body: { message: "unexpected" } };
  }).calls;
}

const time = (iso: string) => screen.getByRole("radio", { name: sessionTime(iso, zones) });

describe("Book a session", () => {
  it("offers the learner's own coach first and their free times by day in the learner's zone, with the coach's", async () => {
    render();
    const picker = await screen.findByRole("group", { name: "Coach" });
    expect(
      within(picker)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")!.textContent),
    ).toEqual(["Grace (your coach) · 30 minutes", "Bob · 45 minutes"]);
    expect(within(picker).getByRole("radio", { name: /Grace/ })).toHaveProperty("checked", true);

    const tuesday = await screen.findByRole("group", { name: formatDay("2026-03-03T19:00:00.000Z", LEARNER_ZONE) });
    expect(within(tuesday).getAllByRole("radio")).toHaveLength(2);
    expect(screen.getByRole("group", { name: formatDay("2026-03-04T15:00:00.000Z", LEARNER_ZONE) })).toBeTruthy();
    // Each time names the coach's clock and zone too.
    expect(time("2026-03-03T19:00:00.000Z").getAttribute("aria-label")).toContain("for your coach, Europe/London");
    expect(screen.getByText(/Times are in your time zone, America\/New_York/)).toBeTruthy();
  });

  it("asks for a time and what to help with, then books with an Idempotency-Key and opens the session", async () => {
    const calls = render((call) => ({ status: 201, body: session({ id: "s9", ...(call.body as object) }) }));
    fireEvent.click(await screen.findByRole("button", { name: "Book this session" }));
    expect(await screen.findByText("Pick one of the free times")).toBeTruthy();
    expect(screen.getByText("Say what you want help with")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    fireEvent.click(time("2026-03-03T20:00:00.000Z"));
    fireEvent.change(screen.getByLabelText("What you want help with"), { target: { value: "My pricing" } });
    fireEvent.click(screen.getByRole("button", { name: "Book this session" }));
    expect(await screen.findByText("Elsewhere: /sessions/s9")).toBeTruthy();
    const post = calls.find((call) => call.method === "POST")!;
    expect(post.body).toEqual({ coachId: "c1", startsAt: "2026-03-03T20:00:00.000Z", topic: "My pricing" });
    expect(post.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows a slot taken meanwhile with the fresh times, and keeps the topic as typed", async () => {
    render(() => ({
      status: 409,
      body: {
        message: "Someone has just booked this slot: pick another one.",
        slots: [slot("2026-03-04T15:00:00.000Z")],
      },
    }));
    fireEvent.click(await screen.findByRole("radio", { name: sessionTime("2026-03-03T19:00:00.000Z", zones) }));
    fireEvent.change(screen.getByLabelText("What you want help with"), { target: { value: "My pricing" } });
    fireEvent.click(screen.getByRole("button", { name: "Book this session" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Someone has just booked this slot: pick another one.");
    expect(screen.getAllByRole("radio", { name: /for your coach/ })).toHaveLength(1);
    expect(time("2026-03-04T15:00:00.000Z")).toHaveProperty("checked", false);
    expect(screen.getByLabelText("What you want help with")).toHaveProperty("value", "My pricing");
  });

  it("pages to later days and back, and says when a coach has no free times", async () => {
    render();
    fireEvent.click(await screen.findByRole("button", { name: "Later days" }));
    await waitFor(() => expect(screen.getAllByRole("radio", { name: /for your coach/ })).toHaveLength(1));
    expect(screen.queryByRole("button", { name: "Later days" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Earlier days" }));
    await waitFor(() => expect(screen.getAllByRole("radio", { name: /for your coach/ })).toHaveLength(3));

    fireEvent.click(screen.getByRole("radio", { name: /Bob/ }));
    expect(await screen.findByText(/No free times on these days/)).toBeTruthy();
  });

  it("says so when there is no coach to book", async () => {
    renderAt("/sessions/book", "/sessions/book", <BookSessionPage />, () => ({ body: { coaches: [] } }));
    expect(await screen.findByRole("region", { name: "No coach to book yet" })).toBeTruthy();
  });
});
