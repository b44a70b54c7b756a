import { DAILY_EMAIL_CAP, EMAIL_CATEGORIES, type NotificationSettings } from "@contract/email";
import { useRef, useState, type FormEvent } from "react";
import { notify } from "@/components/notify";
import { SubmitButton } from "@/components/submit-button";
import { errorMessage } from "@/lib/api-client";
import { apiFieldErrors, type FieldErrors } from "@/lib/form-errors";
import { useSaveNotificationSettings } from "../api/save-notification-settings";
import {
  categoryError,
  formChanged,
  formFrom,
  settingsErrors,
  withCategory,
  withQuietHours,
  type SettingsForm,
} from "../settings-form";
import { CategoryFieldset } from "./category-fieldset";
import { QuietHoursFieldset } from "./quiet-hours-fieldset";

/** The learner's choices per category and their quiet hours, saved together. */
export function NotificationsForm({ settings }: { settings: NotificationSettings }) {
  const [form, setForm] = useState<SettingsForm>(() => formFrom(settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveNotificationSettings();
  const changed = formChanged(form, settings);
  const formRef = useRef<HTMLFormElement>(null);
  // The first field with a message takes the focus, so the message is read out where it applies.
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = settingsErrors(form);
    showErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(form, {
      onSuccess: (saved) => {
        // What the server kept, which the cache now holds too: nothing left to save.
        setForm(formFrom(saved));
        notify.success("Notifications saved");
      },
      onError: (error) => {
        showErrors(apiFieldErrors(error));
        notify.error("Notifications not saved", errorMessage(error, "Please try again."));
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-3">
      {EMAIL_CATEGORIES.map((category) => (
        <CategoryFieldset
          key={category}
          category={category}
          setting={form.categories[category]}
          error={categoryError(errors, category)}
          disabled={save.isPending}
          onChange={(change) => setForm((current) => withCategory(current, category, change))}
        />
      ))}
      <QuietHoursFieldset
        quietHours={form.quietHours}
        timeZone={settings.timeZone}
        errors={{ start: errors["quietHours.start"], end: errors["quietHours.end"] ?? errors.quietHours }}
        disabled={save.isPending}
        onChange={(change) => setForm((current) => withQuietHours(current, change))}
      />
      <div className="text-sm text-base-content/75">
        <p>Account emails (verification, password reset, invitations, bookings) always go, at once.</p>
        <p>At most {DAILY_EMAIL_CAP} other emails a day.</p>
      </div>
      <div>
        <SubmitButton pending={save.isPending} pendingLabel="Saving..." disabled={!changed}>
          Save notifications
        </SubmitButton>
      </div>
    </form>
  );
}
