import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ApiClient, newAdmin, newUser, type TestUser } from "../../../test/api-client";
import type { AdminCuratedVideo } from "../../contract/admin-videos";
import { PILLARS, SKILL_IDS } from "../../contract/pillars";
import { db } from "../../lib/firebase";

// The admin's Video Management endpoints. Every test makes its own videos, with
// random YouTube ids, and never changes the seeded catalogue.

/** A fresh 11-character YouTube id. */
const newYoutubeId = () => randomBytes(8).toString("base64url").slice(0, 11);

const videoBody = (override: Record<string, unknown> = {}) => ({
  youtubeVideoId: newYoutubeId(),
  title: `Admin test video ${newYoutubeId()}`,
  description: "How to put a price on your work",
  channelTitle: "SoloSensei Tests",
  pillar: "SELL",
  skillId: "price_with_confidence",
  difficulty: "intermediate",
  orderPriority: 3,
  isActive: true,
  ...override,
});

// Each test makes many API calls (and waits for triggers) on an emulator suite that may be busy.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let admin: TestUser;
let learner: TestUser;
const visitor = new ApiClient();

beforeAll(async () => {
  [admin, learner] = await Promise.all([newAdmin(), newUser()]);
});

async function createVideo(override: Record<string, unknown> = {}): Promise<AdminCuratedVideo> {
  const response = await admin.client.post("/admin/curated-videos", videoBody(override));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const stored = async (id: string) => (await db.doc(`curatedVideos/${id}`).get()).data();
const auditEntries = async (videoId: string) =>
  (await db.collection("auditLog").where("target.id", "==", videoId).get()).docs.map((doc) => doc.data());
const withTitle = async (title: string) =>
  (await db.collection("curatedVideos").where("title", "==", title).get()).size;

describe("admin curated videos: access", () => {
  it("answers admins, refuses learners (403) and visitors (401) on every call", async () => {
    const video = await createVideo();
    const calls = [
      (client: ApiClient) => client.get("/admin/curated-videos"),
      (client: ApiClient) => client.post("/admin/curated-videos", videoBody()),
      (client: ApiClient) => client.patch(`/admin/curated-videos/${video.id}`, { isActive: false }),
      (client: ApiClient) => client.delete(`/admin/curated-videos/${video.id}`),
    ];
    for (const call of calls) {
      expect((await call(learner.client)).status).toBe(403);
      expect((await call(visitor)).status).toBe(401);
    }
    expect(await stored(video.id)).toMatchObject({ isActive: true });
    expect((await admin.client.get("/admin/curated-videos")).status).toBe(200);
    expect((await admin.client.patch(`/admin/curated-videos/${video.id}`, { isActive: false })).status).toBe(200);
    expect((await admin.client.delete(`/admin/curated-videos/${video.id}`)).status).toBe(204);
  });
});

describe("POST /api/admin/curated-videos", () => {
  it("creates a video with every field and answers 201 with its id", async () => {
    const body = videoBody();
    const response = await admin.client.post("/admin/curated-videos", body);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ ...body, id: expect.any(String) });
    expect(response.body.thumbnailUrl).toContain(body.youtubeVideoId);
    expect(await stored(response.body.id)).toMatchObject(body);
  });

  it("fills the defaults: priority 1, active, empty channel and description", async () => {
    const { description: _d, channelTitle: _c, orderPriority: _o, isActive: _a, ...required } = videoBody();
    const response = await admin.client.post("/admin/curated-videos", required);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ orderPriority: 1, isActive: true, channelTitle: "", description: "" });
  });

  it.each([
    (id: string) => `https://www.youtube.com/watch?v=${id}&t=12s`,
    (id: string) => `https://youtu.be/${id}?si=share`,
    (id: string) => `youtube.com/shorts/${id}`,
    (id: string) => `https://m.youtube.com/embed/${id}`,
  ])("stores the id of a pasted URL (%#)", async (url) => {
    const id = newYoutubeId();
    const video = await createVideo({ youtubeVideoId: url(id) });
    expect(video.youtubeVideoId).toBe(id);
    expect((await stored(video.id))!.youtubeVideoId).toBe(id);
  });

  it.each([
    [{ title: "" }, "title"],
    [{ youtubeVideoId: "https://vimeo.com/12345678901" }, "youtubeVideoId"],
    [{ youtubeVideoId: "short" }, "youtubeVideoId"],
    [{ pillar: "SPEAK" }, "pillar"],
    [{ skillId: "juggling" }, "skillId"],
    [{ difficulty: "expert" }, "difficulty"],
    [{ orderPriority: 0 }, "orderPriority"],
    [{ orderPriority: 2.5 }, "orderPriority"],
    [{ isActive: "yes" }, "isActive"],
  ])("refuses %j with 400 naming %s, and stores nothing", async (override, field) => {
    const body = videoBody(override);
    const response = await admin.client.post("/admin/curated-videos", body);
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field);
    expect(await withTitle(body.title)).toBe(0);
  });

  it("refuses a skill of another pillar with 400 naming skillId", async () => {
    const body = videoBody({ pillar: "SHAPE", skillId: "close_the_deal" });
    const response = await admin.client.post("/admin/curated-videos", body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ path: "skillId", message: expect.stringContaining("SHAPE") }]);
    expect(await withTitle(body.title)).toBe(0);
  });

  it("refuses a YouTube id the catalogue already holds with 409, as an id or as a URL", async () => {
    const first = await createVideo();
    for (const youtubeVideoId of [first.youtubeVideoId, `https://youtu.be/${first.youtubeVideoId}`]) {
      const body = videoBody({ youtubeVideoId });
      const response = await admin.client.post("/admin/curated-videos", body);
      expect(response.status).toBe(409);
      expect(response.body.errors[0].path).toBe("youtubeVideoId");
      expect(await withTitle(body.title)).toBe(0);
    }
    // A seeded video (written before the guard existed) counts too.
    const seeded = (await db.doc("curatedVideos/sample-01").get()).data();
    if (seeded)
      expect(
        (await admin.client.post("/admin/curated-videos", videoBody({ youtubeVideoId: seeded.youtubeVideoId }))).status,
      ).toBe(409);
  });

  it("lets only one of two concurrent creates of one YouTube id through", async () => {
    const youtubeVideoId = newYoutubeId();
    const answers = await Promise.all([
      admin.client.post("/admin/curated-videos", videoBody({ youtubeVideoId })),
      admin.client.post("/admin/curated-videos", videoBody({ youtubeVideoId })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const holders = await db.collection("curatedVideos").where("youtubeVideoId", "==", youtubeVideoId).get();
    expect(holders.size).toBe(1);
  });
});

describe("PATCH /api/admin/curated-videos/{id}", () => {
  it("updates every field from the edit form", async () => {
    const video = await createVideo();
    const change = videoBody({ pillar: "SERVE", skillId: "set_boundaries", difficulty: "advanced", orderPriority: 7 });
    const response = await admin.client.patch(`/admin/curated-videos/${video.id}`, change);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ...change, id: video.id, createdAt: video.createdAt });
    expect(await stored(video.id)).toMatchObject(change);
  });

  it("toggles just isActive and leaves the rest alone", async () => {
    const video = await createVideo();
    const before = (await stored(video.id))!;
    const response = await admin.client.patch(`/admin/curated-videos/${video.id}`, { isActive: false });
    expect(response.status).toBe(200);
    expect(response.body.isActive).toBe(false);
    const { isActive: _was, updatedAt: _then, ...rest } = before;
    expect(await stored(video.id)).toMatchObject({ ...rest, isActive: false });
  });

  it("checks the skill against the pillar the video will have", async () => {
    const video = await createVideo();
    const pillarOnly = await admin.client.patch(`/admin/curated-videos/${video.id}`, { pillar: "SHOW" });
    expect(pillarOnly.status).toBe(400);
    expect(pillarOnly.body.errors).toEqual([{ path: "skillId", message: expect.stringContaining("SHOW") }]);
    const skillOnly = await admin.client.patch(`/admin/curated-videos/${video.id}`, { skillId: "tell_your_story" });
    expect(skillOnly.status).toBe(400);
    expect(await stored(video.id)).toMatchObject({ pillar: "SELL", skillId: "price_with_confidence" });
    const both = await admin.client.patch(`/admin/curated-videos/${video.id}`, {
      pillar: "SHOW",
      skillId: "tell_your_story",
    });
    expect(both.status).toBe(200);
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const video = await createVideo();
    const before = await stored(video.id);
    for (const body of [{}, { orderPriority: 0 }, { title: " " }, { youtubeVideoId: "https://example.com/x" }]) {
      const response = await admin.client.patch(`/admin/curated-videos/${video.id}`, body);
      expect(response.status).toBe(400);
      expect(response.body.errors.length).toBeGreaterThan(0);
    }
    expect(await stored(video.id)).toEqual(before);
  });

  it("moves the YouTube id (from a URL), frees the old one, and refuses another video's id with 409", async () => {
    const [video, other] = await Promise.all([createVideo(), createVideo()]);
    const newId = newYoutubeId();
    const moved = await admin.client.patch(`/admin/curated-videos/${video.id}`, {
      youtubeVideoId: `https://www.youtube.com/watch?v=${newId}`,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.youtubeVideoId).toBe(newId);
    // The old id is free again.
    await createVideo({ youtubeVideoId: video.youtubeVideoId });
    const taken = await admin.client.patch(`/admin/curated-videos/${video.id}`, {
      youtubeVideoId: other.youtubeVideoId,
    });
    expect(taken.status).toBe(409);
    expect((await stored(video.id))!.youtubeVideoId).toBe(newId);
  });

  it("answers 404 for an unknown video", async () => {
    const response = await admin.client.patch("/admin/curated-videos/no-such-video", { isActive: false });
    expect(response.status).toBe(404);
    expect((await db.doc("curatedVideos/no-such-video").get()).exists).toBe(false);
  });
});

describe("DELETE /api/admin/curated-videos/{id}", () => {
  it("removes the video and frees its YouTube id; unknown ids are 404", async () => {
    const video = await createVideo();
    expect((await admin.client.delete(`/admin/curated-videos/${video.id}`)).status).toBe(204);
    expect(await stored(video.id)).toBeUndefined();
    expect((await admin.client.delete(`/admin/curated-videos/${video.id}`)).status).toBe(404);
    await createVideo({ youtubeVideoId: video.youtubeVideoId });
  });

  it("leaves learners' learning paths and progress intact", async () => {
    const video = await createVideo();
    const path = await learner.client.post(`/users/${learner.user.id}/learning-paths`, { title: "Kept path" });
    expect(path.status).toBe(201);
    const added = await learner.client.post(`/learning-paths/${path.body.id}/videos`, {
      youtubeVideoId: video.youtubeVideoId,
      title: video.title,
      description: video.description,
      skillCategory: video.pillar,
      curatedVideoId: video.id,
    });
    expect(added.status).toBe(201);
    expect((await learner.client.post(`/users/${learner.user.id}/videos/${added.body.id}/watch`)).status).toBeLessThan(
      300,
    );
    const before = await learner.client.get(`/learning-paths/${path.body.id}/progress`);

    expect((await admin.client.delete(`/admin/curated-videos/${video.id}`)).status).toBe(204);

    const after = await learner.client.get(`/learning-paths/${path.body.id}/progress`);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before.body);
    expect(after.body.videos).toEqual([
      expect.objectContaining({ youtubeVideoId: video.youtubeVideoId, watched: true }),
    ]);
  });
});

describe("GET /api/admin/curated-videos", () => {
  it("pages every video, active or not, in pillar, skill and priority order", async () => {
    const inactive = await createVideo({ isActive: false });
    const seen: AdminCuratedVideo[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 100; page++) {
      const response: { status: number; body: { items: AdminCuratedVideo[]; nextCursor: string | null } } =
        await admin.client.get(
          `/admin/curated-videos?limit=17${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        );
      expect(response.status).toBe(200);
      expect(response.body.items.length).toBeLessThanOrEqual(17);
      seen.push(...response.body.items);
      cursor = response.body.nextCursor;
      if (!cursor) break;
    }
    expect(new Set(seen.map((video) => video.id)).size).toBe(seen.length);
    expect(seen.map((video) => video.id)).toContain(inactive.id);
    expect(seen.length).toBe(
      (await db.collection("curatedVideos").count().get()).data().count - (await malformedCount()),
    );
    const key = (video: AdminCuratedVideo) => [
      PILLARS.indexOf(video.pillar),
      SKILL_IDS.indexOf(video.skillId),
      video.orderPriority,
    ];
    for (let index = 1; index < seen.length; index++) {
      const [a, b] = [key(seen[index - 1]!), key(seen[index]!)];
      const order = a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
      expect(order).toBeLessThanOrEqual(0);
    }
  });

  it("filters by pillar, skill, difficulty and active flag", async () => {
    const video = await createVideo({
      pillar: "SERVE",
      skillId: "manage_projects",
      difficulty: "advanced",
      isActive: false,
    });
    const response = await admin.client.get(
      "/admin/curated-videos?pillar=SERVE&skillId=manage_projects&difficulty=advanced&isActive=false&limit=100",
    );
    expect(response.status).toBe(200);
    expect(response.body.items.map((item: AdminCuratedVideo) => item.id)).toContain(video.id);
    for (const item of response.body.items as AdminCuratedVideo[])
      expect(item).toMatchObject({
        pillar: "SERVE",
        skillId: "manage_projects",
        difficulty: "advanced",
        isActive: false,
      });
  });

  it("follows on after a video deleted between two pages, and refuses a malformed cursor", async () => {
    const first = await admin.client.get("/admin/curated-videos?limit=2");
    const last = first.body.items[1] as AdminCuratedVideo;
    const probe = await createVideo({ pillar: last.pillar, skillId: last.skillId, orderPriority: last.orderPriority });
    const cursorAtProbe = `${probe.pillar}.${probe.skillId}.${probe.orderPriority}.${probe.id}`;
    await admin.client.delete(`/admin/curated-videos/${probe.id}`);
    const next = await admin.client.get(`/admin/curated-videos?limit=2&cursor=${encodeURIComponent(cursorAtProbe)}`);
    expect(next.status).toBe(200);
    expect((await admin.client.get("/admin/curated-videos?cursor=nonsense")).status).toBe(400);
    expect((await admin.client.get("/admin/curated-videos?limit=0")).status).toBe(400);
    expect((await admin.client.get("/admin/curated-videos?pillar=SPEAK")).status).toBe(400);
  });
});

/** Documents of another shape (left by other tests) are skipped by lists; they do not count. */
async function malformedCount() {
  const all = await db.collection("curatedVideos").get();
  return all.docs.filter((doc) => typeof doc.get("youtubeVideoId") !== "string" || !doc.get("updatedAt")).length;
}

describe("the audit trail of video changes", () => {
  it("records create, update and delete once each, with the changed fields before and after", async () => {
    const video = await createVideo();
    await admin.client.patch(`/admin/curated-videos/${video.id}`, { orderPriority: 9, title: video.title });
    await admin.client.patch(`/admin/curated-videos/${video.id}`, { orderPriority: 0 });
    await admin.client.post("/admin/curated-videos", videoBody({ youtubeVideoId: video.youtubeVideoId }));
    await admin.client.delete(`/admin/curated-videos/${video.id}`);
    const entries = (await auditEntries(video.id)).sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
    expect(entries.map((entry) => entry.action)).toEqual(["video.create", "video.update", "video.delete"]);
    for (const entry of entries) {
      expect(entry.actor).toEqual({ id: admin.user.id, username: admin.user.username });
      expect(entry.target).toEqual({ type: "video", id: video.id });
    }
    expect(entries[0]!.changes.youtubeVideoId).toEqual({ before: null, after: video.youtubeVideoId });
    expect(entries[1]!.changes).toEqual({ orderPriority: { before: 3, after: 9 } });
    expect(entries[2]!.changes.title).toEqual({ before: video.title, after: null });
  });
});
