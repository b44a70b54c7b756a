import { SectionCard } from "@/components/section-card";
import { errorMessage } from "@/lib/api-client";
import { useSummariseBrief } from "../api/summarise-brief";

/** "Summarise with AI": a few sentences from the brief, marked as written by AI wherever they show. */
export function SummaryCard({ sessionId }: { sessionId: string }) {
  const summarise = useSummariseBrief(sessionId);
  const summary = summarise.data;
  return (
    <SectionCard
      variant="outlined"
      title="Summary"
      actions={
        <button
          type="button"
          className="btn btn-sm btn-outline"
          disabled={summarise.isPending}
          onClick={() => summarise.mutate()}
        >
          {summarise.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {summary ? "Summarise again" : "Summarise with AI"}
        </button>
      }
    >
      <div aria-live="polite">
        {summary ? (
          <figure className="grid gap-2 rounded-field border border-dashed border-secondary p-3">
            <figcaption className="flex flex-wrap items-center gap-2 text-sm font-medium">
              <span className="badge badge-secondary">Written by AI</span>
              <span className="text-base-content/75">Check it against the brief below before you rely on it.</span>
            </figcaption>
            <p className="whitespace-pre-line">{summary.summary}</p>
          </figure>
        ) : (
          !summarise.isError && (
            <p className="text-sm text-base-content/75">
              An AI can sum up the brief in a few sentences. The brief itself is below.
            </p>
          )
        )}
        {summarise.isError && (
          <p role="alert" className="alert alert-error alert-soft text-sm">
            {errorMessage(summarise.error, "The summary could not be written. Please try again.")}
          </p>
        )}
      </div>
    </SectionCard>
  );
}
