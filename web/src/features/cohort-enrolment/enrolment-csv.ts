import { COHORT_LIMITS } from "@contract/cohorts/common";
import type { EnrolmentRow } from "@contract/cohorts/enrolment";

// A CSV of names and emails, read in the admin's browser with papaparse (loaded on the first
// file, not with the view). The server checks each row; this only finds the two columns.

export type ReadCsv = { rows: EnrolmentRow[] } | { problem: string };

const NAME_HEADERS = ["name", "full name", "fullname", "learner", "student"];
const EMAIL_HEADERS = ["email", "e-mail", "email address", "e-mail address", "mail"];

const plain = (cell: string) => cell.trim().toLowerCase();

/**
 * The rows of a CSV: a header row naming "name" and "email" columns (in any order, other columns
 * ignored), or, without one, the name first and the email second. Blank lines are skipped.
 */
export async function readEnrolmentCsv(text: string): Promise<ReadCsv> {
  const { default: papa } = await import("papaparse");
  const parsed = papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const lines = parsed.data.filter((cells) => cells.some((cell) => cell.trim()));
  if (!lines.length) return { problem: "The file has no rows" };
  const header = lines[0]!.map(plain);
  const nameAt = header.findIndex((cell) => NAME_HEADERS.includes(cell));
  const emailAt = header.findIndex((cell) => EMAIL_HEADERS.includes(cell));
  const hasHeader = nameAt >= 0 && emailAt >= 0;
  if (!hasHeader && (nameAt >= 0 || emailAt >= 0))
    return { problem: "The header row needs both a name and an email column" };
  const data = hasHeader ? lines.slice(1) : lines;
  if (!data.length) return { problem: "The file has no rows below its header" };
  if (data.length > COHORT_LIMITS.csvRows)
    return { problem: `The file has ${data.length} rows: at most ${COHORT_LIMITS.csvRows} can be imported at once` };
  const [nameColumn, emailColumn] = hasHeader ? [nameAt, emailAt] : [0, 1];
  return {
    rows: data.map((cells) => ({ name: cells[nameColumn]?.trim() ?? "", email: cells[emailColumn]?.trim() ?? "" })),
  };
}
