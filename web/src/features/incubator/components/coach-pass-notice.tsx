import type { Attempt } from "@contract/incubator/learner";
import { Link } from "react-router-dom";
import { Icon } from "@/components/icon";

/**
 * What leads the step once a coach passed its latest attempt: the step is complete by the coach's
 * verdict, with its reason and the way on; the AI's feedback below keeps its own score.
 */
export function CoachPassNotice({
  verdict,
  phasePath,
}: {
  verdict: NonNullable<Attempt["coaching"]["verdict"]>;
  phasePath: string;
}) {
  return (
    <section aria-labelledby="coach-pass-heading" className="card border-2 border-green-600 bg-green-50">
      <div className="card-body gap-2 p-4">
        <h2 id="coach-pass-heading" className="flex items-center gap-2 text-xl font-bold text-green-900">
          <Icon name="check" className="size-6" strokeWidth={2.5} /> Passed by your coach
        </h2>
        <p className="font-medium">This step is complete. Your coach reviewed your answer and passed it:</p>
        <p className="break-words whitespace-pre-line">{verdict.reason}</p>
        <p className="text-sm text-base-content/80">
          The AI&rsquo;s score stays as the AI gave it; your coach&rsquo;s verdict is the one that counts.
        </p>
        <Link to={phasePath} className="btn btn-primary self-start">
          Continue to the next step
        </Link>
      </div>
    </section>
  );
}
