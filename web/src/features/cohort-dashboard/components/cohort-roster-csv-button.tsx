import type { CohortDashboard } from "@contract/cohorts/dashboard";
import { useState } from "react";
import { notify } from "@/components/notify";
import { errorMessage } from "@/lib/api-client";
import { csvText } from "@/lib/csv";
import { saveFile } from "@/lib/save-file";
import { fetchRoster } from "../api/fetch-roster";
import { rosterCsvRows, rosterFileName } from "../dashboard-figures";

/** Downloads the whole roster with each learner's progress as a CSV named after the cohort. */
export function CohortRosterCsvButton({ cohort }: { cohort: CohortDashboard["cohort"] }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const rows = await fetchRoster(cohort.id, cohort.memberCount);
      const fileName = rosterFileName(cohort, new Date());
      saveFile(new Blob([await csvText(rosterCsvRows(rows))], { type: "text/csv;charset=utf-8" }), fileName);
      notify.success("CSV downloaded", fileName);
    } catch (error) {
      notify.error("Download failed", errorMessage(error, "Please try again."));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-outline btn-sm shrink-0" disabled={busy} onClick={() => void download()}>
      {busy ? "Preparing CSV..." : "Download CSV"}
    </button>
  );
}
