import { COHORT_LIMITS } from "@contract/cohorts/common";
import type { EnrolmentReport, EnrolmentRow } from "@contract/cohorts/enrolment";
import { useId, useState, type ChangeEvent } from "react";
import { notify } from "@/components/notify";
import { SectionCard } from "@/components/section-card";
import { errorMessage } from "@/lib/api-client";
import { useCheckEnrolment } from "../api/check-enrolment";
import { useConfirmEnrolment } from "../api/confirm-enrolment";
import { readEnrolmentCsv } from "../enrolment-csv";
import { EnrolmentRowsTable } from "./enrolment-rows-table";

const summary = (counts: EnrolmentReport["counts"], done: boolean) =>
  [
    `${counts.add} ${done ? "added" : "to add"}`,
    `${counts.invite} ${done ? "invited" : "to invite"}`,
    `${counts.member + counts.invited} already done`,
    `${counts.error} with errors`,
  ].join(", ");

/**
 * A CSV of names and emails: read here, checked by the server row by row (the dry run writes
 * nothing), then confirmed. Rows with errors are left out of the import and listed with their error.
 */
export function CsvImportCard({ cohortId }: { cohortId: string }) {
  const inputId = useId();
  const check = useCheckEnrolment(cohortId);
  const confirm = useConfirmEnrolment(cohortId);
  const [rows, setRows] = useState<EnrolmentRow[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    check.reset();
    confirm.reset();
    setProblem(null);
    if (!file) return;
    const read = await readEnrolmentCsv(await file.text());
    if ("problem" in read) {
      setProblem(read.problem);
      return;
    }
    setRows(read.rows);
    check.mutate(read.rows, { onError: (error) => setProblem(errorMessage(error, "The file could not be checked")) });
  };

  const report = check.data;
  const importable = report ? rows.filter((_, index) => report.rows[index]?.outcome !== "error") : [];
  const doConfirm = () =>
    confirm.mutate(importable, {
      onSuccess: (done) => notify.success("Import done", summary(done.counts, true)),
      onError: (error) => notify.error("Import failed", errorMessage(error, "Nothing was imported")),
    });

  return (
    <SectionCard
      title="Import from a CSV"
      description={`A name and an email per row (a header row naming them is optional), up to ${COHORT_LIMITS.csvRows} rows. Existing users join at once; unknown emails get an invitation that works once, for ${COHORT_LIMITS.invitationDays} days.`}
    >
      <div className="grid gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          CSV file
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="file-input w-full max-w-md"
          onChange={(event) => void pick(event)}
        />
      </div>
      {problem && (
        <p className="text-error" role="alert">
          {problem}
        </p>
      )}
      {check.isPending && <p aria-live="polite">Checking the rows...</p>}
      {report && !confirm.data && (
        <>
          <p aria-live="polite">
            Checked, nothing imported yet: {summary(report.counts, false)}.
            {report.counts.error > 0 && " Rows with errors are left out; fix them and import the file again."}
          </p>
          <EnrolmentRowsTable rows={report.rows} caption="The file's rows, checked" />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-primary"
              disabled={confirm.isPending || report.counts.add + report.counts.invite === 0}
              onClick={doConfirm}
            >
              {confirm.isPending ? "Importing..." : `Confirm: add ${report.counts.add}, invite ${report.counts.invite}`}
            </button>
          </div>
        </>
      )}
      {confirm.data && <p role="status">Imported: {summary(confirm.data.counts, true)}.</p>}
    </SectionCard>
  );
}
