import { systemClock } from "../../src/lib/clock";
import { readPathVideo, recordWatch } from "../../src/features/learning/repository";
import { watchActivityId } from "../../src/features/learning/service";
import { APP_URL, newUser, type TestUser } from "../api-client";

// Many concurrent first watches of one video by one learner (issue 50), timed per request, to tell
// the functions emulator's worker start-up apart from Firestore's lock waits: a cold burst pays
// both, a burst on warmed workers only the transaction's.

const TIMEOUT_MS = 10_000;

interface Timed {
  status: number | "timeout";
  ms: number;
}

async function timed(send: () => Promise<Response>): Promise<Timed> {
  const started = performance.now();
  try {
    const response = await send();
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: "timeout", ms: performance.now() - started };
  }
}

function watchOnce(owner: TestUser, videoId: string) {
  return () =>
    fetch(`${APP_URL}/api/users/${owner.user.id}/videos/${videoId}/watch`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: APP_URL, cookie: `__session=${owner.client.cookie}` },
      body: "{}",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
}

async function newVideo(owner: TestUser, pathId: string, index: number): Promise<string> {
  const youtubeVideoId = `w${Date.now().toString(36).slice(-6)}${index}`.padEnd(11, "x").slice(0, 11);
  const response = await owner.client.post(`/learning-paths/${pathId}/videos`, {
    youtubeVideoId,
    title: "Burst video",
    description: "Watched by many requests at once",
    skillCategory: "SELL",
    orderIndex: index,
  });
  if (response.status !== 201) throw new Error(`adding a video answered ${response.status}`);
  return (response.body as { id: string }).id;
}

function summary(label: string, results: Timed[]) {
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const result of results) statuses[result.status] = (statuses[result.status] ?? 0) + 1;
  const at = (share: number) => Math.round(times[Math.min(times.length - 1, Math.floor(share * times.length))]!);
  return `${label}: ${JSON.stringify(statuses)} min ${at(0)} ms, p50 ${at(0.5)} ms, max ${at(1)} ms`;
}

/**
 * Three bursts of `count`, one line each: first watches run straight against Firestore (the
 * transaction's lock waits alone, no functions emulator), health checks on cold workers (the
 * functions emulator's worker start-up alone), then first watches through the API on the workers
 * the health checks left.
 */
export async function watchBurst(count: number): Promise<string[]> {
  const owner = await newUser();
  const path = await owner.client.post(`/users/${owner.user.id}/learning-paths`, {
    title: "Burst",
    description: "Concurrent watches",
    skillCategories: ["SELL"],
  });
  const pathId = (path.body as { id: string }).id;
  const direct = await newVideo(owner, pathId, 0);
  const viaApi = await newVideo(owner, pathId, 1);
  const burst = (send: () => Promise<unknown>) =>
    Promise.all(Array.from({ length: count }, () => timed(send as () => Promise<Response>)));

  const video = (await readPathVideo(pathId, direct))!;
  const lines = [
    summary(
      `${count} first watches, Firestore only`,
      await burst(() =>
        recordWatch(
          owner.user.id,
          pathId,
          video,
          {
            id: watchActivityId(video.youtubeVideoId),
            activity: {
              type: "video_watch",
              title: "Burst",
              description: "",
              pillar: video.skillCategory,
            },
          },
          systemClock,
        ).then(() => new Response(null, { status: 200 })),
      ),
    ),
  ];
  const health = () => fetch(`${APP_URL}/api/health`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  lines.push(summary(`${count} health checks, cold workers`, await burst(health)));
  lines.push(summary(`${count} first watches through the API after them`, await burst(watchOnce(owner, viaApi))));
  return lines;
}
