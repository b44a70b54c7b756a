import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { SEED_CATALOGUE } from "../../seed/learning/catalogue";
import { learning, sampleCatalogue } from "../../seed/modules/learning";
import { pathVideoId, youtubeVideoIdSchema } from "../src/contract/learning";
import { LEARNING_SUMMARY_ID } from "../src/contract/learning-summary";
import { DIFFICULTIES, SKILL_IDS } from "../src/contract/pillars";
import { recordActivity } from "../src/lib/activities";
import { systemClock } from "../src/lib/clock";
import {
  activities,
  readList,
  curatedVideos,
  curatedVideoYoutubeIds,
  learningPaths,
  learningSummaries,
  pathVideos,
  watchedVideos,
} from "../src/lib/collections";
import { db } from "../src/lib/firebase";
import { countFirstWatch, countLearningSummary } from "../src/lib/learning-summary";
import { pathVideoDoc } from "../src/lib/learning-store";

const PLACEHOLDER = /^SampleVid\d{2}$/;
const SEEDED_PATHS = ["seed-learner-progress", "seed-learner-complete", "seed-learner-new"];

// The seeded catalogue (seed/learning/catalogue.ts): real YouTube videos, each traced to a public page.
describe("the seeded catalogue", () => {
  it("holds distinct, well-formed YouTube ids, none of them a placeholder", () => {
    const ids = SEED_CATALOGUE.map((video) => video.youtubeVideoId);
    expect(ids.length).toBeGreaterThanOrEqual(SKILL_IDS.length * 2);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(youtubeVideoIdSchema.safeParse(id).success, id).toBe(true);
      expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(id).not.toMatch(/SampleVid/i);
    }
  });

  it("covers every skill, each over at least two levels", () => {
    for (const skillId of SKILL_IDS) {
      const levels = SEED_CATALOGUE.filter((video) => video.skillId === skillId).map((video) => video.difficulty);
      expect(new Set(levels).size, skillId).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(SEED_CATALOGUE.map((video) => video.difficulty))).toEqual(new Set(DIFFICULTIES));
  });

  it.each(SEED_CATALOGUE)(
    "$youtubeVideoId has a source page naming it, a title, a channel and a description",
    (video) => {
      expect(video.source).toMatch(/^https:\/\//);
      expect(video.source).toContain(video.youtubeVideoId);
      expect(video.title.trim()).not.toBe("");
      expect(video.channelTitle.trim()).not.toBe("");
      expect(video.description.length).toBeGreaterThan(60);
    },
  );
});

const placeholderDoc = (number: string) => {
  const at = Timestamp.now();
  return {
    youtubeVideoId: `SampleVid${number}`,
    title: `Placeholder ${number}`,
    description: "A placeholder an earlier seed wrote.",
    channelTitle: "Freelance Forward",
    pillar: "SHOW" as const,
    skillId: "build_your_presence" as const,
    difficulty: "beginner" as const,
    orderPriority: 1,
    isActive: true,
    createdAt: at,
    updatedAt: at,
  };
};

/** The catalogue and the seeded learner's history as a seed from before the real videos left them. */
async function writePlaceholderSeed(uid: string) {
  const batch = db.batch();
  for (let index = 1; index <= 50; index += 1) {
    const number = String(index).padStart(2, "0");
    batch.set(curatedVideos().doc(`sample-${number}`), placeholderDoc(number));
  }
  const path = SEEDED_PATHS[0]!;
  batch.set(
    pathVideos(path).doc(pathVideoId(path, "SampleVid14")),
    pathVideoDoc(uid, {
      youtubeVideoId: "SampleVid14",
      title: "Placeholder 14",
      description: "A placeholder an earlier seed wrote.",
      skillCategory: "SHOW",
      orderIndex: 8,
      curatedVideoId: "sample-14",
    }),
  );
  batch.set(watchedVideos(uid).doc("SampleVid14"), {
    youtubeVideoId: "SampleVid14",
    title: "Placeholder 14",
    skillCategory: "SHOW",
    pathId: path,
    watchedAt: Timestamp.now(),
  });
  countFirstWatch(batch, uid, "SHOW");
  await recordActivity(
    uid,
    { type: "video_watch", title: "Watched: Placeholder 14", description: "A placeholder.", pillar: "SHOW" },
    systemClock,
    { id: "video_watch_SampleVid14", writer: batch },
  );
  await batch.commit();
}

// Re-seeding a database an earlier seed filled with placeholder videos (npm test seeds it first).
describe("re-seeding over the placeholder catalogue", () => {
  it("replaces the placeholders and the learner's history built on them, keeps admins' videos, and is idempotent", async () => {
    const uid = String((await db.doc("usernames/learner").get()).get("uid"));
    const adminVideo = curatedVideos().doc("seed-test-admin-video");
    await adminVideo.set({ ...placeholderDoc("00"), youtubeVideoId: "AdminVid001", title: "An admin's own video" });
    await writePlaceholderSeed(uid);

    const lines: string[] = [];
    const context = { clock: systemClock, uids: { learner: uid }, log: (line: string) => lines.push(line) };
    await learning.run(context);
    expect(lines.join("\n")).toMatch(/replaced \d+ placeholder/);
    expect(lines.join("\n")).toContain("rebuilt learner");

    // Other test files leave curated videos of other shapes behind: read as the app lists them.
    const catalogue = new Map((await readList(curatedVideos())).map(({ id, data }) => [id, data]));
    expect([...catalogue.values()].filter((video) => PLACEHOLDER.test(video.youtubeVideoId))).toEqual([]);
    for (const video of sampleCatalogue) {
      expect(catalogue.get(video.id)).toMatchObject(video.doc);
      expect((await curatedVideoYoutubeIds().doc(video.doc.youtubeVideoId).get()).data()).toEqual({
        videoId: video.id,
      });
    }
    expect(catalogue.has(`sample-${String(sampleCatalogue.length + 1).padStart(2, "0")}`)).toBe(false);
    expect(catalogue.get(adminVideo.id)?.title).toBe("An admin's own video");

    const seededIds = new Set(sampleCatalogue.map((video) => video.doc.youtubeVideoId));
    for (const path of SEEDED_PATHS) {
      const stored = (await learningPaths().doc(path).get()).data()!;
      const videos = (await pathVideos(path).get()).docs.map((doc) => doc.data());
      expect(videos).toHaveLength(stored.totalVideos);
      for (const video of videos) expect(seededIds.has(video.youtubeVideoId), video.youtubeVideoId).toBe(true);
    }
    const watched = (await watchedVideos(uid).get()).docs.map((doc) => doc.id);
    expect(watched.filter((id) => PLACEHOLDER.test(id))).toEqual([]);
    expect((await activities(uid).doc("video_watch_SampleVid14").get()).exists).toBe(false);
    const summary = (await learningSummaries(uid).doc(LEARNING_SUMMARY_ID).get()).data();
    expect(summary).toEqual(await countLearningSummary(uid));

    // A second run finds nothing to add or replace.
    lines.length = 0;
    await learning.run(context);
    expect(lines).toEqual([]);
    await adminVideo.delete();
  });
});
