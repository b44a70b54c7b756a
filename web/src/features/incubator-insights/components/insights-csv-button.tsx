import { errorMessage } from "@/lib/api-client";
import { csvText, type CsvCell } from "@/lib/csv";
import { notify } from "@/components/notify";
import { saveFile } from "@/lib/save-file";

/** Downloads the figures a chart and its table show, as a CSV named for them. */
export function InsightsCsvButton({
  label,
  rows,
  fileName,
}: {
  label: string;
  rows: () => CsvCell[][];
  fileName: string;
}) {
  const download = async () => {
    try {
      const csv = await csvText(rows());
      saveFile(new Blob([csv], { type: "text/csv;charset=utf-8" }), fileName);
      notify.success("CSV downloaded", fileName);
    } catch (error) {
      // The CSV writer's chunk did not load (offline, or a new version deployed meanwhile).
      notify.error("Download failed", errorMessage(error, "Please try again."));
    }
  };
  return (
    <button type="button" className="btn btn-outline btn-sm shrink-0" onClick={() => void download()}>
      {label}
    </button>
  );
}
