import type { EmailProps, ItemEmailKind, LinkedItem, SessionEmailKind } from "./types";

const ITEM_SUBJECTS: Record<ItemEmailKind, (item: LinkedItem) => string> = {
  coach_note: () => "Your coach left you a note",
  coach_pass: () => "Your coach passed your answer",
  coach_revision: () => "Your coach asks for a revision",
  reminder: (item) => item.title,
  weekly_report: (item) => item.title,
  announcement: (item) => item.title,
  dispute: () => "A learner disputes a verdict",
  cohort_nudge: (item) => item.title,
  coach_summary: (item) => item.title,
};

const SESSION_SUBJECTS: Record<SessionEmailKind, (withName: string) => string> = {
  session_invitation: (withName) => `Your session with ${withName} is booked`,
  session_moved: (withName) => `Your session with ${withName} has moved`,
  session_cancelled: (withName) => `Your session with ${withName} is cancelled`,
  session_reminder: (withName) => `Your session with ${withName} starts in an hour`,
};

export const updates = (count: number) => `${count} update${count === 1 ? "" : "s"}`;

/** The subject line of an email. */
export function subjectOf(props: EmailProps): string {
  switch (props.kind) {
    case "digest":
      return `Your SoloSensei ${props.rhythm} digest: ${updates(props.items.length)}`;
    case "verify_email":
      return "Verify your email address for SoloSensei";
    case "password_reset":
      return "Reset your SoloSensei password";
    case "cohort_invitation":
      return `You are invited to join ${props.cohortName} on SoloSensei`;
    case "session_invitation":
    case "session_moved":
    case "session_cancelled":
    case "session_reminder":
      return SESSION_SUBJECTS[props.kind](props.session.withName);
    default:
      return ITEM_SUBJECTS[props.kind](props.item);
  }
}
