import { z } from "zod/mini";

// The names of email's categories and kinds, apart from the rest of contract/email.ts: a message
// document says how it is emailed (contract/messages.ts), and the web's shared chunk reads those.

/** What a non-account email is about; each has its own switch, rhythm and unsubscribe link. */
export const EMAIL_CATEGORIES = ["coaching", "reminders", "weekly_report", "announcements"] as const;
export const emailCategorySchema = z.enum(EMAIL_CATEGORIES);
export type EmailCategory = z.infer<typeof emailCategorySchema>;

/** The kinds of email that copy one in-app message (or a broadcast). */
export const MESSAGE_EMAIL_KINDS = [
  "coach_note",
  "coach_pass",
  "coach_revision",
  "reminder",
  "weekly_report",
  "announcement",
  "dispute",
  /** A cohort's nudges: a phase due soon, a missed check-in, a learner behind (to their coach); "reminders". */
  "cohort_nudge",
  /**
   * A coach's weekly summary of their cohort learners; "weekly_report", not "coaching": it is a
   * weekly report with its own switch, so a coach who wants disputes at once can still drop it.
   */
  "coach_summary",
] as const;
export const messageEmailKindSchema = z.enum(MESSAGE_EMAIL_KINDS);
export type MessageEmailKind = z.infer<typeof messageEmailKindSchema>;

/** The kinds of email, each with its template (functions/src/lib/email-templates). */
export const EMAIL_KINDS = [
  ...MESSAGE_EMAIL_KINDS,
  "digest",
  "verify_email",
  "password_reset",
  "cohort_invitation",
  /** A coaching session's notices (features/session-notices), to the learner and the coach, with its .ics file. */
  "session_invitation",
  "session_moved",
  "session_cancelled",
  "session_reminder",
] as const;
export const emailKindSchema = z.enum(EMAIL_KINDS);
export type EmailKind = z.infer<typeof emailKindSchema>;
