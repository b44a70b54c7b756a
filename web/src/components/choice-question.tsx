import { useEffect, useId, useRef, type ReactNode } from "react";
import { ProgressBar } from "./progress-bar";

interface ChoiceQuestionProps {
  step: number;
  total: number;
  question: string;
  options: readonly { value: string; label: string }[];
  multiple: boolean;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Shown above the question, e.g. the pillar badge. */
  eyebrow?: ReactNode;
}

/**
 * One step of a questionnaire: 'Question X of N', a progress bar and a native radio group or
 * checkbox list (so arrow keys, Space and Tab work). Focus moves to the options on each step.
 */
export function ChoiceQuestion({
  step,
  total,
  question,
  options,
  multiple,
  selected,
  onChange,
  eyebrow,
}: ChoiceQuestionProps) {
  const name = useId();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    // After the frame: a dialog that opens in the same commit would otherwise move focus to its first button.
    const frame = requestAnimationFrame(() => {
      const inputs = Array.from(fieldset.current?.querySelectorAll<HTMLInputElement>("input") ?? []);
      (inputs.find((input) => input.checked) ?? inputs[0])?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [step]);

  const toggle = (value: string, checked: boolean) => {
    if (!multiple) return onChange([value]);
    onChange(checked ? [...selected, value] : selected.filter((entry) => entry !== value));
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <p className="text-sm text-base-content/75">
          Question {step + 1} of {total}
        </p>
        <ProgressBar value={((step + 1) / total) * 100} label="Progress" />
      </div>
      {eyebrow}
      <fieldset ref={fieldset} className="flex flex-col gap-2">
        <legend className="mb-3 text-lg font-semibold leading-snug">{question}</legend>
        {options.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <label
              key={option.value}
              className={`flex cursor-pointer items-center gap-3 rounded-field border px-3 py-2.5 ${checked ? "border-primary bg-base-200" : "border-base-300"}`}
            >
              <input
                type={multiple ? "checkbox" : "radio"}
                name={name}
                value={option.value}
                checked={checked}
                onChange={(event) => toggle(option.value, event.target.checked)}
                className={`${multiple ? "checkbox checkbox-sm" : "radio radio-sm"} border-base-content/60`}
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}

/** Previous / Next (or the final action) under a step. */
export function StepButtons({
  step,
  canAdvance,
  lastLabel,
  busyLabel,
  busy,
  isLast,
  onPrevious,
  onNext,
}: {
  step: number;
  canAdvance: boolean;
  lastLabel: string;
  busyLabel: string;
  busy: boolean;
  isLast: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <div className="mt-6 flex justify-between gap-3">
      <button type="button" className="btn btn-ghost" disabled={step === 0 || busy} onClick={onPrevious}>
        Previous
      </button>
      <button type="button" className="btn btn-primary" disabled={!canAdvance || busy} onClick={onNext}>
        {isLast ? (busy ? busyLabel : lastLabel) : "Next"}
      </button>
    </div>
  );
}
