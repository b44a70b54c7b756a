import { useId } from "react";

interface FilterSelectProps<T extends string> {
  /** The select's name for screen readers (the filter row shows no labels). */
  label: string;
  /** The first option, which filters nothing ("All Pillars"). */
  allLabel: string;
  value: T | "all";
  options: readonly { value: T; label: string }[];
  onChange: (value: T | "all") => void;
}

/** One of the catalogue's filters: a select whose first option shows everything. */
export function FilterSelect<T extends string>({ label, allLabel, value, options, onChange }: FilterSelectProps<T>) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} className="select w-full" value={value} onChange={(event) => onChange(event.target.value as T)}>
        <option value="all">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
