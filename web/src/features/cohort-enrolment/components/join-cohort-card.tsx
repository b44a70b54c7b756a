import { useId, useState, type FormEvent } from "react";
import { notify } from "@/components/notify";
import { SectionCard } from "@/components/section-card";
import { SubmitButton } from "@/components/submit-button";
import { errorMessage } from "@/lib/api-client";
import { useJoinCohort } from "../api/join-cohort";

/** "Join a cohort": a signed-in learner in no cohort types the code their programme gave them. */
export function JoinCohortCard() {
  const join = useJoinCohort();
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState("");
  const failure = join.isError ? errorMessage(join.error, "Something went wrong") : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    join.mutate(
      { code: code.trim() },
      { onSuccess: (joined) => notify.success(`You joined ${joined.cohortName}`, undefined, true) },
    );
  };

  return (
    <SectionCard
      title="Join a cohort"
      description="In a programme that runs as a cohort? Enter the join code you were given."
    >
      <form className="flex flex-wrap items-end gap-2" onSubmit={submit} noValidate>
        <div className="grid min-w-0 flex-1 gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            Join code
          </label>
          <input
            id={inputId}
            className={`input w-full font-mono uppercase ${failure ? "input-error" : ""}`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={code}
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? errorId : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <SubmitButton pending={join.isPending} disabled={!code.trim()}>
          Join
        </SubmitButton>
      </form>
      {failure && (
        <p id={errorId} className="text-error text-sm" role="alert">
          {failure}
        </p>
      )}
    </SectionCard>
  );
}
