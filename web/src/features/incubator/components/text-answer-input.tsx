import { useId } from "react";
import { countWords, reachesMinChars } from "../answer-text";
import { characterCount } from "@contract/text";

/**
 * A free-text answer with its word and character counts. The counts turn green once the step's
 * minimum length is reached and amber below it (a hint, never a blocking rule);
 * both shades keep AA contrast on white.
 */
export function TextAnswerInput({
  value,
  onChange,
  minChars,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  minChars: number;
  disabled?: boolean;
}) {
  const id = useId();
  const reached = reachesMinChars(value, minChars);
  return (
    <fieldset className="fieldset">
      <label className="fieldset-legend text-base" htmlFor={id}>
        Your answer
      </label>
      <textarea
        id={id}
        className="textarea min-h-48 w-full text-base"
        value={value}
        disabled={disabled}
        aria-describedby={`${id}-counts`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p
        id={`${id}-counts`}
        data-testid="answer-counts"
        className={`label flex flex-wrap justify-between gap-2 whitespace-normal text-sm font-medium ${
          reached ? "text-green-800" : "text-amber-800"
        }`}
      >
        <span>
          {countWords(value)} words · {characterCount(value)} characters
        </span>
        <span>{reached ? "Minimum length reached" : `Aim for at least ${minChars} characters`}</span>
      </p>
    </fieldset>
  );
}
