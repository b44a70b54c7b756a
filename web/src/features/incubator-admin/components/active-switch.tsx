interface ActiveSwitchProps {
  /** What the switch turns on, for its accessible name ('Active: Validate your idea'). */
  name: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (isActive: boolean) => void;
}

/** The Active switch of a phase or a step row. */
export function ActiveSwitch({ name, checked, disabled, onChange }: ActiveSwitchProps) {
  return (
    <label className="flex shrink-0 cursor-pointer items-center gap-2 text-sm">
      <input
        type="checkbox"
        role="switch"
        className="toggle toggle-success toggle-sm"
        checked={checked}
        disabled={disabled}
        aria-label={`Active: ${name}`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span aria-hidden="true">Active</span>
    </label>
  );
}
