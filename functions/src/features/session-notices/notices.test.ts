import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { sessionDoc } from "../../../test/session-docs";
import { changeOf, noticeId, sessionTime } from "./notices";

// Which write is which notice, and the times each person reads (pure: no emulator).

const booked = sessionDoc(new Date("2031-03-04T15:00:00Z"));

describe("a session's change", () => {
  it("is a booking, a move (the sequence rose) or a cancellation, and nothing else", () => {
    expect(changeOf(null, booked)).toBe("booked");
    expect(changeOf(booked, { ...booked, sequence: 1 })).toBe("moved");
    expect(changeOf(booked, { ...booked, status: "cancelled", sequence: 1 })).toBe("cancelled");
    expect(changeOf({ ...booked, status: "cancelled" }, { ...booked, status: "cancelled" })).toBeNull();
    expect(changeOf(booked, { ...booked, reminderSentAt: Timestamp.now() })).toBeNull();
    expect(changeOf(booked, { ...booked, status: "held" })).toBeNull();
    expect(changeOf(booked, null)).toBeNull();
    expect(changeOf(null, { ...booked, status: "cancelled" })).toBeNull();
  });

  it("has one id per session, version, notice and person", () => {
    expect(noticeId("s1", 2, "moved", "coach")).toBe("session-s1-2-moved-coach");
    expect(noticeId("s1", 1, "moved", "coach")).not.toBe(noticeId("s1", 2, "moved", "coach"));
  });

  it("reads in each person's zone, across a daylight-saving change", () => {
    const start = new Date("2031-03-10T15:00:00Z"); // New York is on summer time, Berlin not yet
    const end = new Date("2031-03-10T16:00:00Z");
    expect(sessionTime(start, end, "America/New_York")).toBe("Monday 10 March 2031, 11:00-12:00 (America/New_York)");
    expect(sessionTime(start, end, "Europe/Berlin")).toBe("Monday 10 March 2031, 16:00-17:00 (Europe/Berlin)");
  });
});
