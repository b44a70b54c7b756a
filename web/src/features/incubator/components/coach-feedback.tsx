import type { Attempt } from "@contract/incubator/learner";
import { formatDateTime } from "@contract/relative-time";
import { SectionCard } from "@/components/section-card";
import { BookSession } from "./book-session-slot";

/** How many reviewed attempts the step shows (the newest; every one stays in 'Previous attempts'). */
const SHOWN = 3;

/** What the learner's coach said on this step's attempts: their verdict with its reason, and their notes. */
export function CoachFeedback({ attempts }: { attempts: readonly Attempt[] }) {
  const reviewed = attempts.filter((attempt) => attempt.coaching.verdict || attempt.coaching.note).slice(0, SHOWN);
  if (reviewed.length === 0) return null;
  return (
    <SectionCard title="From your coach" variant="outlined">
      <ol className="grid gap-3">
        {reviewed.map((attempt) => (
          <li key={attempt.id} className="grid gap-2">
            <p className="text-xs text-base-content/75">
              Your attempt of {formatDateTime(new Date(attempt.createdAt))} ({attempt.score}/100)
            </p>
            <CoachReview coaching={attempt.coaching} />
          </li>
        ))}
      </ol>
      <BookSession />
    </SectionCard>
  );
}

export function CoachReview({ coaching }: { coaching: Attempt["coaching"] }) {
  const { verdict, note } = coaching;
  return (
    <>
      {verdict && (
        <div className="rounded-field border-s-4 border-primary bg-base-200 p-3">
          <h3 className="font-semibold">Reviewed by your coach</h3>
          <p className="text-sm font-medium">
            {verdict.action === "pass" ? "Passed by your coach" : "Your coach asks for a revision"}
          </p>
          <p className="text-sm break-words whitespace-pre-line">{verdict.reason}</p>
        </div>
      )}
      {note && (
        <div className="rounded-field border-s-4 border-secondary bg-base-200 p-3">
          <h3 className="font-semibold">Note from your coach</h3>
          <p className="text-sm break-words whitespace-pre-line">{note.text}</p>
          <p className="mt-1 text-xs text-base-content/75">{formatDateTime(new Date(note.at))}</p>
        </div>
      )}
    </>
  );
}
