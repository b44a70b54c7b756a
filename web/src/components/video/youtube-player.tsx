import { watchUrlFor } from "@contract/learning";
import { useEffect, useId, useRef, useState } from "react";

/** How long the IFrame API may take to report a ready player before we call the video unavailable. */
export const PLAYER_READY_TIMEOUT_MS = 10_000;

interface YouTubePlayer {
  destroy(): void;
}
interface YouTubeNamespace {
  Player: new (
    element: HTMLElement,
    options: {
      videoId: string;
      width?: string;
      height?: string;
      playerVars?: Record<string, number | string>;
      events: { onReady: () => void; onError: () => void };
    },
  ) => YouTubePlayer;
}
declare global {
  interface Window {
    YT?: YouTubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

let apiLoading: Promise<YouTubeNamespace> | null = null;

/** Loads the YouTube IFrame API once; rejects when the script cannot load (offline). */
function loadYouTubeApi(): Promise<YouTubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  apiLoading ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (window.YT) resolve(window.YT);
    };
    const script = document.createElement("script");
    script.src = "https://www.youtube.com/iframe_api";
    script.async = true;
    script.onerror = () => {
      apiLoading = null;
      script.remove();
      reject(new Error("YouTube IFrame API unavailable"));
    };
    document.head.append(script);
  });
  return apiLoading;
}

type State = "loading" | "ready" | "unavailable";

/**
 * The embedded YouTube player with a spinner while it loads. A cross-origin iframe never
 * reports load errors, so 'Video Unavailable' comes from the IFrame API's onError, the
 * API failing to load, or no ready signal within the timeout.
 */
export function YouTubePlayer({ videoId, title }: { videoId: string; title: string }) {
  const [state, setState] = useState<State>("loading");
  const mount = useRef<HTMLDivElement>(null);
  const labelId = useId();

  useEffect(() => {
    let done = false;
    let player: YouTubePlayer | null = null;
    const settle = (next: State) => {
      if (done) return;
      done = next === "unavailable" || next === "ready";
      setState(next);
    };
    const timer = window.setTimeout(() => settle("unavailable"), PLAYER_READY_TIMEOUT_MS);
    loadYouTubeApi().then(
      (YT) => {
        if (done || !mount.current) return;
        const target = document.createElement("div");
        mount.current.replaceChildren(target);
        player = new YT.Player(target, {
          videoId,
          width: "100%",
          height: "100%",
          playerVars: { autoplay: 1, rel: 0, modestbranding: 1 },
          events: {
            onReady: () => {
              window.clearTimeout(timer);
              settle("ready");
            },
            onError: () => {
              window.clearTimeout(timer);
              done = false;
              settle("unavailable");
            },
          },
        });
      },
      () => {
        window.clearTimeout(timer);
        settle("unavailable");
      },
    );
    return () => {
      done = true;
      window.clearTimeout(timer);
      player?.destroy();
    };
  }, [videoId]);

  if (state === "unavailable")
    return (
      <div
        className="bg-base-200 flex aspect-video w-full flex-col items-center justify-center gap-2 p-4 text-center"
        role="status"
      >
        <p className="font-semibold">Video Unavailable</p>
        <p className="text-base-content/75 text-sm">This video can't be played here.</p>
        <a className="link link-primary text-sm" href={watchUrlFor(videoId)} target="_blank" rel="noreferrer">
          Watch on YouTube
        </a>
      </div>
    );
  return (
    <div className="relative aspect-video w-full bg-black" aria-labelledby={labelId}>
      <span id={labelId} className="sr-only">
        {title}
      </span>
      <div ref={mount} className="absolute inset-0 [&_iframe]:h-full [&_iframe]:w-full" />
      {state === "loading" && (
        <div className="absolute inset-0 flex items-center justify-center" role="status">
          <span role="status" className="loading loading-spinner loading-lg text-white" aria-label="Loading video" />
        </div>
      )}
    </div>
  );
}
