import type { BriefAttempt } from "@contract/sessions/brief";
import { CriteriaList } from "@/components/criteria-list";
import { SectionCard } from "@/components/section-card";

const VERDICT_TEXT = { pass: "A coach passed it", revise: "A coach asked for a revision" } as const;

/** The learner's latest attempts: the AI's verdict on each criterion, and its quotes for those they failed. */
export function AttemptsCard({ attempts }: { attempts: readonly BriefAttempt[] }) {
  return (
    <SectionCard variant="outlined" title="Latest attempts">
      {attempts.length === 0 ? (
        <p className="text-sm">No attempts yet.</p>
      ) : (
        <ol className="grid gap-4">
          {attempts.map((attempt) => (
            <li key={attempt.id} className="grid gap-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">{attempt.stepTitle}</h3>
                <span className="flex flex-wrap items-center gap-2 text-sm">
                  <span className={`badge ${attempt.passed ? "badge-success" : "badge-error"} badge-soft`}>
                    {attempt.passed ? "Passed" : "Failed"} · {attempt.score}
                  </span>
                  {attempt.late && <span className="badge badge-ghost">Late</span>}
                  <time dateTime={attempt.createdAt} className="text-base-content/75">
                    {new Date(attempt.createdAt).toLocaleDateString(undefined, { day: "numeric", month: "short" })}
                  </time>
                </span>
              </div>
              {attempt.coachVerdict && <p className="text-sm">{VERDICT_TEXT[attempt.coachVerdict]}.</p>}
              <CriteriaList title="The AI's verdict per criterion" criteria={attempt.criteria} />
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
