import { z } from "zod/mini";
import { isoDateSchema, timestampSchema } from "./common";
import { skillProgressDocSchema } from "./assessment";
import { curatedVideoDocSchema } from "./learning";
import { clipText, storedTextSchema, textSchema } from "./text";

/** The counter the chat input shows; the server's hard cap is well above it. */
export const CHAT_COUNTER_LIMIT = 500;
/**
 * The longest question the tutor takes, in the chat and in the admin's tutor test alike. Defined
 * here, not in tutor.ts: every signed-in view loads the chat's schemas, only the admin the tutor's.
 */
export const CHAT_MESSAGE_MAX = 4000;
export const CHAT_SESSION_TITLE = "Chat Session";

export const chatRoleSchema = z.enum(["user", "assistant"]);
export type ChatRole = z.infer<typeof chatRoleSchema>;

/** `chatSessions/{id}`: private to its owner (admins included refused). */
/** How much of a session's first question the sessions list shows beside its title. */
export const CHAT_PREVIEW_MAX = 80;

/** The first question of a session, on one line and cut to CHAT_PREVIEW_MAX characters. */
export function chatPreview(content: string): string {
  const line = content.replace(/\s+/g, " ").trim();
  return clipText(line, CHAT_PREVIEW_MAX);
}

export const chatSessionDocSchema = z.object({
  userId: z.string(),
  title: z.string(),
  /** The first question asked in the session (sessions made before it was kept have none). */
  preview: z._default(z.nullable(storedTextSchema(CHAT_PREVIEW_MAX)), null),
  /** The Incubator step the session is about ("Ask Sensei about this step"), or null. */
  stepId: z._default(z.nullable(z.string()), null),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type ChatSessionDoc = z.infer<typeof chatSessionDocSchema>;

export const chatSessionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  preview: z.nullable(z.string()),
  stepId: z.nullable(z.string()),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type ChatSession = z.infer<typeof chatSessionSchema>;
export const chatSessionListSchema = z.array(chatSessionSchema);

/** `chatSessions/{id}/messages/{id}`; userId repeated so exports and account deletion need no join. */
export const chatMessageDocSchema = z.object({
  userId: z.string(),
  role: chatRoleSchema,
  content: z.string(),
  createdAt: timestampSchema,
  /** The model version that wrote an assistant reply (Vertex AI's `modelVersion`); absent on questions. */
  modelVersion: z.optional(z.nullable(z.string())),
});
export type ChatMessageDoc = z.infer<typeof chatMessageDocSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  role: chatRoleSchema,
  content: z.string(),
  createdAt: isoDateSchema,
  modelVersion: z.optional(z.nullable(z.string())),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatMessageListSchema = z.array(chatMessageSchema);

/** A session's title at most (one about a step takes the step's title, cut to it). */
export const CHAT_TITLE_MAX = 100;

export const createChatSessionRequestSchema = z.object({
  title: z._default(
    textSchema({ label: "Title", max: CHAT_TITLE_MAX, required: "Title is required" }),
    CHAT_SESSION_TITLE,
  ),
  /** "Ask Sensei about this step": the session is about this Incubator step, and the tutor speaks first. */
  stepId: z.optional(z.string().check(z.regex(/^\d{1,9}$/, "Step id must be a number"))),
});
export type CreateChatSessionRequest = z.input<typeof createChatSessionRequestSchema>;

export const sendChatMessageRequestSchema = z.object({
  content: textSchema({
    label: "Message",
    max: CHAT_MESSAGE_MAX,
    required: "Message cannot be empty",
    multiline: true,
  }),
  // Only the learner's side of the conversation can be posted; replies come from the tutor.
  role: z._default(z.literal("user", { message: "Only user messages can be sent" }), "user"),
});
export type SendChatMessageRequest = z.input<typeof sendChatMessageRequestSchema>;

export const sendChatMessageResponseSchema = z.object({
  userMessage: chatMessageSchema,
  assistantMessage: chatMessageSchema,
});
export type SendChatMessageResponse = z.infer<typeof sendChatMessageResponseSchema>;

/** `?limit=&before=`: the `limit` messages before an ISO time, returned oldest first. */
export const chatMessagesQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
  before: z.optional(isoDateSchema),
});

export const chatSessionsQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 100),
});

/** The fields of `users/{uid}/skillProgress/{PILLAR}` (learner-core owns it) that the tutor reads. */
export const tutorSkillProgressSchema = z.pick(skillProgressDocSchema, { pillar: true, progressPercentage: true });
export type TutorSkillProgress = z.infer<typeof tutorSkillProgressSchema>;

/** The fields of `curatedVideos/{id}` (learning owns it) that the tutor reads. */
export const tutorCuratedVideoSchema = z.pick(curatedVideoDocSchema, {
  youtubeVideoId: true,
  title: true,
  pillar: true,
  skillId: true,
  difficulty: true,
  orderPriority: true,
  isActive: true,
});
export type TutorCuratedVideo = z.infer<typeof tutorCuratedVideoSchema>;
