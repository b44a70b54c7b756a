import type { DigestRhythm } from "../../contract/email";

/** An email as the Trigger Email extension sends it: both parts of one message. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** An in-app message as an email shows it; its link is absolute (`toLinkedItem` makes it so). */
export interface LinkedItem {
  title: string;
  content: string;
  actionLabel: string | null;
  actionUrl: string | null;
}

/** What every non-account email ends with: why it came and how to stop it. */
export interface EmailFooter {
  unsubscribeUrl: string;
  /** What the unsubscribe link stops, e.g. "Reminders and nudges". */
  topicLabel: string;
  settingsUrl: string;
}

export type ItemEmailKind =
  | "coach_note"
  | "coach_pass"
  | "coach_revision"
  | "reminder"
  | "weekly_report"
  | "announcement"
  | "dispute"
  | "cohort_nudge"
  | "coach_summary";

export type SessionEmailKind = "session_invitation" | "session_moved" | "session_cancelled" | "session_reminder";

/** A coaching session as its email tells one of its two people, times in the reader's own zone. */
export interface SessionDetails {
  /** Whom the email is to: the learner or the coach. */
  role: "learner" | "coach";
  /** The other person: the coach to the learner, the learner to the coach. */
  withName: string;
  /** The session's time as the reader reads it: "Tuesday 10 March 2026, 14:00-15:00 (Europe/Berlin)". */
  when: string;
  /** The time before a move; null otherwise. */
  previously: string | null;
  meetingLink: string;
  /** What the learner wants help with. */
  topic: string;
  /** Who moved or cancelled it, as the reader reads it ("You", "Sam Okoro"), and the reason they gave. */
  changedBy: string | null;
  reason: string | null;
}

export interface DigestEntry extends LinkedItem {
  categoryLabel: string;
  /** When the in-app message was created (ISO). */
  at: string;
}

export type EmailProps =
  | { kind: ItemEmailKind; name: string; item: LinkedItem; footer: EmailFooter; appUrl: string }
  | {
      kind: "digest";
      name: string;
      rhythm: DigestRhythm;
      items: DigestEntry[];
      footer: EmailFooter;
      appUrl: string;
      /** The learner's time zone, for the items' dates (UTC when not given). */
      timeZone?: string;
    }
  | { kind: "verify_email" | "password_reset"; name: string; link: string; appUrl: string }
  | { kind: "cohort_invitation"; name: string; link: string; appUrl: string; cohortName: string }
  | { kind: SessionEmailKind; name: string; link: string; appUrl: string; session: SessionDetails };
