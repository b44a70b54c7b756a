import type { Difficulty, Pillar } from "@contract/pillars";

/** Tailwind classes per pillar (spec 000 section 9 colours; dark text keeps AA contrast on them). */
export const PILLAR_CLASSES: Record<Pillar, { bg: string; text: string }> = {
  SHAPE: { bg: "bg-shape", text: "text-gray-900" },
  SHOW: { bg: "bg-show", text: "text-gray-900" },
  SELL: { bg: "bg-sell", text: "text-gray-900" },
  SERVE: { bg: "bg-serve", text: "text-gray-900" },
};

export function PillarBadge({ pillar }: { pillar: Pillar }) {
  const { bg, text } = PILLAR_CLASSES[pillar];
  return <span className={`badge badge-sm border-0 font-semibold ${bg} ${text}`}>{pillar}</span>;
}

/** Difficulty colours green, amber, red (spec 000 section 9), as soft badges with dark text. */
const DIFFICULTY_CLASSES: Record<Difficulty, string> = {
  beginner: "bg-green-100 text-green-900 border-green-300",
  intermediate: "bg-amber-100 text-amber-900 border-amber-300",
  advanced: "bg-red-100 text-red-900 border-red-300",
};

export const difficultyLabel = (difficulty: Difficulty) => difficulty.charAt(0).toUpperCase() + difficulty.slice(1);

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return <span className={`badge badge-sm ${DIFFICULTY_CLASSES[difficulty]}`}>{difficultyLabel(difficulty)}</span>;
}
