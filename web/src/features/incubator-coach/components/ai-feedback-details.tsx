import type { Evaluation } from "@contract/incubator/learner";

/** The rest of what the learner read from the AI, folded: what worked, what to improve, the rewrite and the hint. */
export function AiFeedbackDetails({ evaluation }: { evaluation: Evaluation }) {
  const { whatWorked, improve, rewriteSuggestion } = evaluation.feedback;
  const lists = [
    { title: "What worked", items: whatWorked },
    { title: "Areas to improve", items: improve },
  ].filter((list) => list.items.length > 0);
  if (lists.length === 0 && !rewriteSuggestion && !evaluation.nextHint) return null;
  return (
    <details className="rounded-field border border-base-300 p-2 text-sm">
      <summary className="cursor-pointer font-semibold">The AI's feedback to the learner</summary>
      <div className="mt-2 grid grid-cols-1 gap-2">
        {lists.map((list) => (
          <div key={list.title}>
            <h4 className="font-semibold">{list.title}</h4>
            <ul className="list-disc ps-5 break-words">
              {list.items.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
        {rewriteSuggestion && (
          <div>
            <h4 className="font-semibold">Rewrite suggestion</h4>
            <p className="break-words whitespace-pre-line">{rewriteSuggestion}</p>
          </div>
        )}
        {evaluation.nextHint && (
          <div>
            <h4 className="font-semibold">Next hint</h4>
            <p className="break-words">{evaluation.nextHint}</p>
          </div>
        )}
      </div>
    </details>
  );
}
