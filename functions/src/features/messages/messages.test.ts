import { FieldValue } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { ApiClient, newAdmin, newUser, sleep } from "../../../test/api-client";
import { db } from "../../lib/firebase";
import type { Clock } from "../../lib/clock";
import { backfillBroadcastStates } from "./backfill";
import { sendPersonalMessage } from "../../lib/personal-messages";

const at = (iso: string): Clock => ({ now: () => new Date(iso) });
const now: Clock = { now: () => new Date() };

const broadcastBody = {
  type: "system",
  title: "Platform update",
  content: "We added new features to SoloSensei.",
  actionLabel: "See what's new",
  actionUrl: "/learn",
  targetAllUsers: true,
  timestamp: "2001-01-01T00:00:00.000Z",
};

async function personal(uid: string, id: string, clock: Clock = now, title = `Message ${id}`) {
  await sendPersonalMessage(uid, id, { type: "achievement", title, content: "Well done." }, clock);
}

describe("GET /api/users/{userId}/messages", () => {
  it("returns the user's personal messages in the contract's shape, newest first", async () => {
    const { client, user } = await newUser();
    expect((await client.get(`/users/${user.id}/messages`)).body).toEqual([]);
    await personal(user.id, "older", at("2026-01-01T10:00:00.000Z"));
    await sendPersonalMessage(
      user.id,
      "newer",
      { type: "reminder", title: "Hi", content: "There", actionLabel: "Go", actionUrl: "/learn" },
      at("2026-01-02T10:00:00.000Z"),
    );
    const response = await client.get(`/users/${user.id}/messages`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        id: "newer",
        type: "reminder",
        title: "Hi",
        content: "There",
        timestamp: "2026-01-02T10:00:00.000Z",
        isRead: false,
        actionLabel: "Go",
        actionUrl: "/learn",
      },
      {
        id: "older",
        type: "achievement",
        title: "Message older",
        content: "Well done.",
        timestamp: "2026-01-01T10:00:00.000Z",
        isRead: false,
      },
    ]);
  });

  it("pages with ?limit=&before=", async () => {
    const { client, user } = await newUser();
    for (const day of [1, 2, 3, 4, 5]) await personal(user.id, `m${day}`, at(`2026-02-0${day}T00:00:00.000Z`));
    const first = await client.get(`/users/${user.id}/messages?limit=2`);
    expect(first.body.map((m: { id: string }) => m.id)).toEqual(["m5", "m4"]);
    const second = await client.get(`/users/${user.id}/messages?limit=2&before=${first.body[1].timestamp}`);
    expect(second.body.map((m: { id: string }) => m.id)).toEqual(["m3", "m2"]);
  });

  it.each(["limit=0", "limit=101", "limit=abc", "before=yesterday"])("refuses ?%s with 400", async (query) => {
    const { client, user } = await newUser();
    const response = await client.get(`/users/${user.id}/messages?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.errors.length).toBeGreaterThan(0);
  });

  it("is private to its owner: other users and admins get 403, visitors 401", async () => {
    const owner = await newUser();
    const other = await newUser();
    const admin = await newAdmin();
    await personal(owner.user.id, "secret");
    expect((await other.client.get(`/users/${owner.user.id}/messages`)).status).toBe(403);
    expect((await admin.client.get(`/users/${owner.user.id}/messages`)).status).toBe(403);
    expect((await new ApiClient().get(`/users/${owner.user.id}/messages`)).status).toBe(401);
  });
});

describe("PATCH read and DELETE dismiss of personal messages", () => {
  it("marks read idempotently and dismisses idempotently", async () => {
    const { client, user } = await newUser();
    await personal(user.id, "one");
    await personal(user.id, "two");
    const read = await client.patch(`/users/${user.id}/messages/one/read`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: "one", isRead: true });
    expect((await client.patch(`/users/${user.id}/messages/one/read`)).status).toBe(200);
    expect((await db.doc(`users/${user.id}/messages/one`).get()).get("isRead")).toBe(true);

    expect((await client.delete(`/users/${user.id}/messages/two`)).status).toBe(204);
    expect((await client.delete(`/users/${user.id}/messages/two`)).status).toBe(204);
    const inbox = await client.get(`/users/${user.id}/messages`);
    expect(inbox.body.map((m: { id: string; isRead: boolean }) => [m.id, m.isRead])).toEqual([["one", true]]);
  });

  it("answers 404 for an unknown id", async () => {
    const { client, user } = await newUser();
    expect((await client.patch(`/users/${user.id}/messages/nope/read`)).status).toBe(404);
    expect((await client.delete(`/users/${user.id}/messages/nope`)).status).toBe(404);
  });

  it("refuses another user's and an admin's changes with 403 and changes nothing", async () => {
    const owner = await newUser();
    const admin = await newAdmin();
    await personal(owner.user.id, "mine");
    for (const client of [(await newUser()).client, admin.client]) {
      expect((await client.patch(`/users/${owner.user.id}/messages/mine/read`)).status).toBe(403);
      expect((await client.delete(`/users/${owner.user.id}/messages/mine`)).status).toBe(403);
    }
    expect((await db.doc(`users/${owner.user.id}/messages/mine`).get()).data()).toMatchObject({
      isRead: false,
      dismissed: false,
    });
  });

  it("refuses a cross-site write", async () => {
    const { client, user } = await newUser();
    await personal(user.id, "x");
    const response = await client.request(
      "PATCH",
      `/users/${user.id}/messages/x/read`,
      {},
      { origin: "https://evil.test" },
    );
    expect(response.status).toBe(403);
  });
});

describe("POST /api/admin/messages (broadcasts)", () => {
  it("stores the broadcast once with the server's time and shows it to existing users only", async () => {
    const before = await newUser();
    const admin = await newAdmin();
    const sentAt = Date.now();
    const response = await admin.client.post("/admin/messages", broadcastBody);
    expect(response.status).toBe(201);
    const { id, timestamp } = response.body;
    // Everything as sent but the client's timestamp, which the server replaces with its own.
    const { timestamp: _clientTime, ...sent } = broadcastBody;
    expect(response.body).toMatchObject({ ...sent, readCount: 0 });
    expect(Math.abs(Date.parse(timestamp) - sentAt)).toBeLessThan(60_000);
    const stored = (await db.doc(`broadcasts/${id}`).get()).data()!;
    expect(stored.createdBy).toBe(admin.user.id);

    const inbox = await before.client.get(`/users/${before.user.id}/messages`);
    expect(inbox.body).toContainEqual({
      id,
      type: "system",
      title: "Platform update",
      content: "We added new features to SoloSensei.",
      timestamp,
      isRead: false,
      actionLabel: "See what's new",
      actionUrl: "/learn",
    });
    // The admin existed before sending, so their own inbox has it too.
    expect(
      (await admin.client.get(`/users/${admin.user.id}/messages`)).body.map((m: { id: string }) => m.id),
    ).toContain(id);

    await sleep(5);
    const later = await newUser();
    const laterInbox = await later.client.get(`/users/${later.user.id}/messages`);
    expect(laterInbox.body.map((m: { id: string }) => m.id)).not.toContain(id);
    expect((await later.client.patch(`/users/${later.user.id}/messages/${id}/read`)).status).toBe(404);
    expect((await later.client.delete(`/users/${later.user.id}/messages/${id}`)).status).toBe(404);
  });

  it("keeps read and dismissed state per user and counts readers once", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const admin = await newAdmin();
    const { id } = (await admin.client.post("/admin/messages", broadcastBody)).body;

    expect((await alice.client.patch(`/users/${alice.user.id}/messages/${id}/read`)).body.isRead).toBe(true);
    expect((await alice.client.patch(`/users/${alice.user.id}/messages/${id}/read`)).status).toBe(200);
    const find = async (who: typeof alice) =>
      (await who.client.get(`/users/${who.user.id}/messages`)).body.find((m: { id: string }) => m.id === id);
    expect((await find(alice)).isRead).toBe(true);
    expect((await find(bob)).isRead).toBe(false);
    // Counted in a shard of the broadcast's figures, not on the broadcast itself.
    const shards = (await db.collection(`broadcasts/${id}/broadcastCounts`).get()).docs.map((doc) => doc.data());
    expect(shards).toEqual([{ readCount: 1, readOrDismissedCount: 1 }]);
    expect((await db.doc(`broadcasts/${id}`).get()).get("readCount")).toBe(0);

    expect((await bob.client.delete(`/users/${bob.user.id}/messages/${id}`)).status).toBe(204);
    expect((await bob.client.delete(`/users/${bob.user.id}/messages/${id}`)).status).toBe(204);
    expect(await find(bob)).toBeUndefined();
    expect(await find(alice)).toBeDefined();
    // Bob cannot change Alice's state.
    expect((await bob.client.delete(`/users/${alice.user.id}/messages/${id}`)).status).toBe(403);
    expect(await find(alice)).toBeDefined();
  });

  it("follows the states of the newest broadcasts live, by each broadcast's time; the backfill dates older states", async () => {
    const learner = await newUser();
    const admin = await newAdmin();
    const first: string = (await admin.client.post("/admin/messages", broadcastBody)).body.id;
    await sleep(5);
    const second: string = (await admin.client.post("/admin/messages", broadcastBody)).body.id;
    await learner.client.patch(`/users/${learner.user.id}/messages/${second}/read`);
    await learner.client.delete(`/users/${learner.user.id}/messages/${first}`);
    const state = (id: string) => db.doc(`users/${learner.user.id}/broadcastStates/${id}`);
    const sentAt = async (id: string) => (await db.doc(`broadcasts/${id}`).get()).get("createdAt").toMillis();
    expect((await state(second).get()).get("broadcastCreatedAt").toMillis()).toBe(await sentAt(second));
    const followed = async () =>
      (
        await learner.client.get(`/users/${learner.user.id}/live?names=broadcastStates`)
      ).body.results.broadcastStates.map((doc: { id: string }) => doc.id);
    expect(await followed()).toEqual([second, first]);

    // A state written before the field is not followed until the backfill gives it its broadcast's time.
    await state(first).update({ broadcastCreatedAt: FieldValue.delete() });
    expect(await followed()).toEqual([second]);
    expect(await backfillBroadcastStates()).toBeGreaterThanOrEqual(1);
    expect((await state(first).get()).get("broadcastCreatedAt").toMillis()).toBe(await sentAt(first));
    expect(await followed()).toEqual([second, first]);
  });

  it("accepts a body without optional fields (targetAllUsers defaults to true)", async () => {
    const admin = await newAdmin();
    const response = await admin.client.post("/admin/messages", {
      type: "celebration",
      title: "x".repeat(60),
      content: "y".repeat(200),
    });
    expect(response.status).toBe(201);
    expect(response.body.targetAllUsers).toBe(true);
    expect(response.body.actionLabel).toBeUndefined();
  });

  it.each([
    ["type", { type: "spam" }],
    ["title", { title: "x".repeat(61) }],
    ["title", { title: "   " }],
    ["content", { content: "y".repeat(201) }],
    ["content", { content: "" }],
    ["actionUrl", { actionUrl: "javascript:alert(1)" }],
    ["actionUrl", { actionUrl: "//evil.test/path" }],
    ["actionUrl", { actionUrl: "ftp://example.test" }],
    ["actionUrl", { actionUrl: "/\t/evil.example" }],
    ["actionUrl", { actionUrl: "/\\evil.example" }],
    ["actionUrl", { actionUrl: undefined }],
    ["actionLabel", { actionLabel: undefined }],
    ["actionLabel", { actionLabel: "z".repeat(41) }],
    ["targetAllUsers", { targetAllUsers: false }],
  ])("refuses a bad %s with 400 and writes nothing", async (field, override) => {
    const admin = await newAdmin();
    const response = await admin.client.post("/admin/messages", { ...broadcastBody, ...override });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field);
    expect((await db.collection("broadcasts").where("createdBy", "==", admin.user.id).get()).size).toBe(0);
  });

  it("is for admins only", async () => {
    const { client, user } = await newUser();
    expect((await client.post("/admin/messages", broadcastBody)).status).toBe(403);
    expect((await new ApiClient().post("/admin/messages", broadcastBody)).status).toBe(401);
    expect((await client.get("/admin/messages")).status).toBe(403);
    expect((await db.collection("broadcasts").where("createdBy", "==", user.id).get()).size).toBe(0);
  });
});

describe("GET /api/admin/messages", () => {
  it("pages sent broadcasts newest first with their read counts", async () => {
    const admin = await newAdmin();
    const reader = await newUser();
    const ids: string[] = [];
    for (const title of ["First", "Second", "Third"])
      ids.push((await admin.client.post("/admin/messages", { ...broadcastBody, title })).body.id);
    await reader.client.patch(`/users/${reader.user.id}/messages/${ids[2]}/read`);
    const first = await admin.client.get("/admin/messages?limit=2");
    expect(first.status).toBe(200);
    expect(first.body.items.map((item: { id: string }) => item.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.items[0].readCount).toBe(1);
    const second = await admin.client.get(`/admin/messages?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items[0].id).toBe(ids[0]);
    expect((await admin.client.get("/admin/messages?cursor=unknown")).status).toBe(404);
    expect((await admin.client.get("/admin/messages?limit=0")).status).toBe(400);
  });
});
