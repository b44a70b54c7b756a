import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { newAdmin, sleep, type TestUser } from "../../../test/api-client";
import { eventually } from "../../../test/eventually";
import type { AdminCuratedVideo } from "../../contract/admin-videos";
import { db } from "../../lib/firebase";
import { onCuratedVideoActive } from "./automations";
import { sweepContentBatch } from "./sweep";

// New Content Available for videos an admin adds through
// /api/admin/curated-videos: once per video, whether created active or switched on later.

const newYoutubeId = () => randomBytes(8).toString("base64url").slice(0, 11);

// Each test makes many API calls (and waits for triggers) on an emulator suite that may be busy.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let admin: TestUser;
beforeAll(async () => {
  admin = await newAdmin();
});

async function createVideo(isActive: boolean): Promise<AdminCuratedVideo> {
  const response = await admin.client.post("/admin/curated-videos", {
    youtubeVideoId: newYoutubeId(),
    title: `Announced ${newYoutubeId()}`,
    pillar: "SHOW",
    skillId: "tell_your_story",
    difficulty: "beginner",
    isActive,
  });
  expect(response.status).toBe(201);
  return response.body;
}

describe("New Content Available for admin-created videos", () => {
  const announced = (id: string) => db.doc(`contentAnnouncements/${id}`).get();
  const pendingHas = async (id: string) =>
    ((await db.doc("contentBatches/pending").get()).get("videoIds") as string[] | undefined)?.includes(id) ?? false;

  it("announces a new active video once", async () => {
    const video = await createVideo(true);
    await eventually(async () => (await announced(video.id)).exists);
    expect(await pendingHas(video.id)).toBe(true);
  });

  it("announces a video created inactive when it is switched on, and never again after off and on", async () => {
    const video = await createVideo(false);
    await sleep(1500);
    expect((await announced(video.id)).exists).toBe(false);
    expect(await pendingHas(video.id)).toBe(false);

    await admin.client.patch(`/admin/curated-videos/${video.id}`, { isActive: true });
    const first = await eventually(async () => (await announced(video.id)).data());
    expect(await pendingHas(video.id)).toBe(true);

    // The batch goes out; switching the video off and on again must not start another one.
    const due = (await db.doc("contentBatches/pending").get()).get("dueAt").toMillis();
    expect(await sweepContentBatch({ now: () => new Date(due + 1000) })).toBe(1);
    await admin.client.patch(`/admin/curated-videos/${video.id}`, { isActive: false });
    await admin.client.patch(`/admin/curated-videos/${video.id}`, { isActive: true });
    await sleep(2000);
    expect(await pendingHas(video.id)).toBe(false);
    expect(
      await onCuratedVideoActive(video.id, { title: video.title, isActive: true }, { now: () => new Date() }),
    ).toBe(false);
    expect((await announced(video.id)).data()).toEqual(first);
  });
});
