import { MESSAGE_CONTENT_MAX, MESSAGE_TITLE_MAX, type MessageType } from "@contract/messages";
import { useState, type FormEvent } from "react";
import { SectionCard } from "@/components/section-card";
import { SelectField } from "@/components/select-field";
import { SubmitButton } from "@/components/submit-button";
import { TextAreaField } from "@/components/text-area-field";
import { TextField } from "@/components/text-field";
import { apiFieldErrors, type FieldErrors } from "@/lib/form-errors";
import { notify } from "@/lib/notify";
import { useSendMessage } from "../api/send-message";
import { characterCount } from "@contract/text";
import {
  broadcastRequest,
  composerErrors,
  EMPTY_COMPOSER,
  MESSAGE_TYPE_OPTIONS,
  type ComposerValues,
} from "../composer-values";

const counter = (text: string, max: number) => `${characterCount(text)}/${max} characters`;

/** The composer of docs/decisions.md "Messages": a message to every user's inbox. */
export function MessageComposer() {
  const [values, setValues] = useState<ComposerValues>(EMPTY_COMPOSER);
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useSendMessage();

  const set = <K extends keyof ComposerValues>(field: K, value: ComposerValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = composerErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    send.mutate(broadcastRequest(values), {
      onSuccess: (sent) => {
        notify.success("Message Sent", `Your ${sent.type} message has been sent to all users.`);
        setValues({ ...EMPTY_COMPOSER, type: values.type });
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        notify.error("Failed to send message to users.");
      },
    });
  };

  return (
    <SectionCard title="Send a Message" description="Goes to every user's inbox." variant="outlined">
      <form onSubmit={submit} noValidate className="flex flex-col gap-1">
        <SelectField
          label="Message Type"
          options={MESSAGE_TYPE_OPTIONS}
          value={values.type}
          error={errors.type}
          onChange={(event) => set("type", event.target.value as MessageType)}
        />
        <TextField
          label="Title"
          required
          value={values.title}
          hint={counter(values.title, MESSAGE_TITLE_MAX)}
          error={errors.title}
          onChange={(event) => set("title", event.target.value)}
        />
        <TextAreaField
          label="Content"
          required
          rows={3}
          value={values.content}
          hint={counter(values.content, MESSAGE_CONTENT_MAX)}
          error={errors.content}
          onChange={(event) => set("content", event.target.value)}
        />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            label="Action Label"
            value={values.actionLabel}
            hint="Optional, e.g. Start Learning"
            error={errors.actionLabel}
            onChange={(event) => set("actionLabel", event.target.value)}
          />
          <TextField
            label="Action URL"
            inputMode="url"
            autoComplete="off"
            value={values.actionUrl}
            hint="Optional: an https:// link or an app path such as /learn"
            error={errors.actionUrl}
            onChange={(event) => set("actionUrl", event.target.value)}
          />
        </div>
        <div className="mt-3">
          <SubmitButton pending={send.isPending} pendingLabel="Sending...">
            Send to All Users
          </SubmitButton>
        </div>
      </form>
    </SectionCard>
  );
}
