import { emailSchema, fullNameSchema } from "../../contract/auth";
import type { EnrolmentRow } from "../../contract/cohorts/enrolment";

// A CSV's rows read on their own, before any account is looked up: the name and email each row
// must have, and the rows that repeat an email of an earlier one.

export interface ReadRow {
  /** 1-based. */
  row: number;
  name: string;
  email: string;
  error: string | null;
}

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? "Not valid");

/** Each row with its name and email made plain (trimmed, the email lower-cased), or why not. */
export function readRows(rows: EnrolmentRow[]): ReadRow[] {
  const firstRowOf = new Map<string, number>();
  return rows.map((raw, index) => {
    const row = index + 1;
    const email = emailSchema.safeParse(raw.email);
    const name = fullNameSchema.safeParse(raw.name);
    const plainEmail = email.success ? email.data : raw.email.trim().toLowerCase();
    const plainName = name.success ? name.data : raw.name.trim();
    const error = email.success ? firstIssue(name) : `Not a valid email address: ${firstIssue(email)}`;
    if (error) return { row, name: plainName, email: plainEmail, error };
    const earlier = firstRowOf.get(plainEmail);
    if (earlier !== undefined) return { row, name: plainName, email: plainEmail, error: `Duplicate of row ${earlier}` };
    firstRowOf.set(plainEmail, row);
    return { row, name: plainName, email: plainEmail, error: null };
  });
}
