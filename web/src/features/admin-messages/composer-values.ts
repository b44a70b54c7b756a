import {
  sendBroadcastRequestSchema,
  type BroadcastCohorts,
  type MessageType,
  type SendBroadcastInput,
} from "@contract/messages";
import { fieldErrors, type FieldErrors } from "@/lib/form-errors";
import { optionLabel } from "@/lib/option-label";

export interface ComposerValues {
  type: MessageType;
  title: string;
  content: string;
  actionLabel: string;
  actionUrl: string;
  /** Also queue an email copy for every learner who accepts announcement emails. */
  alsoEmail: boolean;
  /** One cohort's id, or "" for everyone. */
  cohortId: string;
}

export const EMPTY_COMPOSER: ComposerValues = {
  type: "system",
  title: "",
  content: "",
  actionLabel: "",
  actionUrl: "",
  alsoEmail: false,
  cohortId: "",
};

/** The spec's sample kinds first (celebration, recommendation, system), then the others of docs/decisions/011-inboxes-and-broadcasts.md. */
const TYPE_ORDER: readonly MessageType[] = ["celebration", "recommendation", "system", "achievement", "reminder"];
export const MESSAGE_TYPE_OPTIONS = TYPE_ORDER.map((type) => ({ value: type, label: optionLabel(type) }));

/** What the composer sends: an empty action label or URL is left out (the action is optional). */
export function broadcastRequest(values: ComposerValues): SendBroadcastInput {
  const actionLabel = values.actionLabel.trim();
  const actionUrl = values.actionUrl.trim();
  return {
    type: values.type,
    title: values.title,
    content: values.content,
    ...(actionLabel ? { actionLabel } : {}),
    ...(actionUrl ? { actionUrl } : {}),
    targetAllUsers: true,
    ...(values.alsoEmail ? { alsoEmail: true } : {}),
    ...(values.cohortId ? { cohortId: values.cohortId } : {}),
  };
}

type Cohort = BroadcastCohorts["items"][number];

/** "Send To": everyone, or one of the open or running cohorts. */
export const targetOptions = (cohorts: readonly Cohort[]) => [
  { value: "", label: "Everyone" },
  ...cohorts.map((cohort) => ({ value: cohort.id, label: cohort.name })),
];

/** Who the message reaches, beside "Send To"; the chosen cohort, or null for everyone. */
export function targetOf(cohorts: readonly Cohort[], cohortId: string): Cohort | null {
  return cohorts.find((cohort) => cohort.id === cohortId) ?? null;
}

export function audienceText(cohort: Cohort | null): string {
  if (!cohort) return "Every user's inbox";
  return cohort.memberCount === 1 ? "1 member of this cohort" : `${cohort.memberCount} members of this cohort`;
}

/** Beside "Also send by email": how many learners its email would reach. */
export function emailAudienceText(learners: number): string {
  return learners === 1 ? "1 learner accepts email" : `${learners} learners accept email`;
}

/** The composer's errors before sending, by the contract schema the server applies. */
export function composerErrors(values: ComposerValues): FieldErrors {
  const parsed = sendBroadcastRequestSchema.safeParse(broadcastRequest(values));
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
}
