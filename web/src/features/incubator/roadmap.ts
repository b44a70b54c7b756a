import type { IncubatorPhase } from "@contract/incubator";

// The roadmap's rules, pure so they are tested apart from the screen.
// The server decides what is unlocked (an unlock is permanent, docs/decisions.md "Incubator (API)").

type PhaseProgress = IncubatorPhase["userProgress"];

export const isPhaseComplete = (progress: Pick<PhaseProgress, "completed" | "total">) =>
  progress.total > 0 && progress.completed >= progress.total;

/**
 * A phase card's badge: every step complete. A badge once awarded stays (awards are never taken
 * back), so a phase that gained a step keeps it.
 */
export const showsBadge = (progress: PhaseProgress) => progress.badgeEarned || isPhaseComplete(progress);

/** The phase 'Sensei Tips' speaks about: the first unlocked one not yet complete, DISCOVER by default. */
export function currentPhase(phases: readonly IncubatorPhase[]): IncubatorPhase | undefined {
  return (
    phases.find((phase) => phase.userProgress.unlocked && !isPhaseComplete(phase.userProgress)) ??
    phases.find((phase) => phase.key === "DISCOVER")
  );
}
