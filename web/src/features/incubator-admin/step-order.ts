import type { AdminStep } from "@contract/incubator/admin";

/** The list after a drag from `from` to `to`, renumbered 1..n at once. */
export function moveStep(steps: readonly AdminStep[], from: number, to: number): AdminStep[] {
  const moved = [...steps];
  const [step] = moved.splice(from, 1);
  if (!step) return [...steps];
  moved.splice(to, 0, step);
  return moved.map((entry, index) => ({ ...entry, order: index + 1 }));
}

/** The reorder call's payload: every step with its place. */
export function stepOrders(steps: readonly AdminStep[]): { stepId: string; order: number }[] {
  return steps.map((step) => ({ stepId: step.id, order: step.order }));
}
