import {
  DragDropContext,
  Draggable,
  Droppable,
  type DraggableStateSnapshot,
  type DraggingStyle,
  type DropResult,
  type NotDraggingStyle,
  type ResponderProvided,
} from "@hello-pangea/dnd";
import type { AdminStep } from "@contract/incubator/admin";
import { StepRow } from "./step-row";

interface StepListProps {
  phaseId: string;
  steps: AdminStep[];
  togglingId: string | null;
  onReorder: (from: number, to: number) => void;
  onToggle: (step: AdminStep, isActive: boolean) => void;
  onEdit: (step: AdminStep) => void;
}

/** The drag-and-drop animation is 200 ms ease. */
const DROP_MS = 200;

function dropStyle(style: DraggingStyle | NotDraggingStyle | undefined, snapshot: DraggableStateSnapshot) {
  if (!snapshot.isDropAnimating || !snapshot.dropAnimation) return style;
  const { moveTo } = snapshot.dropAnimation;
  return { ...style, transform: `translate(${moveTo.x}px, ${moveTo.y}px)`, transition: `all ${DROP_MS}ms ease` };
}

const USAGE =
  "Press space or enter to lift the step, the arrow keys to move it, space or enter to drop it, escape to cancel.";

/**
 * The phase's steps as a @hello-pangea/dnd list: mouse, touch and keyboard (lift, move, drop), each
 * move said to screen readers in the list's own words. The library's injected styles pass the
 * app's CSP through `style-src 'unsafe-inline'` (firebase.json), so no nonce is set: a nonce in
 * style-src would switch 'unsafe-inline' off for the style attributes the app sets (progress bars).
 */
export function StepList({ phaseId, steps, togglingId, onReorder, onToggle, onEdit }: StepListProps) {
  const titleAt = (index: number) => steps[index]?.title ?? "";
  const position = (index: number) => `position ${index + 1} of ${steps.length}`;

  const onDragEnd = (result: DropResult, provided: ResponderProvided) => {
    const title = titleAt(result.source.index);
    if (!result.destination) {
      provided.announce(`Reordering cancelled. ${title} stays in ${position(result.source.index)}.`);
      return;
    }
    provided.announce(`${title} dropped in ${position(result.destination.index)}.`);
    if (result.destination.index !== result.source.index) onReorder(result.source.index, result.destination.index);
  };

  return (
    <DragDropContext
      dragHandleUsageInstructions={USAGE}
      onDragStart={(start, provided) =>
        provided.announce(`Lifted ${titleAt(start.source.index)} in ${position(start.source.index)}. ${USAGE}`)
      }
      onDragUpdate={(update, provided) =>
        provided.announce(
          update.destination
            ? `${titleAt(update.source.index)} moved to ${position(update.destination.index)}.`
            : `${titleAt(update.source.index)} is not over the list.`,
        )
      }
      onDragEnd={onDragEnd}
    >
      <Droppable droppableId={`steps-${phaseId}`}>
        {(droppable) => (
          <ol ref={droppable.innerRef} {...droppable.droppableProps} aria-label="Steps" className="flex flex-col">
            {steps.map((step, index) => (
              <Draggable key={step.id} draggableId={step.id} index={index}>
                {(draggable, snapshot) => (
                  <li
                    ref={draggable.innerRef}
                    {...draggable.draggableProps}
                    style={dropStyle(draggable.draggableProps.style, snapshot)}
                    className="pb-2"
                  >
                    <StepRow
                      step={step}
                      dragHandle={draggable.dragHandleProps}
                      dragging={snapshot.isDragging}
                      toggling={togglingId === step.id}
                      onToggle={(isActive) => onToggle(step, isActive)}
                      onEdit={() => onEdit(step)}
                    />
                  </li>
                )}
              </Draggable>
            ))}
            {droppable.placeholder}
          </ol>
        )}
      </Droppable>
    </DragDropContext>
  );
}
