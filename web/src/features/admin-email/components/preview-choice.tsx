import { useId } from "react";

interface PreviewChoiceProps<K extends string> {
  label: string;
  options: readonly { id: K; label: string }[];
  value: K;
  onChange: (value: K) => void;
}

/** One of a few ways to show the preview, as a row of toggle buttons (radio buttons underneath). */
export function PreviewChoice<K extends string>({ label, options, value, onChange }: PreviewChoiceProps<K>) {
  const id = useId();
  return (
    <div role="radiogroup" aria-labelledby={`${id}-label`} className="flex flex-wrap items-center gap-2">
      <span id={`${id}-label`} className="text-sm font-semibold">
        {label}
      </span>
      {options.map((option) => (
        <input
          key={option.id}
          type="radio"
          name={id}
          className="btn btn-sm"
          aria-label={option.label}
          checked={value === option.id}
          onChange={() => onChange(option.id)}
        />
      ))}
    </div>
  );
}
