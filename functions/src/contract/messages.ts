import { z } from "zod/mini";
import { idSchema, isoDateSchema, timestampSchema } from "./common";
import { curatedVideoDocSchema, learningPathDocSchema, pathVideoDocSchema, watchedVideoDocSchema } from "./learning";
import { emailCategorySchema, messageEmailKindSchema } from "./email-kinds";
import { textSchema } from "./text";

/** A message's kind: what the inbox shows it as. */
export const MESSAGE_TYPES = ["achievement", "recommendation", "system", "reminder", "celebration"] as const;
export const messageTypeSchema = z.enum(MESSAGE_TYPES);
export type MessageType = z.infer<typeof messageTypeSchema>;

export const MESSAGE_TITLE_MAX = 60;
export const MESSAGE_CONTENT_MAX = 200;
export const ACTION_LABEL_MAX = 40;

/**
 * http(s) links, or app paths with a single leading slash ("/learn"); never "//host", other
 * schemes, backslashes or control characters (URL parsers drop tabs and newlines, so
 * "/\t/evil.example" would become "//evil.example", another site).
 */
export function isSafeActionUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001F\u007F-\u009F\\]/.test(url)) return false;
  if (url.startsWith("/")) return !url.startsWith("//");
  if (!/^https?:\/\/[^/]/i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "https:" || parsed.protocol === "http:") && parsed.hostname !== "";
  } catch {
    return false;
  }
}

const messageFields = {
  type: messageTypeSchema,
  title: z.string(),
  content: z.string(),
  actionLabel: z.nullable(z.string()),
  actionUrl: z.nullable(z.string()),
};

/**
 * `users/{uid}/messages/{id}`: a personal message. Dismissed ones stay (ids are deterministic) but are hidden.
 * `emailAs` marks the messages that also go by email (features/email), and as what.
 */
export const messageDocSchema = z.object({
  ...messageFields,
  isRead: z.boolean(),
  dismissed: z.boolean(),
  createdAt: timestampSchema,
  emailAs: z.optional(z.object({ category: emailCategorySchema, kind: messageEmailKindSchema })),
});
export type MessageDoc = z.infer<typeof messageDocSchema>;

/**
 * `broadcasts/{id}`: one document per broadcast, merged into every inbox at read time
 * for users created before it (a broadcast is never copied per user).
 */
export const BROADCAST_SOURCES = ["admin", "new_content"] as const;
export const broadcastDocSchema = z.object({
  ...messageFields,
  targetAllUsers: z.boolean(),
  source: z.enum(BROADCAST_SOURCES),
  createdBy: z.nullable(z.string()),
  /**
   * Users who opened it before the counts moved to `broadcastCounts` shards (below); the figures
   * are this plus the shards' sums (both counts alike).
   */
  readCount: z.int(),
  /** Users it reached: the accounts that existed when it was sent (0 on broadcasts older than the count). */
  reach: z._default(z.int().check(z.gte(0)), 0),
  /** Users who read or dismissed it, each counted once, whichever they did first. */
  readOrDismissedCount: z._default(z.int().check(z.gte(0)), 0),
  createdAt: timestampSchema,
});
export type BroadcastDoc = z.infer<typeof broadcastDocSchema>;

/**
 * `broadcasts/{id}/broadcastCounts/{shard}`: a share of a broadcast's figures. Every learner's
 * first read or dismissal adds to one of BROADCAST_COUNT_SHARDS documents chosen by their id, so
 * a broadcast read by many at once stays within Firestore's sustained rate of about one write a
 * second per document (docs/decisions/015-documents-many-requests-write.md).
 */
export const broadcastCountShardDocSchema = z.object({
  readCount: z.int().check(z.gte(0)),
  readOrDismissedCount: z.int().check(z.gte(0)),
});
export type BroadcastCountShardDoc = z.infer<typeof broadcastCountShardDocSchema>;
export const BROADCAST_COUNT_SHARDS = 20;

/** `users/{uid}/broadcastStates/{broadcastId}`: one user's read/dismissed state of a broadcast. */
export const broadcastStateDocSchema = z.object({
  isRead: z.boolean(),
  dismissed: z.boolean(),
  updatedAt: timestampSchema,
  /**
   * The broadcast's own `createdAt`: the live inbox follows the states of the newest broadcasts
   * only, by this field. States written before it lack it until `npm run backfill:broadcast-states`.
   */
  broadcastCreatedAt: z.optional(timestampSchema),
});
export type BroadcastStateDoc = z.infer<typeof broadcastStateDocSchema>;

/** A message as the inbox API returns it. */
export const messageSchema = z.object({
  id: z.string(),
  type: messageTypeSchema,
  title: z.string(),
  content: z.string(),
  timestamp: isoDateSchema,
  isRead: z.boolean(),
  actionLabel: z.optional(z.string()),
  actionUrl: z.optional(z.string()),
});
export type Message = z.infer<typeof messageSchema>;
export const inboxSchema = z.array(messageSchema);

export const MESSAGES_PAGE_DEFAULT = 50;
export const MESSAGES_PAGE_MAX = 100;

export const messageListQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MESSAGES_PAGE_MAX)), MESSAGES_PAGE_DEFAULT),
  /** Only messages strictly older than this time (the `timestamp` of the last one already shown). */
  before: z.optional(isoDateSchema),
});

/** `POST /api/admin/messages` (the admin composer). The client's `timestamp` is accepted and ignored. */
export const sendBroadcastRequestSchema = z
  .object({
    type: messageTypeSchema,
    title: textSchema({ label: "Title", max: MESSAGE_TITLE_MAX, required: "Title is required" }),
    content: textSchema({
      label: "Content",
      max: MESSAGE_CONTENT_MAX,
      required: "Content is required",
      multiline: true,
    }),
    actionLabel: z.optional(textSchema({ label: "Action label", max: ACTION_LABEL_MAX })),
    actionUrl: z.optional(
      textSchema({
        label: "Action URL",
        max: 2000,
        checks: [z.refine(isSafeActionUrl, "Action URL must be an http(s) link or an app path starting with /")],
      }),
    ),
    targetAllUsers: z._default(z.literal(true, "Messages can only be sent to all users"), true),
    /** Also by email, to the learners who accept announcements (queued by a job after the send). */
    alsoEmail: z._default(z.boolean(), false),
    /** One cohort's current members instead of everyone: a personal message to each (left out: everyone). */
    cohortId: z.optional(idSchema),
  })
  .check(
    z.superRefine((value, ctx) => {
      // Both or neither: a button needs a label and somewhere to go.
      if (value.actionLabel && !value.actionUrl)
        ctx.addIssue({ code: "custom", path: ["actionUrl"], message: "Action URL is required with an action label" });
      if (value.actionUrl && !value.actionLabel)
        ctx.addIssue({ code: "custom", path: ["actionLabel"], message: "Action label is required with an action URL" });
    }),
  );
export type SendBroadcastRequest = z.output<typeof sendBroadcastRequestSchema>;
/** What a client sends (targetAllUsers may be left out). */
export type SendBroadcastInput = z.input<typeof sendBroadcastRequestSchema>;

/** A sent broadcast as the admin panel sees it. */
export const broadcastSchema = z.object({
  id: z.string(),
  type: messageTypeSchema,
  title: z.string(),
  content: z.string(),
  timestamp: isoDateSchema,
  actionLabel: z.optional(z.string()),
  actionUrl: z.optional(z.string()),
  targetAllUsers: z.boolean(),
  source: z.enum(BROADCAST_SOURCES),
  readCount: z.int(),
  /** Users it reached (existing accounts at send time). */
  reach: z.int(),
  /** Users who read or dismissed it. */
  readOrDismissedCount: z.int(),
  /** readOrDismissedCount / reach as a whole percent (0 when it reached nobody). */
  readRate: z.int().check(z.gte(0), z.lte(100)),
  /** Sent to one cohort's members (targetAllUsers false), and which. */
  cohortId: z.optional(z.string()),
});
export type Broadcast = z.infer<typeof broadcastSchema>;

/**
 * `cohortBroadcasts/{id}`: a broadcast to one cohort, sent as a personal message to each current
 * member (`cohortBroadcast-{id}`), a page of members at a time; `cursor` is the last member done.
 */
export const cohortBroadcastDocSchema = z.object({
  cohortId: z.string(),
  ...messageFields,
  alsoEmail: z.boolean(),
  createdBy: z.string(),
  /** The cohort's members when it was sent (the composer's audience). */
  reach: z.int().check(z.gte(0)),
  cursor: z.nullable(z.string()),
  sent: z.int().check(z.gte(0)),
  done: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type CohortBroadcastDoc = z.infer<typeof cohortBroadcastDocSchema>;
export const cohortBroadcastMessageId = (broadcastId: string) => `cohortBroadcast-${broadcastId}`;

/** GET /api/admin/messages/cohorts: the cohorts a broadcast may target (open or running), with their members. */
export const BROADCAST_COHORTS_MAX = 100;
export const broadcastCohortsSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string(), memberCount: z.int() })),
});
export type BroadcastCohorts = z.infer<typeof broadcastCohortsSchema>;

export const broadcastListQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
  /** The `nextCursor` of the previous page. */
  cursor: z.optional(idSchema),
});
export const broadcastPageSchema = z.object({ items: z.array(broadcastSchema), nextCursor: z.nullable(z.string()) });
export type BroadcastPage = z.infer<typeof broadcastPageSchema>;

/**
 * `reminders/{id}`: a timed automated message, due at `dueAt` (swept every 15 minutes).
 * `basis` names what the reminder is about, so the message it sends has a deterministic id.
 */
export const REMINDER_KINDS = ["next_lesson", "complete_profile", "weekly_report"] as const;
export const reminderDocSchema = z.object({
  uid: z.string(),
  kind: z.enum(REMINDER_KINDS),
  dueAt: timestampSchema,
  basis: z.string(),
});
export type ReminderDoc = z.infer<typeof reminderDocSchema>;

/** `contentBatches/pending`: curated videos added within a few minutes, announced by one broadcast. */
export const contentBatchDocSchema = z.object({
  batchId: z.string(),
  videoIds: z.array(z.string()),
  titles: z.array(z.string()),
  /** When the first video of the batch was added: the broadcast is dated then. */
  startedAt: timestampSchema,
  dueAt: timestampSchema,
});
export type ContentBatchDoc = z.infer<typeof contentBatchDocSchema>;

/**
 * `contentAnnouncements/{curatedVideoId}`: a catalogue video already joined a New Content batch.
 * Created once, so a video switched off and on again is never announced twice.
 */
export const contentAnnouncementDocSchema = z.object({ announcedAt: timestampSchema });

/**
 * The fields of the learning feature's documents that the automated messages read: views
 * of the owner's schemas (contract/learning.ts), never a second copy of their shapes.
 */
export const watchedVideoFieldsSchema = z.pick(watchedVideoDocSchema, {
  youtubeVideoId: true,
  title: true,
  watchedAt: true,
  pathId: true,
});
export const learningPathFieldsSchema = z.pick(learningPathDocSchema, {
  userId: true,
  title: true,
  totalVideos: true,
  watchedVideos: true,
  createdAt: true,
});
export const pathVideoFieldsSchema = z.pick(pathVideoDocSchema, {
  youtubeVideoId: true,
  title: true,
  orderIndex: true,
});
export const curatedVideoFieldsSchema = z.pick(curatedVideoDocSchema, { title: true, isActive: true });
