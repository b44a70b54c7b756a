import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, newUser } from "../../../test/api-client";
import { PILLARS, SKILL_IDS } from "../../contract/pillars";
import { db } from "../../lib/firebase";
import { SEED_CATALOGUE } from "../../../../seed/learning/catalogue";

const HIDDEN_ID = "test-inactive-video";
const MALFORMED_ID = "test-malformed-video";

beforeAll(async () => {
  const now = Timestamp.now();
  await db.doc(`curatedVideos/${HIDDEN_ID}`).set({
    youtubeVideoId: "hiddenvid01",
    title: "Retired video",
    description: "No longer in the catalogue",
    channelTitle: "Test",
    pillar: "SHAPE",
    skillId: "spot_opportunities",
    difficulty: "beginner",
    orderPriority: -100,
    isActive: false,
    createdAt: now,
    updatedAt: now,
  });
  // Another tool's partial document must not take the catalogue down.
  await db.doc(`curatedVideos/${MALFORMED_ID}`).set({ title: "Half a video", isActive: true, createdAt: now });
});

afterAll(async () => {
  await db.doc(`curatedVideos/${HIDDEN_ID}`).delete();
  await db.doc(`curatedVideos/${MALFORMED_ID}`).delete();
});

describe("GET /api/curated-videos", () => {
  it("lists active, well-formed videos only, sorted by pillar, skill and orderPriority", async () => {
    const { client } = await newUser();
    const response = await client.get("/curated-videos");
    expect(response.status).toBe(200);
    const videos = response.body as {
      id: string;
      pillar: string;
      skillId: string;
      orderPriority: number;
      isActive: boolean;
    }[];
    expect(videos.length).toBeGreaterThanOrEqual(SEED_CATALOGUE.length);
    expect(videos.every((video) => video.isActive)).toBe(true);
    expect(videos.map((video) => video.id)).not.toContain(HIDDEN_ID);
    expect(videos.map((video) => video.id)).not.toContain(MALFORMED_ID);
    const keys = videos.map((video) => [
      PILLARS.indexOf(video.pillar as never),
      SKILL_IDS.indexOf(video.skillId as never),
      video.orderPriority,
    ]);
    const sorted = [...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!);
    expect(keys).toEqual(sorted);
    expect(videos[0]).toMatchObject({
      youtubeVideoId: expect.any(String),
      title: expect.any(String),
      channelTitle: expect.any(String),
      thumbnailUrl: expect.stringMatching(/^https:\/\//),
    });
  });

  it("needs a session", async () => {
    expect((await new ApiClient().get("/curated-videos")).status).toBe(401);
  });
});
