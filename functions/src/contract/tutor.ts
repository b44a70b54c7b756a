import { z } from "zod";
import { isoDateSchema, timestampSchema } from "./common";

/** Spec 001 section 3: every option of the tutor configuration, defaults first in the spec's table. */
export const TUTOR_OPTIONS = {
  tone: ["friendly_professional", "casual_mentor", "expert_coach", "motivational_coach"],
  communication_style: ["conversational", "direct", "socratic", "storytelling"],
  encouragement_level: ["high", "balanced", "minimal"],
  response_length: ["concise", "medium", "detailed"],
  primary_coaching_approach: [
    "skill_development",
    "mindset_coaching",
    "practical_implementation",
    "strategic_planning",
  ],
  question_frequency: ["high", "moderate", "low"],
  action_orientation: ["high", "medium", "low"],
} as const;

export const CUSTOM_INSTRUCTIONS_MAX = 2000;

export const tutorConfigSchema = z.object({
  personality: z.object({
    tone: z.enum(TUTOR_OPTIONS.tone),
    communication_style: z.enum(TUTOR_OPTIONS.communication_style),
    encouragement_level: z.enum(TUTOR_OPTIONS.encouragement_level),
    response_length: z.enum(TUTOR_OPTIONS.response_length),
  }),
  focus_areas: z.object({
    primary_coaching_approach: z.enum(TUTOR_OPTIONS.primary_coaching_approach),
    question_frequency: z.enum(TUTOR_OPTIONS.question_frequency),
    action_orientation: z.enum(TUTOR_OPTIONS.action_orientation),
  }),
  custom_instructions: z.string().trim().max(CUSTOM_INSTRUCTIONS_MAX).default(""),
});
export type TutorConfig = z.infer<typeof tutorConfigSchema>;

export const DEFAULT_TUTOR_CONFIG: TutorConfig = {
  personality: {
    tone: "friendly_professional",
    communication_style: "conversational",
    encouragement_level: "balanced",
    response_length: "medium",
  },
  focus_areas: {
    primary_coaching_approach: "skill_development",
    question_frequency: "moderate",
    action_orientation: "high",
  },
  custom_instructions: "",
};

/** `tutorConfig/current`: the saved configuration. */
export const tutorConfigDocSchema = tutorConfigSchema.extend({
  updatedAt: timestampSchema,
  updatedBy: z.string(),
});

/** GET/POST /api/admin/tutor-config answer: the configuration, with when it was saved (null: defaults). */
export const tutorConfigResponseSchema = tutorConfigSchema.extend({ updatedAt: isoDateSchema.nullable() });
export type TutorConfigResponse = z.infer<typeof tutorConfigResponseSchema>;

export const TUTOR_MESSAGE_MAX = 4000;

export const testTutorRequestSchema = z.object({
  message: z.string().trim().min(1, "Message is required").max(TUTOR_MESSAGE_MAX),
  config: tutorConfigSchema,
});
export type TestTutorRequest = z.infer<typeof testTutorRequestSchema>;
export const testTutorResponseSchema = z.object({ response: z.string(), modelVersion: z.string().nullable() });
export type TestTutorResponse = z.infer<typeof testTutorResponseSchema>;
