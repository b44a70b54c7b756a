import type { PlanSection } from "@contract/incubator/plan";

/** A part of the business plan as the learner wrote it: a list step's items, or the text. */
export function PlanAnswer({ answer }: { answer: NonNullable<PlanSection["answer"]> }) {
  return answer.items ? (
    <ul className="list-disc ps-5 break-words">
      {answer.items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  ) : (
    <p className="break-words whitespace-pre-line">{answer.text}</p>
  );
}
