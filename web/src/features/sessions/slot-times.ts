// Session times as the learner reads them: instants from the server, shown in the learner's zone,
// and in the coach's beside it when the two zones differ. Days and daylight saving are Intl's (the
// browser's time zone database): no date arithmetic here, and Temporal's polyfill stays out of the
// views' shared chunk.

export interface SlotDay<S> {
  /** The calendar day in the learner's zone, YYYY-MM-DD. */
  day: string;
  /** "Tue 3 Mar" */
  label: string;
  slots: S[];
}

const DAY_PARTS = { year: "numeric", month: "2-digit", day: "2-digit" } as const;

/** The calendar day an instant falls on in `timeZone`: YYYY-MM-DD. */
export function dayIn(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, ...DAY_PARTS }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

const format = (iso: string, timeZone: string, locale: string | undefined, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { timeZone, ...options }).format(new Date(iso));

/** "Tue 3 Mar" in `timeZone`. */
export const formatDay = (iso: string, timeZone: string, locale?: string) =>
  format(iso, timeZone, locale, { weekday: "short", day: "numeric", month: "short" });

/** "14:00" in `timeZone`. */
export const formatClock = (iso: string, timeZone: string, locale?: string) =>
  format(iso, timeZone, locale, { hour: "2-digit", minute: "2-digit" });

/** Slots grouped by their calendar day in `timeZone`, earliest first. */
export function groupByDay<S extends { startsAt: string }>(
  slots: readonly S[],
  timeZone: string,
  locale?: string,
): SlotDay<S>[] {
  const sorted = [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const days = new Map<string, S[]>();
  for (const slot of sorted) {
    const day = dayIn(slot.startsAt, timeZone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, list]) => ({ day, label: formatDay(list[0]!.startsAt, timeZone, locale), slots: list }));
}

export interface Zones {
  learner: string;
  coach: string;
  locale?: string;
}

/**
 * The coach's clock at a time, or null when both read the same zone: "19:00", with the coach's day
 * in front ("Wed 4 Mar, 08:00") when it is another day than the learner's.
 */
export function coachClock(iso: string, { learner, coach, locale }: Zones): string | null {
  if (learner === coach) return null;
  const otherDay = dayIn(iso, learner) !== dayIn(iso, coach);
  return `${otherDay ? `${formatDay(iso, coach, locale)}, ` : ""}${formatClock(iso, coach, locale)}`;
}

/** "19:00 for your coach, Europe/London", or null when both read the same zone. */
export function coachTime(iso: string, zones: Zones): string | null {
  const clock = coachClock(iso, zones);
  return clock && `${clock} for your coach, ${zones.coach}`;
}

/** "Tue 3 Mar, 14:00 (19:00 for your coach, Europe/London)": a time in full, both zones when they differ. */
export function sessionTime(iso: string, zones: Zones): string {
  const own = `${formatDay(iso, zones.learner, zones.locale)}, ${formatClock(iso, zones.learner, zones.locale)}`;
  const coach = coachTime(iso, zones);
  return coach ? `${own} (${coach})` : own;
}
