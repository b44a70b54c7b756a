import { SESSION_LIMITS } from "@contract/sessions/common";
import type { CoachSession } from "@contract/sessions/coach";
import { sessionOutcomeRequestSchema } from "@contract/sessions/coach";
import { characterCount } from "@contract/text";
import { useId, useState, type FormEvent } from "react";
import { notify } from "@/components/notify";
import { SubmitButton } from "@/components/submit-button";
import { TextAreaField } from "@/components/text-area-field";
import { errorMessage } from "@/lib/api-client";
import { apiFieldErrors, fieldErrors } from "@/lib/form-errors";
import { useSetSessionOutcome } from "../api/set-session-outcome";

type Outcome = "held" | "no_show";

/** After the session: held or a no-show, the notes, and whether they are private (the learner never sees those). */
export function OutcomeForm({ session }: { session: CoachSession }) {
  const [outcome, setOutcome] = useState<Outcome | null>(session.outcome);
  const [notes, setNotes] = useState(session.notes?.text ?? "");
  const [notesPrivate, setNotesPrivate] = useState(session.notes?.private ?? false);
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const save = useSetSessionOutcome(session.id);
  const legendId = useId();
  const server = apiFieldErrors(save.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = sessionOutcomeRequestSchema.safeParse({ outcome, notes, notesPrivate });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setProblems({ ...found, outcome: found.outcome && "Say whether the session was held" });
      return;
    }
    setProblems({});
    save.mutate(parsed.data, {
      onSuccess: () => notify.success("Saved", "The session's outcome and notes are saved."),
    });
  };

  const outcomeError = problems.outcome ?? server.outcome;
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <fieldset aria-labelledby={legendId} aria-describedby={outcomeError ? `${legendId}-error` : undefined}>
        <legend id={legendId} className="mb-1 font-medium">
          How did it go?
        </legend>
        <div className="flex flex-wrap gap-4">
          {(
            [
              ["held", "Held"],
              ["no_show", "No-show"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                className="radio radio-sm"
                name={`${legendId}-outcome`}
                checked={outcome === value}
                onChange={() => setOutcome(value)}
              />
              {label}
            </label>
          ))}
        </div>
        {outcomeError && (
          <p id={`${legendId}-error`} className="mt-1 text-sm text-error">
            {outcomeError}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label="Notes"
        rows={5}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        hint={`${characterCount(notes.trim())}/${SESSION_LIMITS.notesMax} characters. The learner sees them unless marked private.`}
        error={problems.notes ?? server.notes}
      />
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          checked={notesPrivate}
          onChange={(event) => setNotesPrivate(event.target.checked)}
        />
        Private (only coaches see these notes)
      </label>
      {save.isError && !server.notes && !server.outcome && (
        <p role="alert" className="alert alert-error alert-soft text-sm">
          {errorMessage(save.error, "The outcome could not be saved. Please try again.")}
        </p>
      )}
      <div>
        <SubmitButton pending={save.isPending} pendingLabel="Saving...">
          Save outcome
        </SubmitButton>
      </div>
    </form>
  );
}
