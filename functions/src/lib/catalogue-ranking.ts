import type { CuratedVideoDoc } from "../contract/learning";
import { DIFFICULTIES } from "../contract/pillars";
import type { Level } from "../contract/profile";

const DIFFICULTY_FOR_LEVEL: Record<Level, (typeof DIFFICULTIES)[number]> = {
  Beginner: "beginner",
  Intermediate: "intermediate",
  Advanced: "advanced",
};

type Rankable = Pick<CuratedVideoDoc, "youtubeVideoId" | "skillId" | "difficulty" | "orderPriority">;

/**
 * Catalogue videos best first for a learner working on one skill: the same skill first,
 * then the learner's level, then easier before harder, then orderPriority.
 */
export function rankForLearner<V extends Rankable>(videos: V[], want: { skillId: string; level: Level }): V[] {
  const wanted = DIFFICULTY_FOR_LEVEL[want.level];
  const rank = (video: V) => [
    video.skillId === want.skillId ? 0 : 1,
    video.difficulty === wanted ? 0 : 1,
    DIFFICULTIES.indexOf(video.difficulty),
    video.orderPriority,
  ];
  return [...videos].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i]! - rb[i]!;
    return a.youtubeVideoId.localeCompare(b.youtubeVideoId);
  });
}
