import { randomBytes } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ApiClient, newAdmin, newUser, type TestUser } from "../../../test/api-client";
import type { AdminStats } from "../../contract/admin-stats";
import type { Broadcast } from "../../contract/messages";
import { percentage } from "../../contract/progress";
import { db } from "../../lib/firebase";
import { adminStats } from "./stats";

// GET /api/admin/messages (sent broadcasts with their real figures) and GET /api/admin/stats
// (the admin panel's stat cards). Figures are compared as deltas of data the
// tests create.

const broadcastBody = { type: "system", title: "Figures test", content: "Counting readers." };
const newYoutubeId = () => randomBytes(8).toString("base64url").slice(0, 11);

// Each test makes many API calls (and waits for triggers) on an emulator suite that may be busy.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let admin: TestUser;
beforeAll(async () => {
  admin = await newAdmin();
});

const stats = async (query = ""): Promise<AdminStats> => {
  const response = await admin.client.get(`/admin/stats${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const usersCount = async () => (await db.collection("users").count().get()).data().count;

async function sentMessage(id: string): Promise<Broadcast | undefined> {
  let cursor: string | null = null;
  for (let page = 0; page < 20; page++) {
    const response: { body: { items: Broadcast[]; nextCursor: string | null } } = await admin.client.get(
      `/admin/messages?limit=50${cursor ? `&cursor=${cursor}` : ""}`,
    );
    const found = response.body.items.find((item) => item.id === id);
    if (found || !response.body.nextCursor) return found;
    cursor = response.body.nextCursor;
  }
  return undefined;
}

describe("admin message and stats access", () => {
  it("answers admins only: learners 403, visitors 401", async () => {
    const learner = await newUser();
    for (const path of ["/admin/messages", "/admin/stats"]) {
      expect((await learner.client.get(path)).status).toBe(403);
      expect((await new ApiClient().get(path)).status).toBe(401);
      expect((await admin.client.get(path)).status).toBe(200);
    }
  });

  it("refuses an unknown time zone or a bad page size with 400 and errors", async () => {
    for (const path of ["/admin/stats?timeZone=Mars/Olympus", "/admin/messages?limit=0", "/admin/messages?limit=abc"]) {
      const response = await admin.client.get(path);
      expect(response.status).toBe(400);
      expect(response.body.errors.length).toBeGreaterThan(0);
    }
  });
});

describe("GET /api/admin/messages", () => {
  it("lists sent broadcasts newest first with reach, read-or-dismissed count and read rate, each user counted once", async () => {
    const [alice, bob, carol] = await Promise.all([newUser(), newUser(), newUser()]);
    const before = await usersCount();
    const sent = await admin.client.post("/admin/messages", broadcastBody);
    expect(sent.status).toBe(201);
    const after = await usersCount();
    const { id } = sent.body;
    expect(sent.body.reach).toBeGreaterThanOrEqual(before);
    expect(sent.body.reach).toBeLessThanOrEqual(after);
    expect(sent.body).toMatchObject({ readCount: 0, readOrDismissedCount: 0, readRate: 0 });
    expect((await db.doc(`broadcasts/${id}`).get()).get("reach")).toBe(sent.body.reach);

    // Alice reads twice, then dismisses; Bob dismisses twice, then reads; Carol does nothing.
    for (const call of [
      () => alice.client.patch(`/users/${alice.user.id}/messages/${id}/read`),
      () => alice.client.patch(`/users/${alice.user.id}/messages/${id}/read`),
      () => alice.client.delete(`/users/${alice.user.id}/messages/${id}`),
      () => bob.client.delete(`/users/${bob.user.id}/messages/${id}`),
      () => bob.client.delete(`/users/${bob.user.id}/messages/${id}`),
    ])
      expect((await call()).status).toBeLessThan(300);
    // A concurrent burst from one user still counts once.
    await Promise.all([1, 2, 3].map(() => carol.client.patch(`/users/${carol.user.id}/messages/${id}/read`)));

    const listed = await sentMessage(id);
    expect(listed).toMatchObject({
      id,
      title: "Figures test",
      reach: sent.body.reach,
      readCount: 2,
      readOrDismissedCount: 3,
      readRate: percentage(3, sent.body.reach),
    });

    // A user created after the broadcast was not reached and cannot change its figures.
    const late = await newUser();
    expect((await late.client.patch(`/users/${late.user.id}/messages/${id}/read`)).status).toBe(404);
    expect((await sentMessage(id))!.readOrDismissedCount).toBe(3);
  });

  it("pages newest first with nextCursor; an unknown cursor is 404", async () => {
    const ids: string[] = [];
    for (let index = 0; index < 3; index++)
      ids.push((await admin.client.post("/admin/messages", { ...broadcastBody, title: `Paged ${index}` })).body.id);
    const first = await admin.client.get("/admin/messages?limit=2");
    expect(first.body.items.map((item: Broadcast) => item.id)).toEqual([ids[2], ids[1]]);
    const second = await admin.client.get(`/admin/messages?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items[0].id).toBe(ids[0]);
    const times = [...first.body.items, ...second.body.items].map((item: Broadcast) => Date.parse(item.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await admin.client.get("/admin/messages?cursor=no-such-message")).status).toBe(404);
  });
});

describe("GET /api/admin/stats", () => {
  it("counts users, admins, videos and messages (as deltas of what the test adds)", async () => {
    const start = await stats();
    const learner = await newUser();
    const inactive = await newUser();
    await db.doc(`users/${inactive.user.id}`).update({ isActive: false });
    await newAdmin();
    for (const isActive of [true, false])
      expect(
        (
          await admin.client.post("/admin/curated-videos", {
            youtubeVideoId: newYoutubeId(),
            title: `Stats video ${newYoutubeId()}`,
            pillar: "SERVE",
            skillId: "set_boundaries",
            difficulty: "beginner",
            isActive,
          })
        ).status,
      ).toBe(201);
    const { id } = (await admin.client.post("/admin/messages", broadcastBody)).body;
    await learner.client.patch(`/users/${learner.user.id}/messages/${id}/read`);

    const end = await stats();
    expect(end.totalUsers - start.totalUsers).toBe(3);
    expect(end.activeUsers - start.activeUsers).toBe(2);
    expect(end.admins - start.admins).toBe(1);
    expect(end.totalVideos - start.totalVideos).toBe(2);
    expect(end.activeVideos - start.activeVideos).toBe(1);
    expect(end.messages.totalSent - start.messages.totalSent).toBe(1);
    expect(end.messages.sentToday - start.messages.sentToday).toBe(1);
    expect(end.messages.activeRecipients).toBe(end.activeUsers);

    // The read rate is over every broadcast: readers / reached users.
    const all = (await db.collection("broadcasts").get()).docs.map((doc) => doc.data());
    const reached = all.reduce((sum, doc) => sum + (doc.reach ?? 0), 0);
    const shards = (await db.collectionGroup("broadcastCounts").get()).docs.map((doc) => doc.data());
    const engaged = [...all, ...shards].reduce((sum, doc) => sum + (doc.readOrDismissedCount ?? 0), 0);
    expect(end.messages.readRate).toBe(percentage(engaged, reached));
    expect(engaged).toBeGreaterThan(0);
  });

  it("counts messages sent today in the asked zone, else the admin's profile zone, else UTC", async () => {
    // Long-past dates: no user existed then, so no inbox shows these broadcasts.
    const now = new Date("2001-03-11T02:00:00.000Z");
    const times = ["2001-03-10T03:00:00.000Z", "2001-03-10T22:30:00.000Z", "2001-03-11T01:00:00.000Z"];
    const refs = times.map(() => db.collection("broadcasts").doc());
    await Promise.all(
      refs.map((ref, index) =>
        ref.set({
          ...broadcastBody,
          actionLabel: null,
          actionUrl: null,
          targetAllUsers: true,
          source: "admin",
          createdBy: admin.user.id,
          readCount: 0,
          reach: 0,
          readOrDismissedCount: 0,
          createdAt: Timestamp.fromDate(new Date(times[index]!)),
        }),
      ),
    );
    try {
      const clock = { now: () => now };
      // 02:00 UTC: today began at 00:00 UTC, so only the 01:00 broadcast.
      expect((await adminStats({ clock }, admin.user.id, "UTC")).messages.sentToday).toBe(1);
      // 21:00 the day before in New York (UTC-5): today began at 05:00 UTC the day before.
      expect((await adminStats({ clock }, admin.user.id, "America/New_York")).messages.sentToday).toBe(2);
      // 07:30 in Kolkata (UTC+5:30): today began at 18:30 UTC the day before.
      expect((await adminStats({ clock }, admin.user.id, "Asia/Kolkata")).messages.sentToday).toBe(2);

      await db.doc(`profiles/${admin.user.id}`).update({ timeZone: "America/New_York" });
      const fromProfile = await adminStats({ clock }, admin.user.id);
      expect(fromProfile).toMatchObject({ timeZone: "America/New_York", messages: { sentToday: 2 } });
      await db.doc(`profiles/${admin.user.id}`).update({ timeZone: "UTC" });
      expect((await adminStats({ clock }, admin.user.id)).messages.sentToday).toBe(1);
      expect((await stats("?timeZone=Asia/Tokyo")).timeZone).toBe("Asia/Tokyo");
    } finally {
      await Promise.all(refs.map((ref) => ref.delete()));
    }
  });
});
