import { describe, expect, it } from "vitest";
import {
  addDays,
  cohortFormErrors,
  cohortRequest,
  formatPlainDate,
  isMondayDate,
  newCohortValues,
  nextMonday,
  weekDeadlineDate,
  weeksOf,
} from "./cohort-form";

describe("the cohort form", () => {
  it("knows Mondays, real dates only", () => {
    expect(isMondayDate("2027-03-01")).toBe(true);
    expect(isMondayDate("2027-03-02")).toBe(false);
    expect(isMondayDate("2027-02-29")).toBe(false);
    expect(isMondayDate("March 1")).toBe(false);
  });

  it("counts days across months, years and daylight saving changes alike", () => {
    expect(addDays("2027-02-22", 7)).toBe("2027-03-01");
    expect(addDays("2026-12-28", 7)).toBe("2027-01-04");
    // Europe and the US change their clocks in March: a calendar day is still a day.
    expect(addDays("2027-03-08", 7)).toBe("2027-03-15");
    expect(weekDeadlineDate("2027-03-01", 1)).toBe("2027-03-07");
    expect(weekDeadlineDate("2027-03-01", 12)).toBe("2027-05-23");
    expect(formatPlainDate("2027-03-07")).toBe("Sun, 7 Mar 2027");
  });

  it("suggests the next Monday, never today", () => {
    expect(nextMonday(new Date(2027, 2, 1))).toBe("2027-03-08");
    expect(nextMonday(new Date(2027, 2, 3))).toBe("2027-03-08");
    expect(nextMonday(new Date(2027, 2, 7))).toBe("2027-03-08");
  });

  it("names each problem as the server does, and builds the request of a valid form", () => {
    const values = { ...newCohortValues(new Date(2027, 2, 3)), name: " Spring " };
    expect(cohortFormErrors(values, null)).toEqual({});
    expect(cohortRequest(values, { DISCOVER: 3 })).toMatchObject({
      name: "Spring",
      startDate: "2027-03-08",
      weeks: 12,
      checkInWeekday: 5,
      schedule: { DISCOVER: 3 },
    });
    expect(
      cohortFormErrors({ ...values, name: "", startDate: "2027-03-09", weeks: "53", currency: "usd" }, { DISCOVER: 3 }),
    ).toEqual({
      name: "Give the cohort a name",
      startDate: "A cohort starts on a Monday",
      weeks: "Give a length from 1 to 52 weeks",
      currency: "Currency must be a three-letter code such as USD",
    });
    expect(cohortFormErrors({ ...values, weeks: "4" }, { DISCOVER: 2, SHAPE: 5 }).schedule).toMatch(
      /after the cohort's last week/,
    );
    expect(weeksOf({ weeks: "2.5" })).toBeNull();
  });
});
