import type { FreeSlot } from "@contract/sessions/learner";

// Instants shown in a named zone, by Intl (formatting only: the instants come from the server).

const formatter = (timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-GB", { timeZone, ...options });

/** "Tue, 14 Mar 2028" for the day `iso` falls on in `timeZone`. */
export const formatDay = (iso: string, timeZone: string) =>
  formatter(timeZone, { weekday: "short", day: "numeric", month: "short", year: "numeric" }).format(new Date(iso));

/** "14:00" in `timeZone`. */
export const formatTime = (iso: string, timeZone: string) =>
  formatter(timeZone, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));

/** "Tue, 14 Mar 2028, 14:00-14:45" in `timeZone`. */
export const formatSpan = (startsAt: string, endsAt: string, timeZone: string) =>
  `${formatDay(startsAt, timeZone)}, ${formatTime(startsAt, timeZone)}-${formatTime(endsAt, timeZone)}`;

/** The YYYY-MM-DD day an instant falls on in `timeZone`. */
export function dayIn(iso: string | Date, timeZone: string): string {
  const parts = formatter(timeZone, { year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export interface SlotDay {
  /** YYYY-MM-DD in the zone. */
  day: string;
  label: string;
  slots: FreeSlot[];
}

/** Free slots grouped by the day they start on in `timeZone`, in order. */
export function slotDays(slots: readonly FreeSlot[], timeZone: string): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const day = dayIn(slot.startsAt, timeZone);
    const last = days.at(-1);
    if (last?.day === day) last.slots.push(slot);
    else days.push({ day, label: formatDay(slot.startsAt, timeZone), slots: [slot] });
  }
  return days;
}
