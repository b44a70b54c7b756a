import { PILLAR_BG } from "./progress-bar";
import type { Difficulty, Pillar } from "@contract/pillars";

/** A pillar's name on its colour; dark text keeps AA contrast on all four. */
export function PillarBadge({ pillar }: { pillar: Pillar }) {
  return <span className={`badge badge-sm border-0 font-semibold text-gray-900 ${PILLAR_BG[pillar]}`}>{pillar}</span>;
}

/** Difficulty colours green, amber, red, as soft badges with dark text. */
const DIFFICULTY_CLASSES: Record<Difficulty, string> = {
  beginner: "bg-green-100 text-green-900 border-green-300",
  intermediate: "bg-amber-100 text-amber-900 border-amber-300",
  advanced: "bg-red-100 text-red-900 border-red-300",
};

export const difficultyLabel = (difficulty: Difficulty) => difficulty.charAt(0).toUpperCase() + difficulty.slice(1);

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return <span className={`badge badge-sm ${DIFFICULTY_CLASSES[difficulty]}`}>{difficultyLabel(difficulty)}</span>;
}
