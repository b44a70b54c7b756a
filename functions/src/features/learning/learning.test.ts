import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { APP_URL, ApiClient, newAdmin, newUser, type TestUser } from "../../../test/api-client";
import { quarterHourOf } from "../../contract/learning-summary";
import { db } from "../../lib/firebase";

/** A syntactically valid, unique YouTube id (11 characters). */
const ytId = () => `t${randomUUID().replace(/-/g, "").slice(0, 10)}`;

const video = (overrides: Record<string, unknown> = {}) => ({
  youtubeVideoId: ytId(),
  title: "How to price a project",
  description: "Why value beats hours.\n- Anchor high\n- Offer three options",
  skillCategory: "SELL",
  orderIndex: 1,
  ...overrides,
});

async function createPath(owner: TestUser, body: Record<string, unknown> = {}) {
  const response = await owner.client.post(`/users/${owner.user.id}/learning-paths`, {
    title: "Pricing basics",
    description: "Charge what you are worth",
    skillCategories: ["SELL"],
    ...body,
  });
  expect(response.status).toBe(201);
  return response.body as { id: string };
}

async function addVideo(owner: TestUser, pathId: string, body: Record<string, unknown> = {}) {
  const response = await owner.client.post(`/learning-paths/${pathId}/videos`, video(body));
  expect(response.status).toBe(201);
  return response.body as { id: string; youtubeVideoId: string };
}

const progress = (owner: TestUser, pathId: string) => owner.client.get(`/learning-paths/${pathId}/progress`);
const watch = (owner: TestUser, videoId: string) =>
  owner.client.post(`/users/${owner.user.id}/videos/${videoId}/watch`, {});
/**
 * The functions emulator starts one worker process per concurrent request; many starting at
 * once on a busy machine miss its start-up deadline (504). Ramping up two at a time first
 * leaves idle workers ready, so the burst tests the transactions, not process start-up.
 */
async function warmFunctionWorkers(count: number) {
  for (let batch = 2; batch <= count; batch += 2)
    await Promise.all(Array.from({ length: batch }, () => fetch(`${APP_URL}/api/health`).catch(() => undefined)));
}

const pathDoc = async (pathId: string) => (await db.doc(`learningPaths/${pathId}`).get()).data();
/** The learner's summary (lib/learning-summary.ts), as stored. */
const summaryOf = async (uid: string) => (await db.doc(`users/${uid}/summaries/learning`).get()).data();

describe("learning paths", () => {
  it("creates paths and lists them newest first", async () => {
    const owner = await newUser();
    const empty = await owner.client.get(`/users/${owner.user.id}/learning-paths`);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    const first = await createPath(owner, { title: "First" });
    const second = await createPath(owner, { title: "Second", skillCategories: ["SHOW", "SHOW", "SELL"] });
    expect(second).toMatchObject({
      title: "Second",
      userId: owner.user.id,
      skillCategories: ["SHOW", "SELL"],
      totalVideos: 0,
      watchedVideos: 0,
      progressPercentage: 0,
    });
    const list = await owner.client.get(`/users/${owner.user.id}/learning-paths`);
    expect(list.body.map((path: { id: string }) => path.id)).toEqual([second.id, first.id]);
  });

  it.each([
    ["title", { title: "" }],
    ["title", { title: "x".repeat(121) }],
    ["skillCategories.0", { skillCategories: ["PREPARE"] }],
  ])("refuses a bad %s with 400 and writes nothing", async (field, override) => {
    const owner = await newUser();
    const response = await owner.client.post(`/users/${owner.user.id}/learning-paths`, { title: "T", ...override });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field);
    expect((await db.collection("learningPaths").where("userId", "==", owner.user.id).get()).size).toBe(0);
  });

  it("ignores unknown body fields", async () => {
    const owner = await newUser();
    const path = await createPath(owner, { userId: "someone-else", totalVideos: 50 });
    expect(await pathDoc(path.id)).toMatchObject({ userId: owner.user.id, totalVideos: 0 });
  });

  it("refuses other users and signed-out callers; admins read but do not write", async () => {
    const owner = await newUser();
    const other = await newUser();
    const admin = await newAdmin();
    await createPath(owner);
    expect((await other.client.get(`/users/${owner.user.id}/learning-paths`)).status).toBe(403);
    expect((await other.client.post(`/users/${owner.user.id}/learning-paths`, { title: "Mine" })).status).toBe(403);
    expect((await new ApiClient().get(`/users/${owner.user.id}/learning-paths`)).status).toBe(401);
    const adminList = await admin.client.get(`/users/${owner.user.id}/learning-paths`);
    expect(adminList.status).toBe(200);
    expect(adminList.body).toHaveLength(1);
    expect((await admin.client.post(`/users/${owner.user.id}/learning-paths`, { title: "Admin's" })).status).toBe(403);
    expect((await db.collection("learningPaths").where("userId", "==", owner.user.id).get()).size).toBe(1);
  });
});

describe("path videos and progress", () => {
  it("adds videos, answers progress in orderIndex order, and adds a YouTube video only once", async () => {
    const owner = await newUser();
    const path = await createPath(owner);
    const late = await addVideo(owner, path.id, {
      orderIndex: 999,
      title: "From the catalogue",
      skillCategory: "SERVE",
    });
    const early = await addVideo(owner, path.id, { orderIndex: 0, title: "Start here" });
    const again = await owner.client.post(
      `/learning-paths/${path.id}/videos`,
      video({ youtubeVideoId: early.youtubeVideoId }),
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: early.id, alreadyInPath: true });

    const response = await progress(owner, path.id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ totalVideos: 2, watchedVideos: 0, progressPercentage: 0 });
    expect(response.body.learningPath).toMatchObject({ id: path.id, title: "Pricing basics" });
    expect(response.body.learningPath.skillCategories).toEqual(["SELL", "SERVE"]);
    expect(response.body.videos.map((entry: { id: string }) => entry.id)).toEqual([early.id, late.id]);
    expect(response.body.videos[0]).toMatchObject({
      title: "Start here",
      skillCategory: "SELL",
      watched: false,
      thumbnailUrl: expect.stringContaining(early.youtubeVideoId),
    });
    expect(await pathDoc(path.id)).toMatchObject({ totalVideos: 2, watchedVideos: 0 });
  });

  it("defaults orderIndex to 999 (catalogue)", async () => {
    const owner = await newUser();
    const path = await createPath(owner);
    const body = video();
    delete (body as Partial<typeof body>).orderIndex;
    const response = await owner.client.post(`/learning-paths/${path.id}/videos`, body);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ orderIndex: 999, alreadyInPath: false });
  });

  it.each([
    ["youtubeVideoId", { youtubeVideoId: "short" }],
    ["title", { title: " " }],
    ["skillCategory", { skillCategory: "PREPARE" }],
    ["orderIndex", { orderIndex: -1 }],
    ["orderIndex", { orderIndex: "first" }],
  ])("refuses a bad %s with 400 and writes nothing", async (field, override) => {
    const owner = await newUser();
    const path = await createPath(owner);
    const response = await owner.client.post(`/learning-paths/${path.id}/videos`, video(override));
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field);
    expect((await db.collection(`learningPaths/${path.id}/videos`).get()).size).toBe(0);
    expect(await pathDoc(path.id)).toMatchObject({ totalVideos: 0 });
  });

  it("answers 404 for an unknown path", async () => {
    const owner = await newUser();
    expect((await progress(owner, "no-such-path")).status).toBe(404);
    expect((await owner.client.post("/learning-paths/no-such-path/videos", video())).status).toBe(404);
    expect((await owner.client.delete("/learning-paths/no-such-path")).status).toBe(404);
  });

  it("lets only the owner add videos; the owner and admins read progress", async () => {
    const owner = await newUser();
    const other = await newUser();
    const admin = await newAdmin();
    const path = await createPath(owner);
    await addVideo(owner, path.id);
    expect((await other.client.post(`/learning-paths/${path.id}/videos`, video())).status).toBe(403);
    expect((await admin.client.post(`/learning-paths/${path.id}/videos`, video())).status).toBe(403);
    expect((await progress(other, path.id)).status).toBe(403);
    const adminView = await progress(admin, path.id);
    expect(adminView.status).toBe(200);
    expect(adminView.body.totalVideos).toBe(1);
    expect(await pathDoc(path.id)).toMatchObject({ totalVideos: 1 });
  });
});

describe("watching", () => {
  it("marks a video watched once, records one activity, and counts it in every path that has it", async () => {
    const owner = await newUser();
    const first = await createPath(owner, { title: "First" });
    const a = await addVideo(owner, first.id, { skillCategory: "SHOW" });
    await addVideo(owner, first.id);

    const response = await watch(owner, a.id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      videoId: a.id,
      watched: true,
      newlyWatched: true,
      pathProgress: { totalVideos: 2, watchedVideos: 1, progressPercentage: 50 },
    });
    const again = await watch(owner, a.id);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ newlyWatched: false, watchedAt: response.body.watchedAt });
    expect(await pathDoc(first.id)).toMatchObject({ watchedVideos: 1 });

    const activities = await db.collection(`users/${owner.user.id}/activities`).get();
    expect(activities.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ type: "video_watch", skillCategory: "SHOW", skillCategoryId: 2 }),
    ]);

    // A path created later, or a video added later, starts with it already watched.
    const second = await createPath(owner, { title: "Second" });
    const sameInSecond = await addVideo(owner, second.id, { youtubeVideoId: a.youtubeVideoId, orderIndex: 0 });
    const other = await addVideo(owner, second.id, { orderIndex: 1 });
    expect(await pathDoc(second.id)).toMatchObject({ totalVideos: 2, watchedVideos: 1 });
    const secondProgress = await progress(owner, second.id);
    expect(secondProgress.body.videos.map((entry: { watched: boolean }) => entry.watched)).toEqual([true, false]);

    expect((await watch(owner, sameInSecond.id)).body.newlyWatched).toBe(false);
    expect((await watch(owner, other.id)).body.pathProgress).toMatchObject({
      watchedVideos: 2,
      progressPercentage: 100,
    });
    expect(await pathDoc(first.id)).toMatchObject({ totalVideos: 2, watchedVideos: 1 });

    const records = await owner.client.get(`/users/${owner.user.id}/video-progress`);
    expect(records.status).toBe(200);
    expect(records.body.map((record: { youtubeVideoId: string }) => record.youtubeVideoId).sort()).toEqual(
      [a.youtubeVideoId, other.youtubeVideoId].sort(),
    );
    expect(records.body[0]).toMatchObject({ watched: true, watchedAt: expect.any(String) });

    // The summary counted each first watch and its activity once, at the activity's time.
    const watchedAt = (await db.collection(`users/${owner.user.id}/activities`).get()).docs.map((doc) =>
      quarterHourOf(doc.data().createdAt.toDate()),
    );
    const summary = await summaryOf(owner.user.id);
    expect(summary).toMatchObject({
      videosWatched: 2,
      videosByPillar: { SHOW: 1, SELL: 1 },
      activitiesByPillar: { SHOW: 1, SELL: 1 },
    });
    expect([...summary!.activeQuarterHours].sort()).toEqual([...new Set(watchedAt)].sort());
  });

  it("keeps totals exact under 20 concurrent watches of 20 different videos", async () => {
    const owner = await newUser();
    const path = await createPath(owner);
    const mirror = await createPath(owner, { title: "Mirror" });
    const videos = [];
    for (let index = 0; index < 20; index++) videos.push(await addVideo(owner, path.id, { orderIndex: index }));
    for (const entry of videos.slice(0, 10)) await addVideo(owner, mirror.id, { youtubeVideoId: entry.youtubeVideoId });

    await warmFunctionWorkers(20);
    const responses = await Promise.all(videos.map((entry) => watch(owner, entry.id)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(await pathDoc(path.id)).toMatchObject({ totalVideos: 20, watchedVideos: 20 });
    expect(await pathDoc(mirror.id)).toMatchObject({ totalVideos: 10, watchedVideos: 10 });
    expect((await progress(owner, path.id)).body).toMatchObject({ watchedVideos: 20, progressPercentage: 100 });
    expect((await db.collection(`users/${owner.user.id}/activities`).get()).size).toBe(20);
    expect(await summaryOf(owner.user.id)).toMatchObject({
      videosWatched: 20,
      videosByPillar: { SELL: 20 },
      activitiesByPillar: { SELL: 20 },
    });
  }, 180_000); // The functions emulator starts a worker process per concurrent request on a small machine.

  it("counts 10 concurrent watches of the same video once", async () => {
    const owner = await newUser();
    const path = await createPath(owner);
    const entry = await addVideo(owner, path.id);
    await addVideo(owner, path.id);
    await warmFunctionWorkers(10);
    const responses = await Promise.all(Array.from({ length: 10 }, () => watch(owner, entry.id)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(responses.filter((response) => response.body.newlyWatched)).toHaveLength(1);
    expect(await pathDoc(path.id)).toMatchObject({ watchedVideos: 1 });
    expect((await db.collection(`users/${owner.user.id}/activities`).get()).size).toBe(1);
    expect(await summaryOf(owner.user.id)).toMatchObject({ videosWatched: 1, activitiesByPillar: { SELL: 1 } });
  }, 180_000);

  it("counts a watch and an add of the same video to another path at the same moment once", async () => {
    const owner = await newUser();
    const watchedIn = await createPath(owner, { title: "Watched in" });
    const addedTo = await createPath(owner, { title: "Added to" });
    await warmFunctionWorkers(4);
    // Several rounds, so either order comes up; the path created meanwhile may be listed too late.
    for (let round = 0; round < 4; round++) {
      const entry = await addVideo(owner, watchedIn.id, { orderIndex: round });
      const again = video({ youtubeVideoId: entry.youtubeVideoId });
      const [watched, added, created] = await Promise.all([
        watch(owner, entry.id),
        owner.client.post(`/learning-paths/${addedTo.id}/videos`, again),
        createPath(owner, { title: `New ${round}` }).then(({ id }) => addVideo(owner, id, again).then(() => id)),
      ]);
      expect([watched.status, added.status]).toEqual([200, 201]);
      expect(await pathDoc(addedTo.id)).toMatchObject({ totalVideos: round + 1, watchedVideos: round + 1 });
      expect(await pathDoc(created)).toMatchObject({ totalVideos: 1, watchedVideos: 1 });
    }
    expect(await pathDoc(watchedIn.id)).toMatchObject({ totalVideos: 4, watchedVideos: 4 });
    expect(await summaryOf(owner.user.id)).toMatchObject({ videosWatched: 4 });
  }, 60_000);

  it("refuses watching for someone else, by an admin, and unknown videos", async () => {
    const owner = await newUser();
    const other = await newUser();
    const admin = await newAdmin();
    const path = await createPath(owner);
    const entry = await addVideo(owner, path.id);
    expect((await other.client.post(`/users/${owner.user.id}/videos/${entry.id}/watch`, {})).status).toBe(403);
    expect((await admin.client.post(`/users/${owner.user.id}/videos/${entry.id}/watch`, {})).status).toBe(403);
    // Another user's path video under one's own id is unknown to them.
    expect((await other.client.post(`/users/${other.user.id}/videos/${entry.id}/watch`, {})).status).toBe(404);
    expect((await watch(owner, "not-a-path-video")).status).toBe(404);
    expect((await watch(owner, `${path.id}__${ytId()}`)).status).toBe(404);
    expect(await pathDoc(path.id)).toMatchObject({ watchedVideos: 0 });
    expect((await db.collection(`users/${owner.user.id}/watchedVideos`).get()).size).toBe(0);
    expect((await db.collection(`users/${other.user.id}/watchedVideos`).get()).size).toBe(0);
  });

  it("lets the owner and admins read video progress, nobody else", async () => {
    const owner = await newUser();
    const other = await newUser();
    const admin = await newAdmin();
    expect((await other.client.get(`/users/${owner.user.id}/video-progress`)).status).toBe(403);
    expect((await admin.client.get(`/users/${owner.user.id}/video-progress`)).status).toBe(200);
    expect((await owner.client.get(`/users/${owner.user.id}/video-progress`)).body).toEqual([]);
  });
});

describe("deleting a path and additional videos", () => {
  it("removes the path and its videos and nothing else; its watched videos become additional", async () => {
    const owner = await newUser();
    const doomed = await createPath(owner, { title: "Doomed" });
    const kept = await createPath(owner, { title: "Kept" });
    const shared = await addVideo(owner, doomed.id);
    const onlyDoomed = await addVideo(owner, doomed.id, { title: "Only in doomed", skillCategory: "SHAPE" });
    await addVideo(owner, kept.id, { youtubeVideoId: shared.youtubeVideoId });
    await watch(owner, shared.id);
    await watch(owner, onlyDoomed.id);
    expect((await owner.client.get(`/users/${owner.user.id}/additional-videos`)).body).toEqual([]);

    const other = await newUser();
    const admin = await newAdmin();
    expect((await other.client.delete(`/learning-paths/${doomed.id}`)).status).toBe(403);
    expect((await admin.client.delete(`/learning-paths/${doomed.id}`)).status).toBe(403);

    const response = await owner.client.delete(`/learning-paths/${doomed.id}`);
    expect(response.status).toBe(204);
    expect(await pathDoc(doomed.id)).toBeUndefined();
    expect((await db.collection(`learningPaths/${doomed.id}/videos`).get()).size).toBe(0);
    expect(await pathDoc(kept.id)).toMatchObject({ totalVideos: 1, watchedVideos: 1 });
    expect((await db.collection(`learningPaths/${kept.id}/videos`).get()).size).toBe(1);
    expect((await db.collection(`users/${owner.user.id}/watchedVideos`).get()).size).toBe(2);
    expect((await db.collection(`users/${owner.user.id}/activities`).get()).size).toBe(2);
    expect((await progress(owner, doomed.id)).status).toBe(404);

    const additional = await owner.client.get(`/users/${owner.user.id}/additional-videos`);
    expect(additional.status).toBe(200);
    expect(additional.body).toEqual([
      {
        id: onlyDoomed.youtubeVideoId,
        youtubeVideoId: onlyDoomed.youtubeVideoId,
        title: "Only in doomed",
        skillCategory: "SHAPE",
        watchedAt: expect.any(String),
      },
    ]);
    expect((await other.client.get(`/users/${owner.user.id}/additional-videos`)).status).toBe(403);
    expect((await admin.client.get(`/users/${owner.user.id}/additional-videos`)).status).toBe(200);
  });
});
