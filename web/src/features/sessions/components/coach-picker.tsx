import type { BookableCoach } from "@contract/sessions/learner";
import { useId } from "react";

/** Who to book: one coach is named; several are offered as radio buttons, the learner's own first. */
export function CoachPicker({
  coaches,
  value,
  onChange,
}: {
  coaches: readonly BookableCoach[];
  value: string;
  onChange: (coachId: string) => void;
}) {
  const name = useId();
  if (coaches.length === 1) {
    const [coach] = coaches;
    return (
      <p>
        {coach!.isYourCoach ? "Your coach" : "Coach"}: <span className="font-semibold">{coach!.name}</span> ·{" "}
        {coach!.sessionMinutes} minutes
      </p>
    );
  }
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-semibold">Coach</legend>
      {coaches.map((coach) => (
        <label key={coach.coachId} className="flex cursor-pointer items-center gap-3">
          <input
            type="radio"
            className="radio radio-primary"
            name={name}
            checked={value === coach.coachId}
            onChange={() => onChange(coach.coachId)}
          />
          <span>
            <span className="font-semibold">{coach.name}</span>
            {coach.isYourCoach && " (your coach)"}{" "}
            <span className="text-sm text-base-content/75">· {coach.sessionMinutes} minutes</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The coaches as offered: the learner's own first, then by name. */
export const coachesInOrder = (coaches: readonly BookableCoach[]) =>
  [...coaches].sort((a, b) => Number(b.isYourCoach) - Number(a.isYourCoach) || a.name.localeCompare(b.name));
