import { ApiRequestError } from "./api-client";

export type FieldErrors = Partial<Record<string, string>>;

interface Issue {
  /** A field name (the API's `errors[].path`) or zod's path array, whose first key is the field. */
  path: string | readonly PropertyKey[];
  message: string;
}

/** The first message per field, from the API's `errors[]` or a client-side zod parse's issues. */
export function fieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = typeof issue.path === "string" ? issue.path : String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The field messages of a failed API call (none for other failures). */
export function apiFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiRequestError ? fieldErrors(error.body?.errors ?? []) : {};
}
