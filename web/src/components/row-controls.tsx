import type { ReactNode } from "react";
import type { TableColumn } from "./table";

/** A table's last column, "Actions": the row's buttons and switches side by side. */
export function actionsColumn<T>(cell: (row: T) => ReactNode): TableColumn<T> {
  return {
    id: "actions",
    header: "Actions",
    cell: (row) => <div className="flex flex-wrap items-center gap-1">{cell(row)}</div>,
  };
}

/** A small button in a row; `label` names it with its row ("Edit: <title>"), as its text alone says too little. */
export function RowButton({
  label,
  onClick,
  className = "btn-ghost",
  children,
}: {
  label: string;
  onClick: () => void;
  /** Its daisyUI look; a ghost button unless told. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={`btn btn-sm ${className}`} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}

/** A quick switch in a row: it calls the server at once, so it is disabled while that runs. */
export function RowSwitch(props: {
  label: string;
  checked: boolean;
  disabled: boolean;
  /** Its daisyUI colour, e.g. `toggle-success`. */
  tone: string;
  onToggle: () => void;
}) {
  return (
    <input
      type="checkbox"
      className={`toggle toggle-sm ${props.tone}`}
      checked={props.checked}
      disabled={props.disabled}
      aria-label={props.label}
      onChange={props.onToggle}
    />
  );
}
