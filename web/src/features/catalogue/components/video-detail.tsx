import { skillById } from "@contract/pillars";
import { useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { BackLink } from "@/components/back-link";
import { BulletText } from "@/components/bullet-text";
import { DifficultyBadge, PillarBadge } from "@/components/pillar-badge";
import { VideoThumbnail } from "@/components/video/video-thumbnail";
import { YouTubePlayer } from "@/components/video/youtube-player";
import { notify } from "@/components/notify";
import { useSessionUser } from "@/lib/session-user";
import { routePaths } from "@/lib/route-paths";
import { useAddToLearningPath } from "../api/add-to-learning-path";
import { useCuratedVideos } from "../api/list-curated-videos";

/** "Video Catalogue" video detail. */
export default function VideoDetail() {
  const { videoId } = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const videos = useCuratedVideos();
  const add = useAddToLearningPath(user.id);
  const [playing, setPlaying] = useState(false);
  // Back keeps the catalogue's search and filters; a deep link has no history to go back to.
  const backToCatalogue = () => {
    if ((window.history.state as { idx?: number } | null)?.idx) void navigate(-1);
    else void navigate(routePaths.catalogue);
  };

  const backButton = <BackLink label="Back to Catalogue" onBack={backToCatalogue} />;

  if (videos.isPending)
    return (
      <main className="flex min-h-[50dvh] items-center justify-center" role="status">
        <span role="status" className="loading loading-spinner loading-lg" aria-label="Loading video" />
      </main>
    );
  const video = videos.data?.find((entry) => entry.id === videoId);
  if (!video)
    return (
      <main className="mx-auto w-full max-w-3xl px-4 pt-6 pb-28">
        {backButton}
        <h1 className="text-xl font-bold">Video not found</h1>
        <p className="text-base-content/75">This video is no longer in the catalogue.</p>
      </main>
    );

  const addToPath = () =>
    add.mutate(video, {
      onSuccess: ({ createdPath, alreadyInPath, pathTitle }) => {
        if (createdPath) notify.success("New Learning Path Created", `"${video.title}" was added to ${pathTitle}.`);
        else if (alreadyInPath) notify.info("Already in Your Path", `"${video.title}" is already in ${pathTitle}.`);
        else notify.success("Video Added", `"${video.title}" was added to ${pathTitle}.`);
      },
      onError: () => notify.error("Error", "Failed to add video to learning path. Please try again."),
    });

  return (
    <main className="mx-auto w-full max-w-3xl px-4 pt-6 pb-28">
      {backButton}
      <h1 className="text-2xl font-extrabold tracking-tight">{video.title}</h1>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <PillarBadge pillar={video.pillar} />
        <DifficultyBadge difficulty={video.difficulty} />
        <span className="text-base-content/75 text-sm">{skillById(video.skillId)?.label}</span>
      </div>
      <div className="border-base-300 my-4 overflow-hidden rounded-box border">
        {playing ? (
          <YouTubePlayer videoId={video.youtubeVideoId} title={video.title} />
        ) : (
          <button
            type="button"
            className="block w-full"
            onClick={() => setPlaying(true)}
            aria-label={`Play ${video.title}`}
          >
            <VideoThumbnail src={video.thumbnailUrl} title={video.title} pillar={video.pillar} />
          </button>
        )}
      </div>
      <p className="text-base-content/75 mb-3 text-sm">
        Channel: <span className="font-semibold">{video.channelTitle}</span>
      </p>
      <BulletText text={video.description} className="mb-5" />
      <button type="button" className="btn btn-primary w-full sm:w-auto" onClick={addToPath} disabled={add.isPending}>
        {add.isPending ? "Adding..." : "Add to Learning Path"}
      </button>
    </main>
  );
}
