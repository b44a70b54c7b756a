import { INCUBATOR_LIMITS } from "../../contract/incubator/common";
import { type Recommendation, type TrackResponse } from "../../contract/incubator/learner";
import type { RecommendationDoc, StepDoc } from "../../contract/incubator/storage";
import { thumbnailUrlFor } from "../../contract/learning";
import { PILLAR_INFO, skillById } from "../../contract/pillars";
import { rankForLearner } from "../../lib/catalogue-ranking";
import type { Clock } from "../../lib/clock";
import { notFound } from "../../lib/errors";
import { activeVideosOf, countClick, countImpression, learnerLevel } from "./repository";
import { pillarOf } from "../../domain/incubator/view";

// The videos an evaluation recommends, and what the learner does with them.

function reasonFor(step: StepDoc, video: { skillId: string; difficulty: string }): string {
  const skill = skillById(step.skillId)!;
  if (video.skillId === skill.id) return `Builds "${skill.label}", the skill this step works on (${video.difficulty}).`;
  const pillar = pillarOf(step);
  return `More on ${pillar} (${PILLAR_INFO[pillar].tagline.toLowerCase()}): "${skillById(video.skillId)!.label}".`;
}

/** Three active catalogue videos for the step's skill, then its pillar, ranked for the learner. */
export async function pickVideos(uid: string, step: StepDoc) {
  const [videos, level] = await Promise.all([activeVideosOf(pillarOf(step)), learnerLevel(uid)]);
  const candidates = videos.map(({ id, data }) => ({ ...data, curatedVideoId: id }));
  return rankForLearner(candidates, { skillId: step.skillId, level }).slice(0, INCUBATOR_LIMITS.recommendations);
}

/** The recommendation documents of one evaluation's videos, in position order. */
export function recommendationDocs(
  step: StepDoc,
  stepId: string,
  attemptId: string,
  videos: Awaited<ReturnType<typeof pickVideos>>,
  now: RecommendationDoc["createdAt"],
): RecommendationDoc[] {
  return videos.map((video, index) => ({
    stepId,
    attemptId,
    position: index + 1,
    recommendationReason: reasonFor(step, video),
    video: {
      curatedVideoId: video.curatedVideoId,
      youtubeVideoId: video.youtubeVideoId,
      title: video.title,
      channelTitle: video.channelTitle,
      difficulty: video.difficulty,
      description: video.description,
      pillar: video.pillar,
      skillId: video.skillId,
    },
    impressionAt: null,
    clicks: 0,
    createdAt: now,
  }));
}

export function toRecommendation(id: string, doc: RecommendationDoc): Recommendation {
  const { video } = doc;
  return {
    id,
    position: doc.position,
    recommendationReason: doc.recommendationReason,
    video: {
      id: video.curatedVideoId,
      youtubeVideoId: video.youtubeVideoId,
      title: video.title,
      channelTitle: video.channelTitle,
      difficulty: video.difficulty,
      description: video.description,
      thumbnailUrl: thumbnailUrlFor(video.youtubeVideoId),
    },
  };
}

/** One impression per shown recommendation (a repeat counts nothing); every click counts. */
export async function track(
  deps: { clock: Clock },
  uid: string,
  id: string,
  eventType: "impression" | "click",
): Promise<TrackResponse> {
  const counted = eventType === "click" ? await countClick(uid, id) : await countImpression(uid, id, deps.clock.now());
  if (counted === null) throw notFound("Recommendation not found");
  return { id, eventType, counted };
}
