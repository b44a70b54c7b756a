import { SectionCard } from "@/components/section-card";
import { useAiStatus } from "../api/get-ai-status";
import { summariseAiStatus, type AiStatusSummary } from "../ai-status-text";
import { LoadingLine } from "@/components/loading-screen";

const ALERT = { success: "alert-success", warning: "alert-warning", error: "alert-error" } as const;

/** The AI behind the tutor: provider, model and how the latest call went (README "AI tutor"). */
export function AiStatusCard() {
  const status = useAiStatus();
  const refresh = (
    <button
      type="button"
      className="btn btn-ghost btn-sm"
      disabled={status.isFetching}
      onClick={() => void status.refetch()}
    >
      {status.isFetching ? "Checking..." : "Refresh"}
    </button>
  );
  return (
    <SectionCard title="AI Status" variant="outlined" actions={refresh}>
      {status.isPending ? (
        <LoadingLine />
      ) : status.isError ? (
        <p role="alert" className="text-error">
          Unable to load the AI status.
        </p>
      ) : (
        <AiStatusDetails summary={summariseAiStatus(status.data, new Date())} />
      )}
    </SectionCard>
  );
}

function AiStatusDetails({ summary }: { summary: AiStatusSummary }) {
  return (
    <>
      <p role={summary.tone === "error" ? "alert" : "status"} className={`alert alert-soft ${ALERT[summary.tone]}`}>
        {summary.headline}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Provider</dt>
        <dd>{summary.provider}</dd>
        <dt className="font-semibold">Model</dt>
        <dd className="break-all">{summary.model}</dd>
        <dt className="font-semibold">Last call</dt>
        <dd>{summary.lastCall}</dd>
        <dt className="font-semibold">Incubator evaluations</dt>
        <dd>{summary.evaluations}</dd>
        {summary.lastError && (
          <>
            <dt className="font-semibold">Last error</dt>
            <dd className="break-words">{summary.lastError}</dd>
          </>
        )}
      </dl>
    </>
  );
}
