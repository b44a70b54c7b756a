import type { CoachHours } from "@contract/sessions/coach";
import { describe, expect, it } from "vitest";
import { hoursFormErrors, hoursRequest, hoursValues, newAway, newWindow, type HoursFormValues } from "./hours-form";

const SAVED: NonNullable<CoachHours["hours"]> = {
  timeZone: "Europe/Berlin",
  availability: [
    { weekday: 2, start: "14:00", end: "17:00" },
    { weekday: 4, start: "09:00", end: "24:00" },
  ],
  away: [{ from: "2028-03-20", to: "2028-03-24" }],
  sessionMinutes: 60,
  bufferMinutes: 10,
  meetingLink: "https://meet.example.test/ada",
  horizonDays: 21,
  published: true,
  updatedAt: "2028-03-01T10:00:00.000Z",
};

const draft = (change: Partial<HoursFormValues> = {}): HoursFormValues => ({ ...hoursValues(SAVED, "UTC"), ...change });

describe("the hours form", () => {
  it("starts a coach without hours in the browser's zone, unpublished, with nothing to book", () => {
    const values = hoursValues(null, "America/Chicago");
    expect(values).toMatchObject({ timeZone: "America/Chicago", availability: [], away: [], published: false });
    expect(hoursValues(null, undefined).timeZone).toBe("UTC");
    expect(hoursFormErrors(values)).toEqual({});
  });

  it("sends back what was saved, unchanged", () => {
    const { updatedAt: _saved, ...request } = SAVED;
    expect(hoursRequest(hoursValues(SAVED, "UTC"))).toEqual(request);
  });

  it("trims the meeting link and sends the numbers as numbers", () => {
    const request = hoursRequest(
      draft({ meetingLink: "  https://meet.example.test/x  ", bufferMinutes: "0", horizonDays: "90" }),
    );
    expect(request).toMatchObject({ meetingLink: "https://meet.example.test/x", bufferMinutes: 0, horizonDays: 90 });
  });

  it("names each problem by the path the server would give, with the contract's words", () => {
    const values = draft({
      availability: [...draft().availability, { key: "x", weekday: "3", start: "15:00", end: "15:00" }],
      bufferMinutes: "",
      horizonDays: "0",
      meetingLink: "http://meet.example.test",
      away: [
        { key: "a", from: "2028-03-24", to: "2028-03-20" },
        { key: "b", from: "", to: "" },
      ],
    });
    expect(hoursFormErrors(values)).toEqual({
      "availability.2.end": "A window ends after it starts",
      bufferMinutes: "Give the buffer in whole minutes",
      horizonDays: "Learners book at least 1 day ahead",
      meetingLink: "The meeting link starts with https://",
      "away.0.to": "Away ends on or after it starts",
      "away.1.from": "Pick the first day away",
      "away.1.to": "Pick the last day away",
    });
  });

  it("refuses a buffer past the largest and a horizon past 90 days", () => {
    expect(hoursFormErrors(draft({ bufferMinutes: "61", horizonDays: "91" }))).toEqual({
      bufferMinutes: "The buffer is at most 60 minutes",
      horizonDays: "Learners book at most 90 days ahead",
    });
    expect(hoursFormErrors(draft({ bufferMinutes: "7.5" })).bufferMinutes).toBe("Give the buffer in whole minutes");
  });

  it("adds a window on the day after the last one, Sunday wrapping to Monday, and an away day from today", () => {
    expect(newWindow([])).toMatchObject({ weekday: "1", start: "09:00", end: "12:00" });
    const sunday = { ...newWindow([]), weekday: "7" };
    expect(newWindow([sunday]).weekday).toBe("1");
    expect(newWindow([{ ...sunday, weekday: "2" }]).weekday).toBe("3");
    const away = newAway("2028-05-01");
    expect(away).toMatchObject({ from: "2028-05-01", to: "2028-05-01" });
    expect(away.key).not.toBe(newAway("2028-05-01").key);
  });
});
