import { MESSAGE_CONTENT_MAX, MESSAGE_TITLE_MAX } from "@contract/messages";
import { useState, type FormEvent } from "react";
import { SectionCard } from "@/components/section-card";
import { SelectField } from "@/components/select-field";
import { SubmitButton } from "@/components/submit-button";
import { TextAreaField } from "@/components/text-area-field";
import { TextField } from "@/components/text-field";
import { useFormValues } from "@/components/use-form-values";
import { apiFieldErrors, type FieldErrors } from "@/lib/form-errors";
import { notify } from "@/components/notify";
import { useBroadcastCohorts } from "../api/list-broadcast-cohorts";
import { useSendMessage } from "../api/send-message";
import { AlsoEmailField } from "./also-email-field";
import { CohortTargetField } from "./cohort-target-field";
import { characterCount } from "@contract/text";
import {
  broadcastRequest,
  composerErrors,
  EMPTY_COMPOSER,
  MESSAGE_TYPE_OPTIONS,
  targetOf,
  type ComposerValues,
} from "../composer-values";

const counter = (text: string, max: number) => `${characterCount(text)}/${max} characters`;

/**
 * The composer of docs/decisions/011-inboxes-and-broadcasts.md: a message to every user's inbox, or
 * to one cohort's members.
 */
export function MessageComposer() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const { values, setValues, set, field } = useFormValues<ComposerValues>(EMPTY_COMPOSER, errors);
  const send = useSendMessage();
  const cohorts = useBroadcastCohorts().data?.items ?? [];
  const target = targetOf(cohorts, values.cohortId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = composerErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    send.mutate(broadcastRequest({ ...values, cohortId: target?.id ?? "" }), {
      onSuccess: (sent) => {
        notify.success(
          "Message Sent",
          `Your ${sent.type} message has been sent to ${target ? `the members of ${target.name}` : "all users"}.`,
        );
        setValues({ ...EMPTY_COMPOSER, type: values.type, cohortId: values.cohortId });
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        notify.error("Failed to send message to users.");
      },
    });
  };

  return (
    <SectionCard
      title="Send a Message"
      description="Goes to every user's inbox, or to one cohort's members."
      variant="outlined"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-1">
        <div className="grid gap-x-4 sm:grid-cols-2">
          <SelectField label="Message Type" options={MESSAGE_TYPE_OPTIONS} {...field("type")} />
          <CohortTargetField cohorts={cohorts} value={target?.id ?? ""} onChange={(id) => set("cohortId", id)} />
        </div>
        <TextField label="Title" required hint={counter(values.title, MESSAGE_TITLE_MAX)} {...field("title")} />
        <TextAreaField
          label="Content"
          required
          rows={3}
          hint={counter(values.content, MESSAGE_CONTENT_MAX)}
          {...field("content")}
        />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField label="Action Label" hint="Optional, e.g. Start Learning" {...field("actionLabel")} />
          <TextField
            label="Action URL"
            inputMode="url"
            autoComplete="off"
            hint="Optional: an https:// link or an app path such as /learn"
            {...field("actionUrl")}
          />
        </div>
        <AlsoEmailField
          checked={values.alsoEmail}
          onChange={(checked) => set("alsoEmail", checked)}
          everyone={!target}
        />
        <div className="mt-3">
          <SubmitButton pending={send.isPending} pendingLabel="Sending...">
            {target ? `Send to ${target.name}` : "Send to All Users"}
          </SubmitButton>
        </div>
      </form>
    </SectionCard>
  );
}
