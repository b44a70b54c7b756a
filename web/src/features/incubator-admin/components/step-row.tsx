import type { DraggableProvidedDragHandleProps } from "@hello-pangea/dnd";
import type { AdminStep } from "@contract/incubator/admin";
import { Icon } from "@/components/icon";
import { ActiveSwitch } from "./active-switch";

interface StepRowProps {
  step: AdminStep;
  dragHandle: DraggableProvidedDragHandleProps | null;
  dragging: boolean;
  toggling: boolean;
  onToggle: (isActive: boolean) => void;
  onEdit: () => void;
}

/** 'Step {order}', the title, a one-line prompt, the Active switch, edit and the drag handle. */
export function StepRow({ step, dragHandle, dragging, toggling, onToggle, onEdit }: StepRowProps) {
  return (
    <div
      className={`flex items-center gap-2 rounded-box border p-3 ${dragging ? "shadow-lg ring-2 ring-primary" : ""} ${
        // Dimmed by its frame, not by opacity, so its text keeps its contrast.
        step.isActive ? "border-base-300 bg-base-100" : "border-dashed border-base-content/30 bg-base-200"
      }`}
    >
      <div
        {...dragHandle}
        aria-label={`Reorder Step ${step.order}: ${step.title}`}
        className="btn btn-ghost btn-sm btn-square shrink-0 cursor-grab"
      >
        <Icon name="grip" strokeWidth={3} />
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-base-content/70 uppercase">Step {step.order}</p>
        <h3 className="flex flex-wrap items-center gap-2 font-semibold">
          {step.title}
          {!step.isActive && <span className="badge badge-ghost badge-sm">Inactive</span>}
        </h3>
        <p className="truncate text-sm text-base-content/75">{step.prompt}</p>
      </div>
      <ActiveSwitch name={step.title} checked={step.isActive} disabled={toggling} onChange={onToggle} />
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-square shrink-0"
        aria-label={`Edit Step ${step.order}: ${step.title}`}
        onClick={onEdit}
      >
        <Icon name="edit" />
      </button>
    </div>
  );
}
