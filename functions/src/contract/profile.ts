import { z } from "zod";
import { isoDateSchema, timeZoneSchema, timestampSchema } from "./common";

export const LEVELS = ["Beginner", "Intermediate", "Advanced"] as const;
export const levelSchema = z.enum(LEVELS);
export type Level = z.infer<typeof levelSchema>;

export const workContextSchema = z.object({
  bio: z.string().max(1000).optional(),
  workSetup: z.string().max(100).optional(),
  motivation: z.string().max(100).optional(),
  experienceLength: z.string().max(100).optional(),
  platforms: z.array(z.string().max(100)).max(30).optional(),
  clientTypes: z.array(z.string().max(100)).max(30).optional(),
});
export type WorkContext = z.infer<typeof workContextSchema>;

const profileFields = {
  userId: z.string(),
  currentLevel: levelSchema,
  goals: z.array(z.string()),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  preferredLearningStyle: z.string().nullable(),
  assessmentCompleted: z.boolean(),
  metadata: workContextSchema,
  timeZone: z.string(),
};

/** `profiles/{uid}` */
export const profileDocSchema = z.object({ ...profileFields, createdAt: timestampSchema, updatedAt: timestampSchema });
export type ProfileDoc = z.infer<typeof profileDocSchema>;

/** The learner profile as the API returns it. */
export const profileSchema = z.object({ id: z.string(), ...profileFields, createdAt: isoDateSchema });
export type Profile = z.infer<typeof profileSchema>;

export const DEFAULT_TIME_ZONE = "UTC";
export { timeZoneSchema };
