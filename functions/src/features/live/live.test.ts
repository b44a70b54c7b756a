import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { ApiClient, newAdmin, newUser, type TestUser } from "../../../test/api-client";
import { db } from "../../lib/firebase";

const live = (caller: TestUser, uid: string, query: string) => caller.client.get(`/users/${uid}/live?${query}`);

const broadcast = (createdAt: Timestamp) => ({
  type: "system",
  title: "Hello",
  content: "News for everyone",
  actionLabel: null,
  actionUrl: null,
  targetAllUsers: true,
  source: "admin",
  createdBy: null,
  readCount: 0,
  reach: 1,
  readOrDismissedCount: 0,
  createdAt,
});

describe("GET /api/users/{uid}/live", () => {
  it("answers each asked query with the documents the web listener reads, timestamps tagged", async () => {
    const owner = await newUser();
    const uid = owner.user.id;
    const path = await owner.client.post(`/users/${uid}/learning-paths`, {
      title: "Pricing",
      skillCategories: ["SELL"],
    });
    expect(path.status).toBe(201);
    const at = Timestamp.fromMillis(Date.parse("2026-01-02T03:04:05.678Z"));
    await db.doc(`users/${uid}/messages/m1`).set({
      type: "system",
      title: "Welcome",
      content: "Hi",
      actionLabel: null,
      actionUrl: null,
      isRead: false,
      dismissed: false,
      createdAt: at,
    });
    await db.doc(`users/${uid}/messages/m2`).set({
      type: "system",
      title: "Gone",
      content: "Dismissed",
      actionLabel: null,
      actionUrl: null,
      isRead: true,
      dismissed: true,
      createdAt: at,
    });

    const response = await live(owner, uid, "names=profile,learningPaths,inboxMessages,skillProgress");
    expect(response.status).toBe(200);
    const { results } = response.body;
    expect(Object.keys(results).sort()).toEqual(["inboxMessages", "learningPaths", "profile", "skillProgress"]);
    // Registration creates the profile.
    expect(results.profile).toMatchObject({ id: uid, data: { createdAt: { __timestamp: expect.any(Number) } } });
    expect(results.skillProgress).toEqual([]);
    expect(results.learningPaths).toHaveLength(1);
    expect(results.learningPaths[0]).toMatchObject({ id: path.body.id, data: { title: "Pricing", userId: uid } });
    expect(results.learningPaths[0].data.createdAt).toEqual({ __timestamp: expect.any(Number) });
    // The same filter as the listener: dismissed messages are left out.
    expect(results.inboxMessages).toEqual([
      { id: "m1", data: expect.objectContaining({ title: "Welcome", createdAt: { __timestamp: at.toMillis() } }) },
    ]);
  });

  it("gives broadcasts sent since the account was created only", async () => {
    const owner = await newUser();
    const before = `b-${randomUUID()}`;
    const after = `b-${randomUUID()}`;
    await db
      .doc(`broadcasts/${before}`)
      .set(broadcast(Timestamp.fromMillis(Date.parse(owner.user.createdAt) - 60_000)));
    await db.doc(`broadcasts/${after}`).set(broadcast(Timestamp.now()));
    const response = await live(owner, owner.user.id, "names=broadcasts");
    const ids = response.body.results.broadcasts.map((doc: { id: string }) => doc.id);
    expect(ids).toContain(after);
    expect(ids).not.toContain(before);
  });

  it("reads a chat session's messages for its owner only", async () => {
    const owner = await newUser();
    const other = await newUser();
    const session = await owner.client.post(`/users/${owner.user.id}/chat-sessions`, { title: "Pricing" });
    expect(session.status).toBe(201);
    const own = await live(owner, owner.user.id, `names=chatSessions,chatMessages&chatSessionId=${session.body.id}`);
    expect(own.status).toBe(200);
    expect(own.body.results.chatSessions.map((doc: { id: string }) => doc.id)).toEqual([session.body.id]);
    expect(own.body.results.chatMessages).toEqual([]);
    expect(own.body.chatSessionId).toBe(session.body.id);

    const theirs = await live(other, other.user.id, `names=chatMessages&chatSessionId=${session.body.id}`);
    expect(theirs.status).toBe(403);
    const missing = await live(owner, owner.user.id, "names=chatMessages&chatSessionId=nope");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Chat session not found");
  });

  it("answers the newest session's messages when chatSessions is asked without a session", async () => {
    const owner = await newUser();
    const uid = owner.user.id;
    const none = await live(owner, uid, "names=chatSessions,chatMessages");
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ results: { chatSessions: [], chatMessages: [] } });

    const older = await owner.client.post(`/users/${uid}/chat-sessions`, { title: "Older" });
    const newest = await owner.client.post(`/users/${uid}/chat-sessions`, { title: "Newest" });
    expect([older.status, newest.status]).toEqual([201, 201]);
    const message = (sessionId: string, content: string) =>
      db
        .collection(`chatSessions/${sessionId}/messages`)
        .add({ userId: uid, role: "user", content, createdAt: Timestamp.now() });
    await message(older.body.id, "Old question");
    await message(newest.body.id, "New question");

    const response = await live(owner, uid, "names=profile,chatSessions,chatMessages");
    expect(response.status).toBe(200);
    expect(response.body.chatSessionId).toBe(newest.body.id);
    expect(response.body.results.chatSessions.map((doc: { id: string }) => doc.id)).toEqual([
      newest.body.id,
      older.body.id,
    ]);
    expect(response.body.results.chatMessages.map((doc: { data: { content: string } }) => doc.data.content)).toEqual([
      "New question",
    ]);
    expect(response.body.results.profile).toMatchObject({ id: uid });
  });

  it("skips a stored document that no longer matches its schema", async () => {
    const owner = await newUser();
    await db.doc(`users/${owner.user.id}/activities/bad`).set({ nonsense: true });
    const response = await live(owner, owner.user.id, "names=activities");
    expect(response.status).toBe(200);
    expect(response.body.results.activities.map((doc: { id: string }) => doc.id)).not.toContain("bad");
  });

  it("refuses other users, admins included, and visitors", async () => {
    const owner = await newUser();
    const other = await newUser();
    const admin = await newAdmin();
    expect((await live(other, owner.user.id, "names=profile")).status).toBe(403);
    expect((await live(admin, owner.user.id, "names=profile")).status).toBe(403);
    expect((await new ApiClient().get(`/users/${owner.user.id}/live?names=profile`)).status).toBe(401);
  });

  it.each([
    ["names", ""],
    ["names.0", "names="],
    ["names.1", "names=profile,everything"],
    ["chatSessionId", "names=chatMessages"],
    ["chatSessionId", "names=profile&chatSessionId=a%2Fb"],
  ])("refuses a bad %s with 400", async (field, query) => {
    const owner = await newUser();
    const response = await live(owner, owner.user.id, query);
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field);
  });
});
