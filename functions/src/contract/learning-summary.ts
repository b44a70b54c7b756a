import { z } from "zod/mini";
import { pillarSchema } from "./pillars";

/**
 * `users/{uid}/summaries/learning`: what the dashboard counts over a learner's whole history,
 * kept by the server in the same write as each activity and each first watch
 * (functions/src/lib/learning-summary.ts). The dashboard reads this one document instead of every
 * activity and watched video, however long the learner has been learning. Written by the server only.
 */
export const LEARNING_SUMMARY_ID = "learning";

/**
 * Every time zone's offset from UTC is a whole number of quarter hours, so a UTC quarter hour
 * falls on exactly one calendar day in any zone: storing when activity happened at this grain
 * lets the dashboard count active days in the learner's zone, even after the zone changes.
 */
export const QUARTER_HOUR_MS = 15 * 60 * 1000;
export const quarterHourOf = (instant: Date) => Math.floor(instant.getTime() / QUARTER_HOUR_MS);
export const quarterHourStart = (quarterHour: number) => new Date(quarterHour * QUARTER_HOUR_MS);

const count = z.int().check(z.gte(0));
const pillarCountsSchema = z.partialRecord(pillarSchema, count);

export const learningSummaryDocSchema = z.object({
  /** Each UTC quarter hour (`quarterHourOf`) with at least one activity, in no set order. */
  activeQuarterHours: z._default(z.array(z.int()), []),
  /** Activities per pillar (activities without a pillar, e.g. chat, count in none). */
  activitiesByPillar: z._default(pillarCountsSchema, {}),
  /** Distinct videos watched, in all and per pillar. */
  videosWatched: z._default(count, 0),
  videosByPillar: z._default(pillarCountsSchema, {}),
});
export type LearningSummaryDoc = z.infer<typeof learningSummaryDocSchema>;

/** A learner with no activity yet has no summary document: this is what it would hold. */
export const EMPTY_LEARNING_SUMMARY: LearningSummaryDoc = learningSummaryDocSchema.parse({});
