import type { DuePhase } from "@contract/cohorts/week";
import { formatDeadline } from "../format-deadline";

/** Phases with their deadlines in the learner's zone. */
export function DueList({ title, phases, timeZone }: { title: string; phases: DuePhase[]; timeZone: string }) {
  if (!phases.length) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="flex flex-col gap-1 text-sm">
        {phases.map((phase) => (
          <li key={phase.phaseKey} className="flex flex-wrap justify-between gap-x-2">
            <span>
              {phase.title}
              {phase.complete && <span className="badge badge-success badge-sm ml-2">Done</span>}
            </span>
            <time dateTime={phase.deadline} className="text-base-content/75">
              {formatDeadline(phase.deadline, timeZone)}
            </time>
          </li>
        ))}
      </ul>
    </div>
  );
}
