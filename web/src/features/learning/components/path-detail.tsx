import type { PathVideo } from "@contract/learning";
import { useDeferredValue, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { BackLink } from "@/components/back-link";
import { BulletText } from "@/components/bullet-text";
import { PillarBadge } from "@/components/pillar-badge";
import { ProgressBar } from "@/components/progress-bar";
import { SectionCard } from "@/components/section-card";
import { VideoThumbnail } from "@/components/video/video-thumbnail";
import { YouTubePlayer } from "@/components/video/youtube-player";
import { ApiRequestError } from "@/lib/api-client";
import { notify } from "@/components/notify";
import { useSessionUser } from "@/lib/session-user";
import { routePaths } from "@/lib/route-paths";
import { usePathProgress } from "../api/get-path-progress";
import { useWatchVideo } from "../api/watch-video";

function VideoEntry({
  video,
  index,
  count,
  onComplete,
  completing,
}: {
  video: PathVideo;
  index: number;
  count: number;
  onComplete: () => void;
  completing: boolean;
}) {
  const [playing, setPlaying] = useState(false);
  const headingId = `video-${video.id}`;
  return (
    <li>
      <article className="card border-base-300 bg-base-100 overflow-hidden border" aria-labelledby={headingId}>
        {playing ? (
          <YouTubePlayer videoId={video.youtubeVideoId} title={video.title} />
        ) : (
          <button
            type="button"
            className="group relative block w-full"
            onClick={() => setPlaying(true)}
            aria-label={`Play ${video.title}`}
          >
            <VideoThumbnail src={video.thumbnailUrl} title={video.title} pillar={video.skillCategory} />
            <span className="absolute inset-0 bg-black/0 transition group-hover:bg-black/15" aria-hidden="true" />
          </button>
        )}
        <div className="card-body gap-2 p-4">
          <p className="text-base-content/75 text-xs font-semibold tracking-wide">
            Video {index + 1} of {count}
            {video.watched && <span className="text-success"> (Watched)</span>}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="font-bold">
              {video.title}
            </h3>
            <PillarBadge pillar={video.skillCategory} />
          </div>
          <BulletText text={video.description} className="text-base-content/80" />
          <div className="card-actions justify-end">
            {video.watched ? (
              <button type="button" className="btn btn-success btn-sm" disabled>
                Completed
              </button>
            ) : (
              <button type="button" className="btn btn-primary btn-sm" onClick={onComplete} disabled={completing}>
                {completing ? "Saving..." : "Mark as Completed"}
              </button>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}

/**
 * Videos in the first render: a phone's first screen shows one at most. The rest follow in a
 * deferred render (`useDeferredValue`).
 */
const FIRST_FRAME_VIDEOS = 2;

/** "Learning path detail". */
export default function PathDetail() {
  const { pathId = "" } = useParams();
  const user = useSessionUser();
  const navigate = useNavigate();
  const progress = usePathProgress(pathId);
  const watch = useWatchVideo(user.id, pathId);
  const painted = useDeferredValue(true, false);

  if (progress.isPending)
    return (
      <main className="flex min-h-[50dvh] items-center justify-center" role="status">
        <span role="status" className="loading loading-spinner loading-lg" aria-label="Loading learning path" />
      </main>
    );
  if (progress.isError) {
    const missing =
      progress.error instanceof ApiRequestError && (progress.error.status === 404 || progress.error.status === 403);
    return (
      <main className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 pt-16 pb-28 text-center">
        <h1 className="text-xl font-bold">{missing ? "Learning path not found" : "Failed to load learning path"}</h1>
        <button type="button" className="btn btn-primary" onClick={() => navigate(routePaths.learn)}>
          Back to Learning Paths
        </button>
      </main>
    );
  }

  const { learningPath, videos, totalVideos, watchedVideos, progressPercentage } = progress.data;
  const pillars = [...new Set([...learningPath.skillCategories, ...videos.map((video) => video.skillCategory)])];
  const complete = totalVideos > 0 && watchedVideos === totalVideos;

  const markCompleted = (video: PathVideo) =>
    watch.mutate(video.id, {
      onSuccess: () => notify.success("Progress Updated", "Video marked as completed!"),
      onError: () => notify.error("Error", "Failed to update progress. Please try again."),
    });

  return (
    <main className="mx-auto w-full max-w-3xl px-4 pt-6 pb-28">
      <BackLink label="Back" onBack={() => void navigate(routePaths.learn)} />
      <header className="mb-4">
        <h1 className="text-2xl font-extrabold tracking-tight">{learningPath.title}</h1>
        {learningPath.description && <p className="text-base-content/75 mt-1">{learningPath.description}</p>}
        <div className="mt-2 flex flex-wrap gap-1">
          {pillars.map((pillar) => (
            <PillarBadge key={pillar} pillar={pillar} />
          ))}
        </div>
      </header>

      <SectionCard
        variant="muted"
        className="mb-6"
        bodyClassName="gap-2 p-4"
        title="Learning Progress"
        actions={<span className="text-lg font-extrabold">{progressPercentage}%</span>}
      >
        <ProgressBar value={progressPercentage} label="Learning progress" />
        <p className="text-base-content/75 text-sm">
          {watchedVideos} of {totalVideos} videos completed
        </p>
      </SectionCard>

      {complete && (
        <section className="rounded-box bg-success text-success-content mb-6 p-4" aria-live="polite">
          <h2 className="text-lg font-bold">Congratulations! 🎉</h2>
          <p className="mt-1">You've completed all videos in this learning path. Keep up the great work!</p>
        </section>
      )}

      <h2 className="mb-3 text-lg font-bold">Learning Videos ({totalVideos} videos)</h2>
      <ol className="grid gap-4">
        {(painted ? videos : videos.slice(0, FIRST_FRAME_VIDEOS)).map((video, index) => (
          <VideoEntry
            key={video.id}
            video={video}
            index={index}
            count={videos.length}
            onComplete={() => markCompleted(video)}
            completing={watch.isPending && watch.variables === video.id}
          />
        ))}
      </ol>
    </main>
  );
}
