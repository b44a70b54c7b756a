import { coachSessionsKey } from "@/lib/query-keys";

/** The coach's hours and feed, the admin's cap, the ratings, a week of sessions, a coach's free slots. */
export const coachHoursKey = [...coachSessionsKey, "hours"] as const;
export const sessionSettingsKey = [...coachSessionsKey, "settings"] as const;
export const sessionRatingsKey = [...coachSessionsKey, "ratings"] as const;
export const coachWeekKey = (from: string, to: string) => [...coachSessionsKey, "week", from, to] as const;
export const freeSlotsKey = (coachId: string) => [...coachSessionsKey, "slots", coachId] as const;
