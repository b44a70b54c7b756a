import type { coachRatingsSchema } from "@contract/sessions/coach";
import type { z } from "zod/mini";

export type CoachRatings = z.infer<typeof coachRatingsSchema>["coaches"][number];

/** "4.5 of 5", or "No ratings yet". */
export const formatAverage = (average: number | null) =>
  average === null ? "No ratings yet" : `${average.toFixed(1)} of 5`;

/** The coaches with a rating, highest mean first (the chart's bars). */
export const ratedCoaches = (coaches: readonly CoachRatings[]) =>
  coaches.filter((coach) => coach.average !== null).sort((a, b) => (b.average ?? 0) - (a.average ?? 0));

/** The chart's summary, read instead of the bars: each rated coach's mean and count. */
export function ratingsSummary(coaches: readonly CoachRatings[]): string {
  const rated = ratedCoaches(coaches);
  if (!rated.length) return "No coach has a rating yet.";
  return `Mean rating per coach: ${rated
    .map(
      (coach) =>
        `${coach.name} ${formatAverage(coach.average)} from ${coach.ratings} ${coach.ratings === 1 ? "rating" : "ratings"}`,
    )
    .join("; ")}.`;
}
