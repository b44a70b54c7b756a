import { Timestamp } from "firebase-admin/firestore";
import type { CoachHoursDoc } from "../src/contract/sessions/storage";

/** A coach's published hours for tests: every hour of every day in UTC, hour-long sessions, no buffer. */
export function openHours(coachId: string, overrides: Partial<CoachHoursDoc> = {}): CoachHoursDoc {
  return {
    coachId,
    name: "Test Coach",
    email: `${coachId}@example.test`,
    timeZone: "UTC",
    availability: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "00:00", end: "24:00" })),
    away: [],
    sessionMinutes: 60,
    bufferMinutes: 0,
    meetingLink: "https://meet.example.test/coach",
    horizonDays: 90,
    published: true,
    feedTokenHash: null,
    updatedAt: Timestamp.now(),
    ...overrides,
  };
}
