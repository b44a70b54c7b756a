import type { FreeSlots } from "@contract/sessions/learner";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { sessionTime } from "../slot-times";
import { COACH_ZONE, LEARNER_ZONE, renderAt, session } from "../test/fixtures";
import ReschedulePage from "./reschedule-page";

vi.mock("../learner-time-zone", () => ({ learnerTimeZone: () => "America/New_York" }));

const free: FreeSlots = {
  coachId: "c1",
  coachName: "Grace",
  coachTimeZone: COACH_ZONE,
  sessionMinutes: 30,
  horizonEndsAt: "2026-04-01T00:00:00.000Z",
  slots: [{ startsAt: "2026-03-05T19:00:00.000Z", endsAt: "2026-03-05T19:30:00.000Z" }],
  nextFrom: null,
};

function render(answer = session()) {
  return renderAt("/sessions/s1/reschedule", "/sessions/:sessionId/reschedule", <ReschedulePage />, (call) => {
    if (call.path === "/sessions/s1") return { body: answer };
    if (call.path.startsWith("/sessions/coaches/c1/slots")) return { body: free };
    if (call.path === "/sessions/s1/reschedule")
      return { body: session({ startsAt: (call.body as { startsAt: string }).startsAt }) };
    return { status: 404, body: { message: "unexpected" } };
  }).calls;
}

describe("Move your session", () => {
  it("picks another free time with the booking's picker and moves the session", async () => {
    const calls = render();
    const start = "2026-03-05T19:00:00.000Z";
    const move = await screen.findByRole("button", { name: "Move the session" });
    expect(move).toHaveProperty("disabled", true);
    fireEvent.click(
      await screen.findByRole("radio", { name: sessionTime(start, { learner: LEARNER_ZONE, coach: COACH_ZONE }) }),
    );
    fireEvent.click(move);
    expect(await screen.findByText("Elsewhere: /sessions/s1")).toBeTruthy();
    const post = calls.find((call) => call.method === "POST")!;
    expect(post.path).toBe("/sessions/s1/reschedule");
    expect(post.body).toEqual({ startsAt: start });
    expect(post.headers["idempotency-key"]).toBeTruthy();
  });

  it("moves nothing within 12 hours of the start", async () => {
    const calls = render(session({ mayReschedule: false }));
    expect(await screen.findByRole("region", { name: "It can no longer be moved" })).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole("radio")).toBeNull();
  });
});
