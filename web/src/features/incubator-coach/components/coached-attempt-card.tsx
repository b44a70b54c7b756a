import type { CoachAction } from "@contract/incubator/coaching";
import type { CoachedAttempt } from "@contract/incubator/coach";
import { formatDateTime } from "@contract/relative-time";
import { useEffect, useId, useRef, useState } from "react";
import { CriteriaList } from "@/components/criteria-list";
import { coachActionsOf, REVIEW_KIND_LABEL } from "../coach-review";
import { AiFeedbackDetails } from "./ai-feedback-details";
import { CoachNoteDialog } from "./coach-note-dialog";
import { CoachVerdictDialog } from "./coach-verdict-dialog";

const ACTION_LABEL: Record<CoachAction, string> = { pass: "Pass this attempt", revise: "Ask for a revision" };
/** The coach's verdict leads the card's header: it is what stands for the learner. */
const VERDICT_BADGE: Record<CoachAction, { label: string; className: string }> = {
  pass: { label: "Passed by a coach", className: "border-green-300 bg-green-100 text-green-900" },
  revise: { label: "Revision requested", className: "border-amber-300 bg-amber-100 text-amber-900" },
};
const when = (iso: string) => formatDateTime(new Date(iso));

/**
 * One attempt as its coach reads it: the answer, the AI's verdict per criterion, the coach's
 * verdict and note, and what the coach may do. The learner's answer is only read, never edited.
 */
export function CoachedAttemptCard({
  learnerId,
  attempt,
  chosen,
}: {
  learnerId: string;
  attempt: CoachedAttempt;
  /** The attempt a review queue link points at: marked and scrolled to. */
  chosen: boolean;
}) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const [dialog, setDialog] = useState<"note" | CoachAction | null>(null);
  const { evaluation, coaching, rawInput } = attempt;
  const { verdict } = coaching;
  const review = coaching.review?.open ? coaching.review : null;

  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (chosen) ref.current?.scrollIntoView?.({ block: "center" });
  }, [chosen]);

  return (
    <article
      ref={ref}
      aria-labelledby={headingId}
      aria-current={chosen || undefined}
      className={`grid grid-cols-1 gap-3 rounded-box border p-3 sm:p-4 ${chosen ? "border-primary ring-2 ring-primary" : "border-base-300"}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          Attempt of {when(attempt.createdAt)}
        </h3>
        <div className="flex flex-wrap gap-1">
          {attempt.late && <span className="badge badge-warning">Late</span>}
          {verdict && (
            <span className={`badge ${VERDICT_BADGE[verdict.action].className}`}>
              {VERDICT_BADGE[verdict.action].label}
            </span>
          )}
          {/* Once a coach has ruled, the AI's verdict is shown as the AI's, in a neutral badge. */}
          <span
            className={`badge ${verdict ? "badge-ghost" : attempt.passed ? "border-green-300 bg-green-100 text-green-900" : "border-red-300 bg-red-100 text-red-900"}`}
          >
            AI: {attempt.score}/100 · {attempt.passed ? "Passed" : "Not passed"}
          </span>
          {review && (
            <span className="badge border-amber-300 bg-amber-100 text-amber-900">
              Needs review · {REVIEW_KIND_LABEL[review.kind]}
            </span>
          )}
        </div>
      </header>

      <div>
        <h4 className="text-sm font-semibold">The learner's answer</h4>
        {rawInput.items?.length ? (
          <ul className="list-disc ps-5 text-sm break-words">
            {rawInput.items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm break-words whitespace-pre-line">{attempt.normalizedText}</p>
        )}
      </div>

      <div className="grid grid-cols-1 gap-2">
        <p className="text-sm">
          <span className="font-semibold">AI summary: </span>
          {evaluation.feedback.summary} <span className="text-base-content/75">(pass mark {evaluation.passScore})</span>
        </p>
        <CriteriaList title="How the AI judged it" criteria={evaluation.criteria} />
        <AiFeedbackDetails evaluation={evaluation} />
      </div>

      {(coaching.verdict || coaching.note) && (
        <dl className="grid grid-cols-1 gap-2 rounded-field bg-base-200 p-3 text-sm">
          {coaching.verdict && (
            <div>
              <dt className="font-semibold">
                {coaching.verdict.action === "pass" ? "Why a coach passed it" : "Why a coach asks for a revision"}
              </dt>
              <dd className="break-words whitespace-pre-line">{coaching.verdict.reason}</dd>
              <dd className="text-base-content/75">
                {coaching.verdict.by}, {when(coaching.verdict.at)}
              </dd>
            </div>
          )}
          {coaching.note && (
            <div>
              <dt className="font-semibold">Coach's note</dt>
              <dd className="break-words whitespace-pre-line">{coaching.note.text}</dd>
              <dd className="text-base-content/75">
                {coaching.note.by}, {when(coaching.note.at)}
              </dd>
            </div>
          )}
        </dl>
      )}

      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setDialog("note")}>
          {coaching.note ? "Edit note" : "Leave a note"}
        </button>
        {coachActionsOf(attempt).map((action) => (
          <button key={action} type="button" className="btn btn-primary btn-sm" onClick={() => setDialog(action)}>
            {ACTION_LABEL[action]}
          </button>
        ))}
      </div>

      {dialog === "note" && <CoachNoteDialog learnerId={learnerId} attempt={attempt} onClose={() => setDialog(null)} />}
      {(dialog === "pass" || dialog === "revise") && (
        <CoachVerdictDialog learnerId={learnerId} attempt={attempt} action={dialog} onClose={() => setDialog(null)} />
      )}
    </article>
  );
}
