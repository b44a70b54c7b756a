import type { EmailProps, ItemEmailKind, LinkedItem } from "./types";

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
    default:
      return ITEM_SUBJECTS[props.kind](props.item);
  }
}
