import { z } from "zod/mini";
import { isoDateSchema, timestampSchema } from "./common";
import {
  EMAIL_CATEGORIES,
  emailCategorySchema,
  emailKindSchema,
  messageEmailKindSchema,
  type EmailCategory,
  type EmailKind,
} from "./email-kinds";

export * from "./email-kinds";

// Email beside the inbox: what a learner chose to get by email, the emails waiting to go, and
// what the admin's screens read. The in-app message stays the record; an email is its copy.

export const EMAIL_CATEGORY_LABELS: Record<EmailCategory, string> = {
  coaching: "Coaching from my coach",
  reminders: "Reminders and nudges",
  weekly_report: "Weekly report",
  announcements: "Announcements",
};

/** How often a category's emails go: each at once, or gathered into a daily or weekly digest. */
export const EMAIL_RHYTHMS = ["instant", "daily", "weekly"] as const;
export const emailRhythmSchema = z.enum(EMAIL_RHYTHMS);
export type EmailRhythm = z.infer<typeof emailRhythmSchema>;
export type DigestRhythm = Exclude<EmailRhythm, "instant">;

export const EMAIL_RHYTHM_LABELS: Record<EmailRhythm, string> = {
  instant: "Each email at once",
  daily: "A daily digest",
  weekly: "A weekly digest",
};

export const categorySettingSchema = z.object({ email: z.boolean(), rhythm: emailRhythmSchema });
export type CategorySetting = z.infer<typeof categorySettingSchema>;
export const categorySettingsSchema = z.object({
  coaching: categorySettingSchema,
  reminders: categorySettingSchema,
  weekly_report: categorySettingSchema,
  announcements: categorySettingSchema,
});
export type CategorySettings = z.infer<typeof categorySettingsSchema>;

/** A coach's words go at once; nudges and announcements gather, so an inbox is not flooded. */
export const DEFAULT_CATEGORY_SETTINGS: CategorySettings = {
  coaching: { email: true, rhythm: "instant" },
  reminders: { email: true, rhythm: "daily" },
  weekly_report: { email: true, rhythm: "instant" },
  announcements: { email: true, rhythm: "weekly" },
};

/** A time of day as "HH:MM" (24-hour). */
export const clockTimeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time like 21:00"));
export const quietHoursSchema = z.object({ start: clockTimeSchema, end: clockTimeSchema });
export type QuietHours = z.infer<typeof quietHoursSchema>;
/** In the learner's time zone: an email due then waits for the end, never dropped. */
export const DEFAULT_QUIET_HOURS: QuietHours = { start: "21:00", end: "08:00" };

/** Non-account emails a learner gets in one day of their time zone, digests included. */
export const DAILY_EMAIL_CAP = 3;

/**
 * Whether non-account email may go to the sign-in address: verified through Firebase Auth's email
 * verification, or rejected for good by the recipient's server (until verified again).
 */
export const ADDRESS_STATES = ["unverified", "verified", "rejected"] as const;
export const addressStateSchema = z.enum(ADDRESS_STATES);
export type AddressState = z.infer<typeof addressStateSchema>;

/** `notificationSettings/{uid}`: written on a learner's first choice, verification or bounce. */
export const notificationSettingsDocSchema = z.object({
  address: addressStateSchema,
  categories: categorySettingsSchema,
  quietHours: quietHoursSchema,
  /** Non-account emails sent on `day` (the learner's calendar day, YYYY-MM-DD), for the daily cap. */
  sentOn: z.object({ day: z.string(), count: z.int().check(z.gte(0)) }),
  updatedAt: timestampSchema,
});
export type NotificationSettingsDoc = z.infer<typeof notificationSettingsDocSchema>;

export const defaultNotificationSettings = (at: NotificationSettingsDoc["updatedAt"]): NotificationSettingsDoc => ({
  address: "unverified",
  categories: DEFAULT_CATEGORY_SETTINGS,
  quietHours: DEFAULT_QUIET_HOURS,
  sentOn: { day: "", count: 0 },
  updatedAt: at,
});

/** Emails that always go, at once, whatever the preferences say. */
export const ACCOUNT_EMAIL_KINDS: readonly EmailKind[] = [
  "verify_email",
  "password_reset",
  "cohort_invitation",
  "session_invitation",
  "session_moved",
  "session_cancelled",
  "session_reminder",
];

export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  coach_note: "A note from the coach",
  coach_pass: "The coach passed an answer",
  coach_revision: "The coach asks for a revision",
  reminder: "A reminder",
  weekly_report: "The weekly progress report",
  announcement: "An announcement",
  digest: "A digest",
  dispute: "A learner disputes a verdict (to coaches)",
  cohort_nudge: "A cohort nudge (a deadline, a check-in, a learner behind)",
  coach_summary: "The coach's weekly cohort summary (to coaches)",
  verify_email: "Verify your email address",
  password_reset: "Reset your password",
  cohort_invitation: "An invitation to join a cohort",
  session_invitation: "A coaching session booked (with its calendar file)",
  session_moved: "A coaching session moved (with its calendar file)",
  session_cancelled: "A coaching session cancelled (with its calendar file)",
  session_reminder: "A coaching session starts in an hour",
};

/** An in-app message as an email carries it: its button links straight to the screen it is about. */
export const emailItemSchema = z.object({
  title: z.string(),
  content: z.string(),
  actionLabel: z.nullable(z.string()),
  /** An app path ("/incubator/...") or an http(s) link; the email makes a path absolute. */
  actionUrl: z.nullable(z.string()),
});
export type EmailItem = z.infer<typeof emailItemSchema>;

/** `emailOutbox/{emailId}`: an email waiting for quiet hours to end, the next day or its digest. */
export const OUTBOX_STATES = ["waiting", "sent", "dropped"] as const;
export const outboxDocSchema = z.object({
  uid: z.string(),
  category: emailCategorySchema,
  kind: messageEmailKindSchema,
  item: emailItemSchema,
  /** When the in-app message was created: a digest lists its items by it. */
  createdAt: timestampSchema,
  /** Not sent before this instant. */
  notBefore: timestampSchema,
  /** The digest it goes in ("daily-2026-12-02", "weekly-2026-11-30"), or null for an email of its own. */
  digest: z.nullable(z.string()),
  state: z.enum(OUTBOX_STATES),
  /** Kept a while after it went (so a retried trigger finds it), then removed by Firestore's TTL. */
  expireAt: z.nullable(timestampSchema),
});
export type OutboxDoc = z.infer<typeof outboxDocSchema>;

/**
 * `mail/{id}`: the Trigger Email extension's document (0.2.4 or later). The extension reads `to`,
 * `replyTo`, `headers` and `message`, and writes `delivery`; `uid`, `kind` and `category` are ours,
 * for the failed-delivery list and the bounce handling (docs/decisions/064-email-beside-the-inbox.md lists the fields).
 */
export const deliverySchema = z.object({
  state: z.string(),
  error: z.optional(z.nullable(z.string())),
  attempts: z.optional(z.int()),
  endTime: z.optional(z.nullable(timestampSchema)),
});
/** A file an email carries: its text content and MIME type ("text/calendar; method=REQUEST"). */
export const mailAttachmentSchema = z.object({ filename: z.string(), content: z.string(), contentType: z.string() });
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

export const mailDocSchema = z.object({
  to: z.string(),
  replyTo: z.optional(z.string()),
  headers: z.optional(z.record(z.string(), z.string())),
  message: z.object({
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    /** Files sent with it, as nodemailer takes them (a session's .ics invitation). */
    attachments: z.optional(z.array(mailAttachmentSchema)),
  }),
  uid: z.optional(z.string()),
  kind: z.optional(emailKindSchema),
  category: z.optional(z.nullable(emailCategorySchema)),
  delivery: z.optional(deliverySchema),
  createdAt: timestampSchema,
  expireAt: timestampSchema,
});
export type MailDoc = z.infer<typeof mailDocSchema>;

/** `broadcastEmailJobs/{broadcastId}`: a broadcast's emails, queued page by page after the send. */
export const broadcastEmailJobDocSchema = z.object({
  /** The last `notificationSettings` id queued; null before the first page. */
  cursor: z.nullable(z.string()),
  queued: z.int().check(z.gte(0)),
  done: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type BroadcastEmailJobDoc = z.infer<typeof broadcastEmailJobDocSchema>;

// ---------- the API ----------

/** `GET /api/notifications/settings` and the answer of every change to them. */
export const notificationSettingsSchema = z.object({
  /** The sign-in address the emails go to, shown to its owner only. */
  email: z.string(),
  address: addressStateSchema,
  categories: categorySettingsSchema,
  quietHours: quietHoursSchema,
  /** The learner's time zone, which the quiet hours and the digests follow. */
  timeZone: z.string(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** `PUT /api/notifications/settings` */
export const updateNotificationSettingsRequestSchema = z
  .object({ categories: categorySettingsSchema, quietHours: quietHoursSchema })
  .check(
    z.refine((value) => value.quietHours.start !== value.quietHours.end, {
      message: "Quiet hours must start and end at different times",
      path: ["quietHours", "end"],
    }),
  );
export type UpdateNotificationSettingsRequest = z.infer<typeof updateNotificationSettingsRequestSchema>;

/** `POST /api/notifications/verification`: sends the verification link again. */
export const sendVerificationResponseSchema = z.object({ message: z.string() });
export const VERIFICATION_SENT_MESSAGE = "We sent a new link to your email address. It works for 1 hour.";

/**
 * `POST /api/notifications/verification/confirm` (public: the link may be opened signed out): applies
 * the emailed link's Firebase Auth code.
 */
export const confirmVerificationRequestSchema = z.object({
  oobCode: z.string().check(z.minLength(1), z.maxLength(500)),
});
export const confirmVerificationResponseSchema = z.object({ message: z.string() });
export const VERIFIED_MESSAGE = "Your email address is verified.";
export const INVALID_VERIFICATION_LINK = "This verification link is not valid or has expired";

/**
 * What an unsubscribe token stops: one category, or every category a digest gathers (a digest's
 * List-Unsubscribe covers the digest as a whole).
 */
export const UNSUBSCRIBE_TOPICS = [...EMAIL_CATEGORIES, "daily_digest", "weekly_digest"] as const;
export const unsubscribeTopicSchema = z.enum(UNSUBSCRIBE_TOPICS);
export type UnsubscribeTopic = z.infer<typeof unsubscribeTopicSchema>;

export const UNSUBSCRIBE_TOPIC_LABELS: Record<UnsubscribeTopic, string> = {
  ...EMAIL_CATEGORY_LABELS,
  daily_digest: "The daily digest",
  weekly_digest: "The weekly digest",
};

export const unsubscribeTokenSchema = z.string().check(z.minLength(10), z.maxLength(300));

/** `POST /api/email/unsubscribe/page` (the footer link's page) and `POST /api/email/resubscribe`. */
export const unsubscribePageRequestSchema = z.object({ token: unsubscribeTokenSchema });
export const unsubscribeResultSchema = z.object({
  /** The categories this token turned off (or, after an undo, back on). */
  categories: z.array(emailCategorySchema),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
export const resubscribeRequestSchema = z.object({
  token: unsubscribeTokenSchema,
  categories: z.array(emailCategorySchema).check(z.maxLength(EMAIL_CATEGORIES.length)),
});
export const INVALID_UNSUBSCRIBE_LINK = "This link is not valid";

/** `GET /api/admin/email/previews`: every kind of email, rendered with sample data. */
export const emailPreviewSchema = z.object({
  kind: emailKindSchema,
  label: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export const emailPreviewListSchema = z.object({ items: z.array(emailPreviewSchema) });
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

/** `GET /api/admin/email/failures`: deliveries the extension marked ERROR, newest first. */
export const failedDeliverySchema = z.object({
  id: z.string(),
  uid: z.nullable(z.string()),
  name: z.nullable(z.string()),
  kind: z.nullable(emailKindSchema),
  subject: z.string(),
  error: z.string(),
  /** The recipient's server refused the address for good: email to it stopped. */
  permanent: z.boolean(),
  at: z.nullable(isoDateSchema),
});
export type FailedDelivery = z.infer<typeof failedDeliverySchema>;
export const failedDeliveryListQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export const failedDeliveryPageSchema = z.object({
  items: z.array(failedDeliverySchema),
  nextCursor: z.nullable(z.string()),
});
export type FailedDeliveryPage = z.infer<typeof failedDeliveryPageSchema>;

/** `GET /api/admin/email/audience`: how many learners an emailed broadcast would reach. */
export const emailAudienceSchema = z.object({ announcements: z.int().check(z.gte(0)) });
export type EmailAudience = z.infer<typeof emailAudienceSchema>;

/**
 * A permanent rejection of the recipient: an SMTP 5xx reply about the mailbox (550, 551, 553 or an
 * enhanced 5.1.x status), not a 4xx, a timeout or a refused connection, which the server may accept
 * later.
 */
export function isPermanentRejection(error: string): boolean {
  if (/\b5\.1\.\d{1,3}\b/.test(error)) return true;
  return /\b55[013]\b/.test(error) && !/\b4\d\d\b/.test(error.slice(0, 8));
}
