import type { CheckIn } from "@contract/cohorts/week";

// The check-in dialog's fields as typed, and the request they make (the contract checks it).

export const CHECK_IN_FIELDS = ["revenue", "clients", "leads", "hours", "confidence", "win", "blocker"] as const;
export type CheckInField = (typeof CHECK_IN_FIELDS)[number];
export type CheckInForm = Record<CheckInField, string>;

const NUMBERS = ["revenue", "clients", "leads", "hours", "confidence"] as const;

/** The form for this week: the check-in written so far, or empty fields (confidence in the middle). */
export function formOf(checkIn: CheckIn | null): CheckInForm {
  if (!checkIn) return { revenue: "", clients: "", leads: "", hours: "", confidence: "3", win: "", blocker: "" };
  return {
    ...Object.fromEntries(NUMBERS.map((field) => [field, String(checkIn[field])])),
    win: checkIn.win,
    blocker: checkIn.blocker,
  } as CheckInForm;
}

/** The request the form makes: numbers as numbers (an empty figure is refused as not a number). */
export function requestOf(form: CheckInForm): Record<CheckInField, unknown> {
  const figure = (text: string) => (text.trim() === "" ? undefined : Number(text.replace(",", ".")));
  return {
    ...Object.fromEntries(NUMBERS.map((field) => [field, figure(form[field])])),
    win: form.win,
    blocker: form.blocker,
  } as Record<CheckInField, unknown>;
}
