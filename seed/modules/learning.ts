// Imports carry `.js` because the functions' tests read this file too (functions/tsconfig.json, NodeNext).
import { Timestamp } from "firebase-admin/firestore";
import { pathVideoId, type CuratedVideoDoc } from "../../functions/src/contract/learning.js";
import { skillById } from "../../functions/src/contract/pillars.js";
import { recordActivity } from "../../functions/src/lib/activities.js";
import {
  activities,
  curatedVideos,
  curatedVideoYoutubeIds,
  learningPaths,
  pathVideos,
  profiles,
  watchedVideos,
} from "../../functions/src/lib/collections.js";
import { db } from "../../functions/src/lib/firebase.js";
import { countFirstWatch, rebuildLearningSummary } from "../../functions/src/lib/learning-summary.js";
import { pathVideoDoc } from "../../functions/src/lib/learning-store.js";
import { personalisedPathText } from "../../functions/src/lib/personalised-path.js";
import { SEED_CATALOGUE } from "../learning/catalogue.js";
import type { SeedModule } from "../seed-context.js";

/** A placeholder YouTube id an earlier seed wrote (`SampleVid01` to `SampleVid50`): re-seeding replaces it. */
const PLACEHOLDER_ID = /^SampleVid\d{2}$/;
const PLACEHOLDER_COUNT = 50;
const placeholderIds = Array.from(
  { length: PLACEHOLDER_COUNT },
  (_, index) => `SampleVid${String(index + 1).padStart(2, "0")}`,
);

/** Deterministic ids: `sample-{nn}` documents holding the seeded catalogue (seed/learning/catalogue.ts). */
export const sampleCatalogue = SEED_CATALOGUE.map((video, index) => {
  const number = String(index + 1).padStart(2, "0");
  const skill = skillById(video.skillId)!;
  const doc: Omit<CuratedVideoDoc, "createdAt" | "updatedAt"> = {
    youtubeVideoId: video.youtubeVideoId,
    title: video.title,
    description: video.description,
    channelTitle: video.channelTitle,
    pillar: skill.pillar,
    skillId: video.skillId,
    difficulty: video.difficulty,
    orderPriority: SEED_CATALOGUE.slice(0, index).filter((other) => other.skillId === video.skillId).length + 1,
    isActive: true,
  };
  return { id: `sample-${number}`, doc };
});

const DAY = 86_400_000;

/**
 * The seeded learner's paths, one in each state, so every screen state shows at once. They fit
 * learner-core's seed: assessed 12 days ago with SHOW and SELL as the weakest pillars. Videos are
 * named by their YouTube ids in the seeded catalogue.
 */
const LEARNER_PATHS = [
  {
    id: "seed-learner-progress",
    ...personalisedPathText(["SHOW", "SELL"]),
    daysAgo: 12,
    videos: [
      "u36A-YTxiOw",
      "qp0HIF3SfI4",
      "7ITff1fIbSc",
      "w7g08dVTwaE",
      "hyYCn_kAngI",
      "yEKu6q0W3gs",
      "JfbtySq6_B4",
      "NcD2t9qt-fM",
    ],
    watched: 3,
  },
  {
    id: "seed-learner-complete",
    title: "Your SHAPE Foundations",
    description: "Get clear on who you help and what you offer.",
    daysAgo: 11,
    videos: ["nIk3DedjxJM", "9xF0kcs9lm4", "z1iF1c8w5Lg", "VQM3DrnVTcs"],
    watched: 4,
  },
  {
    id: "seed-learner-new",
    title: "Deliver Like a Pro",
    description: "Run projects smoothly, protect your time and keep clients coming back.",
    daysAgo: 1,
    videos: ["arj7oStGLkU", "5XD2kNopsUs", "eIho2S0ZahI", "Uki3IUkUu7Q", "GIRkQQHzsxI", "sPkMHh8zTMI"],
    watched: 0,
  },
];
/** Watched outside any path: shows as an additional video. */
const ADDITIONAL_WATCHED = "bvF0ZM8DjuI";
/** Days before today of the seeded watches, in path order: a 3-day streak ends yesterday. */
const WATCH_DAYS = [10, 3, 2, 11, 9, 8, 6, 1];
/** Matches learner-core's 'Joined SoloSensei' activity, so lifetime consistency spans the history. */
const JOINED_DAYS_AGO = 12;

/**
 * Adds the catalogue videos that are missing and replaces the placeholders an earlier seed wrote
 * (those still holding a `SampleVidNN` id; a video an admin gave a real id is theirs and stays).
 * Placeholders with no seeded video in their place go. A seeded video whose YouTube id another
 * video already holds is left out, as the admin portal would refuse it.
 */
async function seedCatalogue(now: Date, log: (line: string) => void) {
  const existing = new Map(
    (await curatedVideos().withConverter(null).select("youtubeVideoId").get()).docs.map((doc) => [
      doc.id,
      String(doc.get("youtubeVideoId")),
    ]),
  );
  const holders = new Map([...existing].map(([id, youtubeVideoId]) => [youtubeVideoId, id]));
  const guards = await db.getAll(
    ...sampleCatalogue.map((video) => curatedVideoYoutubeIds().doc(video.doc.youtubeVideoId)),
  );
  const guarded = new Map(guards.filter((guard) => guard.exists).map((guard) => [guard.id, guard.data()!.videoId]));
  const takenByOther = (id: string, youtubeVideoId: string) =>
    [holders.get(youtubeVideoId), guarded.get(youtubeVideoId)].some((holder) => holder !== undefined && holder !== id);

  const batch = db.batch();
  let added = 0;
  let replaced = 0;
  for (const video of sampleCatalogue) {
    const current = existing.get(video.id);
    const isPlaceholder = current !== undefined && PLACEHOLDER_ID.test(current);
    if ((current !== undefined && !isPlaceholder) || takenByOther(video.id, video.doc.youtubeVideoId)) continue;
    const at = Timestamp.fromDate(now);
    batch.set(curatedVideos().doc(video.id), { ...video.doc, createdAt: at, updatedAt: at });
    batch.set(curatedVideoYoutubeIds().doc(video.doc.youtubeVideoId), { videoId: video.id });
    if (isPlaceholder) replaced += 1;
    else added += 1;
  }
  const seeded = new Set(sampleCatalogue.map((video) => video.id));
  const leftover = [...existing].filter(
    ([id, youtubeVideoId]) => !seeded.has(id) && PLACEHOLDER_ID.test(youtubeVideoId),
  );
  for (const [id] of leftover) batch.delete(curatedVideos().doc(id));
  if (added + replaced + leftover.length === 0) return;
  await batch.commit();
  log(`catalogue: added ${added}, replaced ${replaced} placeholder and removed ${leftover.length} placeholder videos`);
}

/** Whether the seeded learner's paths or watched videos still point at placeholder videos. */
async function learnerHoldsPlaceholders(uid: string) {
  const [pathVideoIds, watched] = await Promise.all([
    Promise.all(LEARNER_PATHS.map((path) => pathVideos(path.id).withConverter(null).select("youtubeVideoId").get())),
    db.getAll(...placeholderIds.map((id) => watchedVideos(uid).doc(id))),
  ]);
  return (
    pathVideoIds.some((videos) => videos.docs.some((doc) => PLACEHOLDER_ID.test(String(doc.get("youtubeVideoId"))))) ||
    watched.some((doc) => doc.exists)
  );
}

/** Removes the seeded learner's paths, watches and watch activities that point at placeholders. */
async function clearPlaceholderHistory(uid: string) {
  const batch = db.batch();
  for (const path of LEARNER_PATHS) {
    for (const video of (await pathVideos(path.id).select().get()).docs) batch.delete(video.ref);
    batch.delete(learningPaths().doc(path.id));
  }
  for (const id of placeholderIds) {
    batch.delete(watchedVideos(uid).doc(id));
    batch.delete(activities(uid).doc(`video_watch_${id}`));
  }
  await batch.commit();
}

export const learning: SeedModule = {
  name: "learning",
  async run({ clock, uids, log }) {
    const now = clock.now();
    await seedCatalogue(now, log);

    const uid = uids.learner;
    if (!uid) return;
    const replacing = await learnerHoldsPlaceholders(uid);
    if (replacing) await clearPlaceholderHistory(uid);
    else if ((await learningPaths().doc(LEARNER_PATHS[0]!.id).get()).exists) return;

    const byYoutubeId = new Map(sampleCatalogue.map((video) => [video.doc.youtubeVideoId, video]));
    const catalogueVideo = (youtubeVideoId: string) => byYoutubeId.get(youtubeVideoId)!;
    const at = (daysAgo: number, hour: number) => {
      const day = new Date(now.getTime() - daysAgo * DAY);
      day.setUTCHours(hour, 0, 0, 0);
      return day;
    };

    const batch = db.batch();
    batch.update(profiles().doc(uid), profiles.changes({ createdAt: Timestamp.fromDate(at(JOINED_DAYS_AGO, 7)) }));

    const watches = [
      ...LEARNER_PATHS.flatMap((path) =>
        path.videos
          .slice(0, path.watched)
          .map((youtubeVideoId) => ({ youtubeVideoId, pathId: path.id as string | null })),
      ),
      { youtubeVideoId: ADDITIONAL_WATCHED, pathId: null },
    ];
    for (const [index, watch] of watches.entries()) {
      const video = catalogueVideo(watch.youtubeVideoId).doc;
      const when = at(WATCH_DAYS[index % WATCH_DAYS.length]!, 9 + index);
      batch.set(watchedVideos(uid).doc(video.youtubeVideoId), {
        youtubeVideoId: video.youtubeVideoId,
        title: video.title,
        skillCategory: video.pillar,
        pathId: watch.pathId,
        watchedAt: Timestamp.fromDate(when),
      });
      countFirstWatch(batch, uid, video.pillar);
      await recordActivity(
        uid,
        {
          type: "video_watch",
          title: `Watched: ${video.title}`,
          description: video.description.split("\n")[0]!,
          pillar: video.pillar,
        },
        { now: () => when },
        { id: `video_watch_${video.youtubeVideoId}`, writer: batch },
      );
    }

    for (const path of LEARNER_PATHS) {
      const videos = path.videos.map(catalogueVideo);
      batch.set(learningPaths().doc(path.id), {
        userId: uid,
        title: path.title,
        description: path.description,
        skillCategories: [...new Set(videos.map((video) => video.doc.pillar))],
        totalVideos: videos.length,
        watchedVideos: path.watched,
        createdAt: Timestamp.fromDate(at(path.daysAgo, 7)),
      });
      for (const [orderIndex, { id, doc }] of videos.entries())
        batch.set(
          pathVideos(path.id).doc(pathVideoId(path.id, doc.youtubeVideoId)),
          pathVideoDoc(uid, {
            youtubeVideoId: doc.youtubeVideoId,
            title: doc.title,
            description: doc.description,
            skillCategory: doc.pillar,
            orderIndex,
            curatedVideoId: id,
          }),
        );
    }
    await batch.commit();
    // The summary counted the placeholder watches too: count it again from what is stored now.
    if (replacing) await rebuildLearningSummary(uid);
    log(`${replacing ? "rebuilt" : "gave"} learner three learning paths, watched videos and activities`);
  },
};
