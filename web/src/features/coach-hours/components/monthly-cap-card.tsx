import { SESSION_LIMITS } from "@contract/sessions/common";
import { sessionSettingsSchema } from "@contract/sessions/coach";
import { useState, type FormEvent } from "react";
import { LoadingLine } from "@/components/loading-screen";
import { notify } from "@/components/notify";
import { SectionCard } from "@/components/section-card";
import { SubmitButton } from "@/components/submit-button";
import { TextField } from "@/components/text-field";
import { errorMessage } from "@/lib/api-client";
import { apiFieldErrors } from "@/lib/form-errors";
import { useSessionSettings } from "../api/get-session-settings";
import { useSaveSessionSettings } from "../api/save-session-settings";

function CapForm({ monthlyCap }: { monthlyCap: number }) {
  const [value, setValue] = useState(String(monthlyCap));
  const [error, setError] = useState<string>();
  const save = useSaveSessionSettings();
  const serverError = apiFieldErrors(save.error).monthlyCap;
  const failure = save.error && !serverError ? errorMessage(save.error, "Please try again.") : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = sessionSettingsSchema.safeParse({ monthlyCap: value.trim() === "" ? Number.NaN : Number(value) });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: (saved) =>
        notify.success(
          "Cap saved",
          `Each learner may book ${saved.monthlyCap} ${saved.monthlyCap === 1 ? "session" : "sessions"} a month.`,
        ),
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
      <TextField
        label="Sessions per learner per month"
        type="number"
        inputMode="numeric"
        min={1}
        max={SESSION_LIMITS.monthlyCapMax}
        className="w-full max-w-xs"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        hint={`From 1 to ${SESSION_LIMITS.monthlyCapMax}. Counted by the month a session starts in (UTC).`}
        error={error ?? serverError}
      />
      <SubmitButton pending={save.isPending} pendingLabel="Saving..." className="btn-primary mb-2">
        Save cap
      </SubmitButton>
      {failure && (
        <p role="alert" className="alert alert-error alert-soft w-full text-sm">
          {failure}
        </p>
      )}
    </form>
  );
}

/** The admin's monthly cap of sessions per learner, on top of one upcoming session at a time. */
export function MonthlyCapCard() {
  const settings = useSessionSettings();
  return (
    <SectionCard
      title="Monthly cap"
      variant="outlined"
      description="How many sessions each learner may book in a month. A learner holds one upcoming session at a time."
    >
      {settings.isPending ? (
        <LoadingLine />
      ) : settings.isError ? (
        <p role="alert" className="text-error">
          {errorMessage(settings.error, "The cap could not be loaded.")}
        </p>
      ) : (
        <CapForm key={settings.data.monthlyCap} monthlyCap={settings.data.monthlyCap} />
      )}
    </SectionCard>
  );
}
