import type { PreviewEvaluationResponse } from "@contract/incubator/admin";
import type { ReactNode } from "react";
import { Modal, ModalCloseRow } from "@/components/modal";

const VERDICT_LOOK = {
  met: { label: "Met", badge: "badge-success" },
  partly: { label: "Partly met", badge: "badge-warning" },
  missing: { label: "Missing", badge: "badge-error" },
} as const;

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function List({ items }: { items: string[] }) {
  return items.length ? (
    <ul className="list-disc pl-5 text-sm">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  ) : (
    <p className="text-sm text-base-content/75">None</p>
  );
}

/** What the learners' evaluator says about the sample answer; nothing is saved. */
export function PreviewDialog({ result, onClose }: { result: PreviewEvaluationResponse | null; onClose: () => void }) {
  return (
    <Modal open={result !== null} title="AI Evaluation Preview" onClose={onClose} className="max-w-2xl">
      {result && (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-base-content/80">
            This is a preview of how the AI would evaluate the sample answer. No data has been saved.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <span className={`badge badge-lg ${result.passed ? "badge-success" : "badge-error"}`}>
              {result.passed ? "Passed" : "Failed"}
            </span>
            <span className="text-2xl font-bold">{result.score}/100</span>
          </div>
          <Block title="Summary">
            <p className="text-sm">{result.feedback.summary}</p>
          </Block>
          <Block title="What Worked">
            <List items={result.feedback.whatWorked} />
          </Block>
          <Block title="Areas to Improve">
            <List items={result.feedback.improve} />
          </Block>
          <Block title="Rewrite Suggestion">
            <p className="text-sm whitespace-pre-line">{result.feedback.rewriteSuggestion}</p>
          </Block>
          <Block title="Next Hint">
            <p className="text-sm">{result.nextHint}</p>
          </Block>
          <Block title="Criteria">
            <ul className="flex flex-col gap-2">
              {result.criteria.map((criterion) => (
                <li key={criterion.criterionId} className="rounded-box border border-base-300 p-2 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {criterion.label}
                    {criterion.required && <span className="badge badge-ghost badge-sm">Required</span>}
                    <span className={`badge badge-sm ${VERDICT_LOOK[criterion.verdict].badge}`}>
                      {VERDICT_LOOK[criterion.verdict].label}
                    </span>
                  </p>
                  {criterion.quote && (
                    <blockquote className="border-l-2 border-base-300 pl-2 italic">“{criterion.quote}”</blockquote>
                  )}
                  <p className="text-base-content/80">{criterion.comment}</p>
                </li>
              ))}
            </ul>
          </Block>
          <ModalCloseRow onClose={onClose} />
        </div>
      )}
    </Modal>
  );
}
