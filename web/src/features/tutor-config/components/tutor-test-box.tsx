import { TUTOR_MESSAGE_MAX, type TutorConfig } from "@contract/tutor";
import { useState, type FormEvent } from "react";
import { SectionCard } from "@/components/section-card";
import { SubmitButton } from "@/components/submit-button";
import { TextAreaField } from "@/components/text-area-field";
import { notify } from "@/components/notify";
import { useTestTutor } from "../api/test-tutor";
import { TutorContextSections } from "./tutor-context-sections";

/** The admin types a message and sees the tutor's answer under the form's configuration. */
export function TutorTestBox({ config, unsaved }: { config: TutorConfig; unsaved: boolean }) {
  const [message, setMessage] = useState("");
  const test = useTestTutor();
  const blank = message.trim() === "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) return;
    test.mutate(
      { message: message.trim(), config },
      { onError: () => notify.error("Test Failed", "Unable to test tutor response.") },
    );
  };

  return (
    <SectionCard
      title="Test the Tutor"
      description={
        unsaved ? "Answers use the settings above, including your unsaved changes." : "Answers use the settings above."
      }
      variant="outlined"
    >
      <form onSubmit={submit} className="flex flex-col gap-2">
        <TextAreaField
          label="Test message"
          placeholder="e.g. How should I price my first website project?"
          rows={3}
          maxLength={TUTOR_MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <div>
          <SubmitButton pending={test.isPending} pendingLabel="Testing..." disabled={blank}>
            Test Response
          </SubmitButton>
        </div>
      </form>
      {test.data && (
        <section aria-label="Tutor response" aria-live="polite" className="rounded-box bg-base-200 p-3">
          <p className="mb-1 text-sm font-semibold">Tutor response</p>
          <p className="whitespace-pre-wrap break-words">{test.data.response}</p>
          {test.data.modelVersion && (
            <p className="mt-2 text-xs text-base-content/70">Answered by {test.data.modelVersion}</p>
          )}
          <TutorContextSections sections={test.data.context} />
        </section>
      )}
    </SectionCard>
  );
}
