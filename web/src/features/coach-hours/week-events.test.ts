import type { CoachSessionSummary } from "@contract/sessions/coach";
import { describe, expect, it } from "vitest";
import { weekEvents } from "./week-events";

const session = (change: Partial<CoachSessionSummary>): CoachSessionSummary => ({
  id: "s1",
  learnerId: "lena",
  learnerName: "Lena Learner",
  learnerTimeZone: "America/New_York",
  coachId: "ada",
  coachName: "Ada Admin",
  startsAt: "2028-03-27T12:00:00.000Z",
  endsAt: "2028-03-27T12:45:00.000Z",
  status: "booked",
  topic: "Pricing",
  ...change,
});

describe("the coaches' week as events", () => {
  it("marks the caller's sessions and names the coach of the others', each linking to its brief", () => {
    const [own, other] = weekEvents([session({}), session({ id: "s 2", coachId: "bo", coachName: "Bo Coach" })], "ada");
    expect(own).toMatchObject({
      id: "s1",
      title: "Lena Learner",
      start: "2028-03-27T12:00:00.000Z",
      end: "2028-03-27T12:45:00.000Z",
      url: "/admin/sessions/s1",
      color: "var(--color-primary)",
      order: 0,
      own: true,
      className: "",
    });
    expect(other).toMatchObject({
      title: "Lena Learner with Bo Coach",
      url: "/admin/sessions/s%202",
      color: "var(--color-secondary)",
      order: 1,
      own: false,
    });
  });

  it("says when a session is not simply booked, and strikes a cancelled one through", () => {
    const [cancelled, held, missed] = weekEvents(
      [session({ status: "cancelled" }), session({ status: "held" }), session({ status: "no_show", coachId: "bo" })],
      "ada",
    );
    expect(cancelled).toMatchObject({ title: "Lena Learner (cancelled)", className: "coach-week-cancelled" });
    expect(held?.title).toBe("Lena Learner (held)");
    expect(missed?.title).toBe("Lena Learner with Ada Admin (no-show)");
  });
});
