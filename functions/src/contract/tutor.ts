import { z } from "zod/mini";
import { CHAT_MESSAGE_MAX } from "./chat";
import { isoDateSchema, timestampSchema } from "./common";
import { textSchema } from "./text";

/** Every option of the tutor configuration, the default first. */
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
  custom_instructions: z._default(
    textSchema({ label: "Custom instructions", max: CUSTOM_INSTRUCTIONS_MAX, multiline: true }),
    "",
  ),
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
export const tutorConfigDocSchema = z.extend(tutorConfigSchema, {
  updatedAt: timestampSchema,
  updatedBy: z.string(),
});

/** GET/POST /api/admin/tutor-config answer: the configuration, with when it was saved (null: defaults). */
export const tutorConfigResponseSchema = z.extend(tutorConfigSchema, { updatedAt: z.nullable(isoDateSchema) });
export type TutorConfigResponse = z.infer<typeof tutorConfigResponseSchema>;

export const TUTOR_MESSAGE_MAX = CHAT_MESSAGE_MAX;

export const testTutorRequestSchema = z.object({
  message: textSchema({ label: "Message", max: TUTOR_MESSAGE_MAX, required: "Message is required", multiline: true }),
  config: tutorConfigSchema,
});
export type TestTutorRequest = z.infer<typeof testTutorRequestSchema>;
/** One part of what the tutor read about the learner, and its size in characters. */
export const contextSectionSchema = z.object({ name: z.string(), chars: z.int().check(z.gte(0)) });
export type ContextSection = z.infer<typeof contextSectionSchema>;

export const testTutorResponseSchema = z.object({
  response: z.string(),
  modelVersion: z.nullable(z.string()),
  /** The sections of learner context sent with the test, in prompt order, so an admin sees what the tutor read. */
  context: z.array(contextSectionSchema),
});
export type TestTutorResponse = z.infer<typeof testTutorResponseSchema>;

// ---------- AI status (GET /api/admin/ai-status) ----------

export const AI_PROVIDER_NAMES = ["local", "vertex"] as const;
export const AI_CALL_PURPOSES = ["tutor", "evaluation", "brief_summary"] as const;
/** Why a call failed (ai/provider.ts AiErrorKind), or `unknown` for an unexpected error. */
export const AI_ERROR_KINDS = [
  "not_configured",
  "timeout",
  "rate_limited",
  "unavailable",
  "model_unavailable",
  "invalid_response",
  "blocked",
  "rejected",
  "unsupported",
  "unknown",
] as const;
export const aiErrorKindSchema = z.enum(AI_ERROR_KINDS);

const aiCallFields = {
  provider: z.enum(AI_PROVIDER_NAMES),
  /** The configured model (vertex) or the offline tutor's name (local). */
  model: z.string(),
  purpose: z.enum(AI_CALL_PURPOSES),
};
const lastCallFields = {
  ...aiCallFields,
  outcome: z.enum(["success", "error"]),
  /** The model version that answered (success only). */
  modelVersion: z.nullable(z.string()),
};
const lastErrorFields = { ...aiCallFields, kind: aiErrorKindSchema, message: z.string() };

/** The ids of `aiStatus`'s shards: `current`, `current-2` ... `current-10`. */
export const AI_STATUS_SHARDS = ["current", ...Array.from({ length: 9 }, (_, index) => `current-${index + 2}`)];

/**
 * `aiStatus/{shard}` (ai/status.ts writes them): the outcome of the latest AI call and the latest
 * failure among the calls recorded there.
 */
export const aiStatusDocSchema = z.object({
  lastCall: z._default(z.nullable(z.object({ ...lastCallFields, at: timestampSchema })), null),
  lastError: z._default(z.nullable(z.object({ ...lastErrorFields, at: timestampSchema })), null),
});
export type AiStatusDoc = z.infer<typeof aiStatusDocSchema>;

/** `GET /api/admin/ai-status`: which provider and model answer, and how their latest call went. */
export const aiStatusSchema = z.object({
  /** The configured provider, or null when AI_PROVIDER is missing or wrong (then `configError` says why). */
  provider: z.nullable(z.enum(AI_PROVIDER_NAMES)),
  model: z.nullable(z.string()),
  configError: z.nullable(z.string()),
  lastCall: z.nullable(z.object({ ...lastCallFields, at: isoDateSchema })),
  lastError: z.nullable(z.object({ ...lastErrorFields, at: isoDateSchema })),
  /** The Incubator's answer evaluations in the last 24 hours, every learner's (gated answers too). */
  evaluationsLastDay: z.int().check(z.gte(0)),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;
