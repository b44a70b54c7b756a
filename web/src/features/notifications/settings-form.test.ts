import { DEFAULT_CATEGORY_SETTINGS, DEFAULT_QUIET_HOURS, type NotificationSettings } from "@contract/email";
import { describe, expect, it } from "vitest";
import { categoryError, formChanged, formFrom, settingsErrors, withCategory, withQuietHours } from "./settings-form";

const saved: NotificationSettings = {
  email: "ada@example.test",
  address: "unverified",
  categories: DEFAULT_CATEGORY_SETTINGS,
  quietHours: DEFAULT_QUIET_HOURS,
  timeZone: "Europe/Berlin",
};

describe("the notifications form", () => {
  it("starts as saved, unchanged", () => {
    expect(formFrom(saved)).toEqual({ categories: DEFAULT_CATEGORY_SETTINGS, quietHours: DEFAULT_QUIET_HOURS });
    expect(formChanged(formFrom(saved), saved)).toBe(false);
  });

  it("changes one category at a time, leaving the others and the saved settings as they were", () => {
    const form = withCategory(formFrom(saved), "weekly_report", { email: false });
    expect(form.categories.weekly_report).toEqual({ email: false, rhythm: "instant" });
    expect(form.categories.reminders).toBe(saved.categories.reminders);
    expect(saved.categories.weekly_report.email).toBe(true);
    expect(formChanged(form, saved)).toBe(true);
    expect(formChanged(withCategory(formFrom(saved), "reminders", { rhythm: "weekly" }), saved)).toBe(true);
  });

  it("is unchanged again once a change is undone", () => {
    const off = withCategory(formFrom(saved), "coaching", { email: false });
    expect(formChanged(withCategory(off, "coaching", { email: true }), saved)).toBe(false);
    const later = withQuietHours(formFrom(saved), { end: "09:00" });
    expect(formChanged(later, saved)).toBe(true);
    expect(formChanged(withQuietHours(later, { end: "08:00" }), saved)).toBe(false);
  });

  it("checks the quiet hours by the contract, keyed by the API's dotted paths", () => {
    expect(settingsErrors(formFrom(saved))).toEqual({});
    expect(settingsErrors(withQuietHours(formFrom(saved), { start: "", end: "08:00" }))).toEqual({
      "quietHours.start": "Use a time like 21:00",
    });
    expect(settingsErrors(withQuietHours(formFrom(saved), { start: "08:00" }))).toEqual({
      "quietHours.end": "Quiet hours must start and end at different times",
    });
  });

  it("finds a category's message under any of its paths", () => {
    expect(categoryError({ "categories.reminders.rhythm": "Pick one" }, "reminders")).toBe("Pick one");
    expect(categoryError({ "categories.reminders": "Invalid" }, "reminders")).toBe("Invalid");
    expect(categoryError({ "categories.reminders": "Invalid" }, "coaching")).toBeUndefined();
  });
});
