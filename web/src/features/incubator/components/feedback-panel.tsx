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

/** The AI feedback: 'Passed!' or 'Keep Improving', and everything that explains the score. */
export function FeedbackPanel({ evaluation }: { evaluation: FeedbackView }) {
  const { passed, score, passScore, feedback, nextHint, criteria } = evaluation;
  return (
    <section
      aria-labelledby="feedback-heading"
      className={`card border-2 ${passed ? "border-green-600 bg-green-50" : "border-amber-600 bg-amber-50"}`}
    >
      <div className="card-body gap-4 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="feedback-heading" className={`text-xl font-bold ${passed ? "text-green-900" : "text-amber-900"}`}>
            {passed ? "Passed!" : "Keep Improving"}
          </h2>
          <p className="font-semibold">
            Score: {score}/100 <span className="text-sm font-normal text-base-content/80">(pass at {passScore})</span>
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
