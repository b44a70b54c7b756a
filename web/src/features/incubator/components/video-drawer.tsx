import type { Recommendation } from "@contract/incubator/learner";
import { BulletText } from "@/components/bullet-text";
import { Modal } from "@/components/modal";
import { DifficultyBadge } from "@/components/pillar-badge";
import { YouTubePlayer } from "@/components/video/youtube-player";

/** The video drawer: a sheet from the bottom on phones, a dialog on wider screens. */
export function VideoDrawer({
  recommendation,
  onClose,
}: {
  recommendation: Recommendation | null;
  onClose: () => void;
}) {
  const video = recommendation?.video;
  return (
    <Modal open={video !== undefined} title={video?.title ?? ""} onClose={onClose} className="sm:max-w-2xl">
      {video && (
        <div className="grid gap-3">
          <YouTubePlayer videoId={video.youtubeVideoId} title={video.title} />
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span>{video.channelTitle}</span>
            <DifficultyBadge difficulty={video.difficulty} />
          </p>
          <BulletText text={video.description} className="text-base-content/80" />
        </div>
      )}
    </Modal>
  );
}
