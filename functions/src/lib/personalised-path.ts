import type { CuratedVideoDoc } from "../contract/learning";
import { DIFFICULTIES, PILLARS, PILLAR_INFO, SKILL_IDS, type Pillar } from "../contract/pillars";
import { activeCuratedVideos, type NewPath, type NewPathVideo } from "./learning-store";

/** A personalised path holds 6-8 videos. */
export const PERSONALISED_PATH_MAX_VIDEOS = 8;
const PER_PILLAR = PERSONALISED_PATH_MAX_VIDEOS / 2;

type Candidate = { id: string; video: CuratedVideoDoc };

const byLearningOrder = (a: Candidate, b: Candidate) =>
  DIFFICULTIES.indexOf(a.video.difficulty) - DIFFICULTIES.indexOf(b.video.difficulty) ||
  a.video.orderPriority - b.video.orderPriority ||
  SKILL_IDS.indexOf(a.video.skillId) - SKILL_IDS.indexOf(b.video.skillId) ||
  a.id.localeCompare(b.id);

/**
 * Picks up to 8 active catalogue videos, half per pillar (a pillar with too few
 * leaves its places to the other), beginner first and then by orderPriority.
 */
export function pickPersonalisedVideos(pillars: Pillar[], candidates: Candidate[]): Candidate[] {
  const pools = pillars.map((pillar) =>
    candidates.filter(({ video }) => video.isActive && video.pillar === pillar).sort(byLearningOrder),
  );
  const taken = pools.map((pool) => pool.slice(0, PER_PILLAR));
  for (let index = 0; index < pools.length; index++) {
    const spare = PERSONALISED_PATH_MAX_VIDEOS - taken.reduce((sum, list) => sum + list.length, 0);
    if (spare <= 0) break;
    const pool = pools[index]!;
    taken[index] = pool.slice(0, taken[index]!.length + spare);
  }
  return taken.flat().sort(byLearningOrder);
}

/** The learner's two weakest pillars, cleaned: known names, no repeats, in the given (weakest first) order. */
function focusPillars(weakestPillars: readonly string[]): Pillar[] {
  const known = [...new Set(weakestPillars)].filter((name): name is Pillar => PILLARS.includes(name as Pillar));
  return (known.length ? known : [...PILLARS]).slice(0, 2);
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function personalisedPathText(pillars: Pillar[]): { title: string; description: string } {
  const names = pillars.join(" & ");
  const aims = pillars.map((pillar) => `${pillar} (${lowerFirst(PILLAR_INFO[pillar].tagline)})`).join(" and ");
  return {
    title: `Your ${names} Learning Path`,
    description: `Built from your skills assessment to strengthen ${aims}. Start with the beginner videos and work your way up.`,
  };
}

/**
 * The personalised path an assessment asks for: its text and its
 * catalogue videos for the learner's weakest pillars. The assessment writes it inside its own
 * transaction with preparePath; a retake creates a new path and older paths stay.
 */
export async function planPersonalisedPath(
  weakestPillars: readonly string[],
): Promise<{ path: NewPath; videos: NewPathVideo[] }> {
  const pillars = focusPillars(weakestPillars);
  const chosen = pickPersonalisedVideos(pillars, await activeCuratedVideos({ pillars, cap: 1000 }));
  return {
    path: { ...personalisedPathText(pillars), skillCategories: pillars },
    videos: chosen.map(({ id, video }, index) => ({
      youtubeVideoId: video.youtubeVideoId,
      title: video.title,
      description: video.description,
      skillCategory: video.pillar,
      orderIndex: index,
      curatedVideoId: id,
    })),
  };
}
