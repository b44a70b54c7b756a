import { WEEKDAY_NAMES } from "@contract/cohorts/common";
import { SESSION_LIMITS } from "@contract/sessions/common";
import { coachHoursRequestSchema, type CoachHours, type CoachHoursRequest } from "@contract/sessions/coach";

// The "My hours" form's values and checks. Its fields are what the inputs hold (strings); the
// request is checked by the contract's own schema, so the messages are the server's.

export interface WindowRow {
  /** A row's React key: rows are added and removed in any order. */
  key: string;
  weekday: string;
  start: string;
  end: string;
}

export interface AwayRow {
  key: string;
  from: string;
  to: string;
}

export interface HoursFormValues {
  timeZone: string;
  availability: WindowRow[];
  away: AwayRow[];
  sessionMinutes: string;
  bufferMinutes: string;
  meetingLink: string;
  horizonDays: string;
  published: boolean;
}

/** By field, as the server's `errors[].path` names them ("availability.0.end"). */
export type HoursFormErrors = Partial<Record<string, string>>;

let rowCount = 0;
const rowKey = () => `row-${++rowCount}`;

const hour = (value: number) => `${String(value).padStart(2, "0")}:00`;
/** A window starts on the hour from 00:00 to 23:00 and ends from 01:00 to 24:00. */
export const startHours = Array.from({ length: 24 }, (_, index) => hour(index));
export const endHours = Array.from({ length: 24 }, (_, index) => hour(index + 1));

export const weekdayOptions = WEEKDAY_NAMES.map((name, index) => ({ value: String(index + 1), label: name }));
export const lengthOptions = SESSION_LIMITS.lengths.map((minutes) => ({
  value: String(minutes),
  label: `${minutes} minutes`,
}));

/** A new window: the weekday after the last row's (Monday first), 09:00-12:00. */
export function newWindow(rows: readonly WindowRow[]): WindowRow {
  const last = rows.at(-1);
  const weekday = last ? (Number(last.weekday) % 7) + 1 : 1;
  return { key: rowKey(), weekday: String(weekday), start: "09:00", end: "12:00" };
}

/** A new away range: from `today` (YYYY-MM-DD in the coach's zone) to the same day. */
export const newAway = (today: string): AwayRow => ({ key: rowKey(), from: today, to: today });

/** The form as the saved hours have it, or a first draft in the browser's zone. */
export function hoursValues(hours: CoachHours["hours"], browserZone: string | undefined): HoursFormValues {
  if (!hours)
    return {
      timeZone: browserZone ?? "UTC",
      availability: [],
      away: [],
      sessionMinutes: "45",
      bufferMinutes: "15",
      meetingLink: "",
      horizonDays: "30",
      published: false,
    };
  return {
    timeZone: hours.timeZone,
    availability: hours.availability.map((window) => ({ key: rowKey(), ...window, weekday: String(window.weekday) })),
    away: hours.away.map((range) => ({ key: rowKey(), ...range })),
    sessionMinutes: String(hours.sessionMinutes),
    bufferMinutes: String(hours.bufferMinutes),
    meetingLink: hours.meetingLink,
    horizonDays: String(hours.horizonDays),
    published: hours.published,
  };
}

/** A typed number, or NaN for an empty or half-typed field (the schema then names the field). */
const wholeNumber = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));

/** What the form sends: the rows in the form's order, so the server's `availability.2.end` is the third row. */
export function hoursRequest(values: HoursFormValues): CoachHoursRequest {
  return {
    timeZone: values.timeZone,
    availability: values.availability.map(({ weekday, start, end }) => ({ weekday: Number(weekday), start, end })),
    away: values.away.map(({ from, to }) => ({ from, to })),
    sessionMinutes: Number(values.sessionMinutes) as CoachHoursRequest["sessionMinutes"],
    bufferMinutes: wholeNumber(values.bufferMinutes),
    meetingLink: values.meetingLink.trim(),
    horizonDays: wholeNumber(values.horizonDays),
    published: values.published,
  };
}

/** The form's problems, by the path the server would name: the request checked by the contract. */
export function hoursFormErrors(values: HoursFormValues): HoursFormErrors {
  const result = coachHoursRequestSchema.safeParse(hoursRequest(values));
  const errors: HoursFormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[issue.path.map(String).join(".")] ??= issue.message;
  // An away range typed in a date field either holds a date or is empty.
  values.away.forEach((range, index) => {
    if (!range.from) errors[`away.${index}.from`] = "Pick the first day away";
    if (!range.to) errors[`away.${index}.to`] = "Pick the last day away";
  });
  return errors;
}

/** The IANA zones this browser knows, with `current` among them. */
export function timeZoneOptions(current: string): { value: string; label: string }[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf("timeZone");
  } catch {
    zones = [];
  }
  if (current && !zones.includes(current)) zones = [current, ...zones];
  return zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, " ") }));
}
