import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { countedIn, countIn, EMPTY_LEDGER, isUpcoming } from "./ledger";

// The learner's limits as the ledger counts them.

const now = new Date("2027-03-15T12:00:00Z");

describe("the session ledger", () => {
  it("counts sessions by the UTC month of their start, never below zero, and drops months past", () => {
    const old = { upcomingSessionId: null, months: { "2027-01": 2, "2027-03": 1 } };
    const added = countedIn(old, new Date("2027-04-01T00:30:00Z"), 1, now);
    expect(added.months).toEqual({ "2027-03": 1, "2027-04": 1 });
    expect(countIn(added, new Date("2027-04-30T23:00:00Z"))).toBe(1);
    expect(countIn(added, new Date("2027-05-01T00:00:00Z"))).toBe(0);
    expect(countedIn(EMPTY_LEDGER, now, -1, now).months).toEqual({ "2027-03": 0 });
  });

  it("holds a session as upcoming while it is booked and not over", () => {
    const session = (status: "booked" | "cancelled" | "held", endsAt: string) => ({
      status,
      endsAt: Timestamp.fromDate(new Date(endsAt)),
    });
    expect(isUpcoming(session("booked", "2027-03-15T12:30:00Z"), now)).toBe(true);
    expect(isUpcoming(session("booked", "2027-03-15T12:00:00Z"), now)).toBe(false);
    expect(isUpcoming(session("cancelled", "2027-03-16T12:00:00Z"), now)).toBe(false);
    expect(isUpcoming(session("held", "2027-03-16T12:00:00Z"), now)).toBe(false);
  });
});
