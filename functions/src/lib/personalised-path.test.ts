import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newUser, type TestUser } from "../../test/api-client";
import type { CuratedVideoDoc } from "../contract/learning";
import { DIFFICULTIES } from "../contract/pillars";
import { db } from "./firebase";
import { personalisedPathText, pickPersonalisedVideos } from "./personalised-path";

const doc = (overrides: Partial<CuratedVideoDoc>): CuratedVideoDoc => ({
  youtubeVideoId: "abcdefghijk",
  title: "A video",
  description: "",
  channelTitle: "Channel",
  pillar: "SELL",
  skillId: "price_with_confidence",
  difficulty: "beginner",
  orderPriority: 1,
  isActive: true,
  createdAt: Timestamp.now(),
  updatedAt: Timestamp.now(),
  ...overrides,
});

describe("pickPersonalisedVideos", () => {
  const many = (pillar: "SELL" | "SERVE", count: number) =>
    Array.from({ length: count }, (_, index) => ({
      id: `${pillar}-${index}`,
      video: doc({
        pillar,
        skillId: pillar === "SELL" ? "price_with_confidence" : "manage_projects",
        difficulty: DIFFICULTIES[index % 3]!,
        orderPriority: 10 - index,
      }),
    }));

  it("takes four per pillar, beginner first, then by orderPriority", () => {
    const picked = pickPersonalisedVideos(["SELL", "SERVE"], [...many("SELL", 9), ...many("SERVE", 9)]);
    expect(picked).toHaveLength(8);
    expect(picked.filter(({ video }) => video.pillar === "SELL")).toHaveLength(4);
    const ranks = picked.map(({ video }) => DIFFICULTIES.indexOf(video.difficulty));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const beginners = picked.filter(({ video }) => video.difficulty === "beginner");
    expect(beginners.map(({ video }) => video.orderPriority)).toEqual(
      beginners.map(({ video }) => video.orderPriority).sort((a, b) => a - b),
    );
  });

  it("fills from the other pillar when one has too few, and skips inactive videos", () => {
    const inactive = { id: "off", video: doc({ pillar: "SELL", isActive: false, orderPriority: -5 }) };
    const picked = pickPersonalisedVideos(["SELL", "SERVE"], [...many("SELL", 2), inactive, ...many("SERVE", 9)]);
    expect(picked).toHaveLength(8);
    expect(picked.filter(({ video }) => video.pillar === "SERVE")).toHaveLength(6);
    expect(picked.map(({ id }) => id)).not.toContain("off");
  });

  it("is titled for the learner's pillars", () => {
    expect(personalisedPathText(["SELL", "SERVE"])).toEqual({
      title: "Your SELL & SERVE Learning Path",
      description: expect.stringContaining("SELL (turn interest into income) and SERVE (deliver like a pro)"),
    });
  });
});

/**
 * The assessment creates the path (planPersonalisedPath, then preparePath inside its transaction):
 * `weakest` pillars get answer 1, the next 2, the others 5.
 */
async function assessedPath(tester: TestUser, weakest: [string, string]) {
  const pillars = ["SHAPE", "SHOW", "SELL", "SERVE"];
  const answers = pillars
    .flatMap((pillar) => Array(4).fill(pillar === weakest[0] ? 1 : pillar === weakest[1] ? 2 : 5))
    .map((answer, questionId) => ({ questionId, answer }));
  const response = await tester.client.post(`/users/${tester.user.id}/assessment`, { answers });
  expect(response.status).toBe(201);
  const id: string = response.body.learningPathId;
  return { id, doc: (await db.doc(`learningPaths/${id}`).get()).data()! };
}

describe("the assessment's personalised path (on the emulator, with the seeded catalogue)", () => {
  const inactiveId = "test-personalised-inactive";
  beforeAll(async () => {
    await db.doc(`curatedVideos/${inactiveId}`).set(
      doc({
        youtubeVideoId: "inactive001",
        pillar: "SHOW",
        skillId: "build_your_presence",
        orderPriority: -50,
        isActive: false,
      }),
    );
  });
  afterAll(async () => {
    await db.doc(`curatedVideos/${inactiveId}`).delete();
  });

  it("creates a path of 6-8 active videos of the two weakest pillars, beginner first", async () => {
    const tester = await newUser();
    const { user } = tester;
    const { id, doc: path } = await assessedPath(tester, ["SHOW", "SERVE"]);
    expect(path).toMatchObject({
      userId: user.id,
      title: "Your SHOW & SERVE Learning Path",
      skillCategories: ["SHOW", "SERVE"],
      watchedVideos: 0,
    });
    expect(path.totalVideos).toBeGreaterThanOrEqual(6);
    expect(path.totalVideos).toBeLessThanOrEqual(8);
    const videos = (await db.collection(`learningPaths/${id}/videos`).orderBy("orderIndex").get()).docs.map((entry) =>
      entry.data(),
    );
    expect(videos).toHaveLength(path.totalVideos);
    expect(videos.map((video) => video.orderIndex)).toEqual(videos.map((_, index) => index));
    expect(new Set(videos.map((video) => video.skillCategory))).toEqual(new Set(["SHOW", "SERVE"]));
    expect(videos.map((video) => video.youtubeVideoId)).not.toContain("inactive001");
    const curated = await db.getAll(...videos.map((video) => db.doc(`curatedVideos/${video.curatedVideoId}`)));
    const ranks = curated.map((entry) => DIFFICULTIES.indexOf(entry.get("difficulty")));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(curated.every((entry) => entry.get("isActive") === true)).toBe(true);
  });

  it("counts videos the learner already watched, and a retake makes a new path", async () => {
    const tester = await newUser();
    const { user, client } = tester;
    const first = await assessedPath(tester, ["SELL", "SHAPE"]);
    const firstVideo = (await db.collection(`learningPaths/${first.id}/videos`).orderBy("orderIndex").limit(1).get())
      .docs[0]!;
    expect((await client.post(`/users/${user.id}/videos/${firstVideo.id}/watch`, {})).status).toBe(200);
    const second = await assessedPath(tester, ["SELL", "SHAPE"]);
    expect(second.id).not.toBe(first.id);
    expect(second.doc.watchedVideos).toBe(1);
    expect((await db.collection("learningPaths").where("userId", "==", user.id).get()).size).toBe(2);
  });
});
