import { sendBroadcastRequestSchema, type MessageType, type SendBroadcastInput } from "@contract/messages";
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
}

export const EMPTY_COMPOSER: ComposerValues = {
  type: "system",
  title: "",
  content: "",
  actionLabel: "",
  actionUrl: "",
  alsoEmail: false,
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
  };
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
