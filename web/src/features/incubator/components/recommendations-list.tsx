import type { Recommendation } from "@contract/incubator/learner";
import type { Pillar } from "@contract/pillars";
import { useEffect, useRef, useState } from "react";
import { DifficultyBadge } from "@/components/pillar-badge";
import { SectionCard } from "@/components/section-card";
import { VideoThumbnail } from "@/components/video/video-thumbnail";
import { useTrackRecommendation } from "../api/track-recommendation";
import { VideoDrawer } from "./video-drawer";

/**
 * 'Recommended for you': each shown recommendation counts one
 * impression (each evaluation makes new recommendations, so tracking starts over with them); a
 * click is counted and opens the video drawer.
 */
export function RecommendationsList({
  recommendations,
  pillar,
}: {
  recommendations: readonly Recommendation[];
  pillar: Pillar;
}) {
  const track = useTrackRecommendation();
  const seen = useRef(new Set<string>());
  const [open, setOpen] = useState<Recommendation | null>(null);
  const { mutate } = track;

  useEffect(() => {
    for (const recommendation of recommendations) {
      if (seen.current.has(recommendation.id)) continue;
      seen.current.add(recommendation.id);
      mutate({ id: recommendation.id, eventType: "impression" });
    }
  }, [recommendations, mutate]);

  if (recommendations.length === 0) return null;
  return (
    <SectionCard title="Recommended for you" variant="outlined">
      <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
        {recommendations.map((recommendation) => (
          <li key={recommendation.id}>
            <button
              type="button"
              className="grid w-full gap-2 rounded-field border border-base-300 p-2 text-left transition hover:shadow-md"
              onClick={() => {
                mutate({ id: recommendation.id, eventType: "click" });
                setOpen(recommendation);
              }}
            >
              <VideoThumbnail
                src={recommendation.video.thumbnailUrl}
                title={recommendation.video.title}
                pillar={pillar}
              />
              <span className="font-semibold">{recommendation.video.title}</span>
              <span className="flex flex-wrap items-center gap-2 text-sm text-base-content/75">
                {recommendation.video.channelTitle}
                <DifficultyBadge difficulty={recommendation.video.difficulty} />
              </span>
              <span className="text-sm">{recommendation.recommendationReason}</span>
            </button>
          </li>
        ))}
      </ul>
      <VideoDrawer recommendation={open} onClose={() => setOpen(null)} />
    </SectionCard>
  );
}
