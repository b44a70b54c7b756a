import { z } from "zod/mini";
import { isoDateSchema, timestampSchema } from "./common";
import { pillarSchema } from "./pillars";

/**
 * `users/{uid}/activities/{id}`: anything that makes a day active (a video watched, an
 * assessment, a tutor chat, an Incubator evaluation). Written by the server only.
 */
export const ACTIVITY_TYPES = ["assessment", "video_watch", "chat", "incubator", "other"] as const;
export const activityTypeSchema = z.enum(ACTIVITY_TYPES);

const activityFields = {
  type: activityTypeSchema,
  title: z.string(),
  description: z.string(),
  /** The pillar the activity belongs to, when it has one. */
  skillCategory: z.nullable(pillarSchema),
  /** 1-4 in pillar order, or null. */
  skillCategoryId: z.nullable(z.int().check(z.gte(1), z.lte(4))),
};

export const activityDocSchema = z.object({ ...activityFields, createdAt: timestampSchema });
export type ActivityDoc = z.infer<typeof activityDocSchema>;

export const activitySchema = z.object({ id: z.string(), ...activityFields, createdAt: isoDateSchema });
export type Activity = z.infer<typeof activitySchema>;
export const activityListSchema = z.array(activitySchema);
