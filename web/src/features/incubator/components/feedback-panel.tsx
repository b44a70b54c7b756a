import type { Evaluation } from "@contract/incubator/learner";
import { CriteriaList } from "@/components/criteria-list";

export type FeedbackView = Pick<Evaluation, "passed" | "score" | "passScore" | "feedback" | "nextHint" | "criteria">;

function FeedbackList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

const TONE = {
  passed: { frame: "border-green-600 bg-green-50", heading: "text-green-900", title: "Passed!" },
  failed: { frame: "border-amber-600 bg-amber-50", heading: "text-amber-900", title: "Keep Improving" },
  // A coach passed it: the AI's verdict is one view among others, not the step's outcome.
  coached: { frame: "border-base-300 bg-base-100", heading: "", title: "The AI's feedback" },
};

/**
 * The AI feedback: 'Passed!' or 'Keep Improving', and everything that explains the score; once a
 * coach passed the attempt, plainly the AI's feedback, its score the AI's.
 */
export function FeedbackPanel({
  evaluation,
  coachPassed = false,
}: {
  evaluation: FeedbackView;
  coachPassed?: boolean;
}) {
  const { passed, score, passScore, feedback, nextHint, criteria } = evaluation;
  const tone = TONE[coachPassed ? "coached" : passed ? "passed" : "failed"];
  return (
    <section aria-labelledby="feedback-heading" className={`card border-2 ${tone.frame}`}>
      <div className="card-body gap-4 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="feedback-heading" className={`text-xl font-bold ${tone.heading}`}>
            {tone.title}
          </h2>
          <p className="font-semibold">
            {coachPassed ? "AI score" : "Score"}: {score}/100{" "}
            <span className="text-sm font-normal text-base-content/80">(pass at {passScore})</span>
          </p>
        </div>
        <p>{feedback.summary}</p>
        <FeedbackList title="What Worked" items={feedback.whatWorked} />
        <FeedbackList title="Areas to Improve" items={feedback.improve} />
        {feedback.rewriteSuggestion && (
          <div>
            <h3 className="font-semibold">Rewrite Suggestion</h3>
            <p className="text-sm whitespace-pre-line">{feedback.rewriteSuggestion}</p>
          </div>
        )}
        {nextHint && (
          <div>
            <h3 className="font-semibold">Next Hint</h3>
            <p className="text-sm">{nextHint}</p>
          </div>
        )}
        <CriteriaList title="How your answer was judged" criteria={criteria} />
      </div>
    </section>
  );
}
