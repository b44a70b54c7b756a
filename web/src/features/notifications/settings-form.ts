import {
  EMAIL_CATEGORIES,
  updateNotificationSettingsRequestSchema,
  type CategorySetting,
  type EmailCategory,
  type NotificationSettings,
  type UpdateNotificationSettingsRequest,
} from "@contract/email";
import { fieldErrors, type FieldErrors } from "@/lib/form-errors";

/** What the notifications form edits: exactly the body of `PUT /api/notifications/settings`. */
export type SettingsForm = UpdateNotificationSettingsRequest;

export function formFrom(settings: NotificationSettings): SettingsForm {
  return { categories: settings.categories, quietHours: settings.quietHours };
}

export function withCategory(
  form: SettingsForm,
  category: EmailCategory,
  change: Partial<CategorySetting>,
): SettingsForm {
  return { ...form, categories: { ...form.categories, [category]: { ...form.categories[category], ...change } } };
}

export function withQuietHours(form: SettingsForm, change: Partial<SettingsForm["quietHours"]>): SettingsForm {
  return { ...form, quietHours: { ...form.quietHours, ...change } };
}

/** Whether the form differs from what is saved (the save button waits for a change). */
export function formChanged(form: SettingsForm, saved: NotificationSettings): boolean {
  return (
    form.quietHours.start !== saved.quietHours.start ||
    form.quietHours.end !== saved.quietHours.end ||
    EMAIL_CATEGORIES.some(
      (category) =>
        form.categories[category].email !== saved.categories[category].email ||
        form.categories[category].rhythm !== saved.categories[category].rhythm,
    )
  );
}

/**
 * The form's errors by the contract schema the server applies, keyed by the whole dotted path
 * ("quietHours.end"), as the API's `errors[].path` is: the two quiet-hours times are two fields.
 */
export function settingsErrors(form: SettingsForm): FieldErrors {
  const parsed = updateNotificationSettingsRequestSchema.safeParse(form);
  if (parsed.success) return {};
  return fieldErrors(
    parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message })),
  );
}

/** A category's message: one about its switch or rhythm, or about the category as a whole. */
export function categoryError(errors: FieldErrors, category: EmailCategory): string | undefined {
  const prefix = `categories.${category}`;
  return errors[`${prefix}.rhythm`] ?? errors[`${prefix}.email`] ?? errors[prefix];
}
