import { SESSION_LIMITS } from "@contract/sessions/common";
import type { CoachHours } from "@contract/sessions/coach";
import { memo, useCallback, useMemo, useState, type FormEvent } from "react";
import { notify } from "@/components/notify";
import { SectionCard } from "@/components/section-card";
import { SelectField } from "@/components/select-field";
import { SubmitButton } from "@/components/submit-button";
import { TextField } from "@/components/text-field";
import { errorMessage } from "@/lib/api-client";
import { apiFieldErrors } from "@/lib/form-errors";
import { browserTimeZone } from "@/lib/time-zone";
import { useSaveCoachHours } from "../api/save-coach-hours";
import {
  hoursFormErrors,
  hoursRequest,
  hoursValues,
  lengthOptions,
  timeZoneOptions,
  type HoursFormErrors,
} from "../hours-form";
import { dayIn } from "../session-times";
import { AvailabilityEditor } from "./availability-editor";
import { AwayEditor } from "./away-editor";

/** The zone's select holds some 400 zones: drawn again only when the zone or its error changes, not on each key typed elsewhere. */
const TimeZoneField = memo(function TimeZoneField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (timeZone: string) => void;
}) {
  const options = useMemo(() => timeZoneOptions(value), [value]);
  return (
    <SelectField
      label="Your time zone"
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint="Your hours and away dates are read here, daylight saving included."
      error={error}
    />
  );
});

/**
 * "My hours": the coach's zone, weekly windows, away dates, session length and buffer, meeting
 * link, booking horizon and whether learners see the slots. Keyed by the hours' update time by its
 * parent, so a save starts the form from what was saved.
 */
export function HoursFormCard({ coachId, hours }: { coachId: string; hours: CoachHours["hours"] }) {
  const [values, setValues] = useState(() => hoursValues(hours, browserTimeZone()));
  const [errors, setErrors] = useState<HoursFormErrors>({});
  const save = useSaveCoachHours(coachId);
  const serverErrors = apiFieldErrors(save.error);
  const failure =
    save.error && !Object.keys(serverErrors).length ? errorMessage(save.error, "Please try again.") : null;
  const shown = { ...serverErrors, ...errors };
  const setTimeZone = useCallback((timeZone: string) => setValues((current) => ({ ...current, timeZone })), []);
  const set =
    (field: "sessionMinutes" | "bufferMinutes" | "meetingLink" | "horizonDays") =>
    (event: { target: { value: string } }) =>
      setValues({ ...values, [field]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = hoursFormErrors(values);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    save.mutate(hoursRequest(values), {
      onSuccess: (saved) =>
        saved.conflicts.length
          ? notify.info("Hours saved", "Some booked sessions no longer fit: move or cancel each one below.")
          : notify.success(
              "Hours saved",
              saved.hours?.published ? "Learners see your free slots." : "Learners see no slots until you publish.",
            ),
    });
  };

  return (
    <SectionCard
      title="My hours"
      variant="outlined"
      description="When learners may book you, in your time zone. Learners see the times in theirs."
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TimeZoneField value={values.timeZone} error={shown.timeZone} onChange={setTimeZone} />
        <AvailabilityEditor
          rows={values.availability}
          errors={shown}
          onChange={(availability) => setValues({ ...values, availability })}
        />
        <AwayEditor
          rows={values.away}
          today={dayIn(new Date(), values.timeZone || "UTC")}
          errors={shown}
          onChange={(away) => setValues({ ...values, away })}
        />
        <div className="grid gap-x-4 sm:grid-cols-3">
          <SelectField
            label="Session length"
            options={lengthOptions}
            value={values.sessionMinutes}
            onChange={set("sessionMinutes")}
            error={shown.sessionMinutes}
          />
          <TextField
            label="Buffer after each (minutes)"
            type="number"
            inputMode="numeric"
            min={0}
            max={SESSION_LIMITS.bufferMax}
            value={values.bufferMinutes}
            onChange={set("bufferMinutes")}
            error={shown.bufferMinutes}
          />
          <TextField
            label="Booking horizon (days)"
            type="number"
            inputMode="numeric"
            min={SESSION_LIMITS.horizonDaysMin}
            max={SESSION_LIMITS.horizonDaysMax}
            value={values.horizonDays}
            onChange={set("horizonDays")}
            hint="How far ahead learners may book."
            error={shown.horizonDays}
          />
        </div>
        <TextField
          label="Meeting link"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={values.meetingLink}
          onChange={set("meetingLink")}
          hint="Sent with each invitation."
          error={shown.meetingLink}
        />
        <label className="label cursor-pointer justify-start gap-3 text-base-content">
          <input
            type="checkbox"
            className="toggle toggle-primary"
            checked={values.published}
            onChange={(event) => setValues({ ...values, published: event.target.checked })}
          />
          <span>
            <span className="font-semibold">Published</span>
            <span className="block text-sm whitespace-normal text-base-content/75">
              Learners see your free slots only while your hours are published.
            </span>
          </span>
        </label>
        {failure && (
          <p role="alert" className="alert alert-error alert-soft text-sm">
            {failure}
          </p>
        )}
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="text-sm text-error">
            Some fields need a look before the hours can be saved.
          </p>
        )}
        <div className="flex justify-end">
          <SubmitButton pending={save.isPending} pendingLabel="Saving...">
            Save hours
          </SubmitButton>
        </div>
      </form>
    </SectionCard>
  );
}
