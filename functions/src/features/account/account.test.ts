import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { ApiClient, newUser, sleep, type TestUser } from "../../../test/api-client";
import { sessionSlotId } from "../../contract/sessions/common";
import { actionItems, coachingSessions, sessionLedgers, sessionNotes, sessionSlots } from "../../lib/collections";
import { auth, db } from "../../lib/firebase";

const NEW_PASSWORD = "Changed98765";

async function signIn(username: string, password: string) {
  const client = new ApiClient();
  const response = await client.post("/login", { username, password });
  return { client, status: response.status };
}

describe("POST /api/account/change-password", () => {
  it("changes the password, ends other sessions and keeps this one signed in", async () => {
    const tester = await newUser();
    const elsewhere = await signIn(tester.user.username, tester.password);
    expect((await elsewhere.client.get("/user")).status).toBe(200);
    await sleep(1100); // Revocation has one-second granularity.

    const response = await tester.client.post("/account/change-password", {
      currentPassword: tester.password,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body.customToken).toEqual(expect.any(String));
    expect(response.headers.get("set-cookie")).toMatch(/__session=/);
    expect((await tester.client.get("/user")).status).toBe(200);
    expect((await elsewhere.client.get("/user")).status).toBe(401);
    expect((await signIn(tester.user.username, tester.password)).status).toBe(401);
    expect((await signIn(tester.user.username, NEW_PASSWORD)).status).toBe(200);
  });

  it.each([
    ["currentPassword", { currentPassword: "Wrong12345", newPassword: NEW_PASSWORD }],
    ["currentPassword", { newPassword: NEW_PASSWORD }],
    ["newPassword", { currentPassword: "CURRENT", newPassword: "weak" }],
  ] as [string, Record<string, string>][])("refuses a bad %s with 400 and changes nothing", async (path, body) => {
    const tester = await newUser();
    const request = { ...body, ...(body.currentPassword === "CURRENT" ? { currentPassword: tester.password } : {}) };
    const response = await tester.client.post("/account/change-password", request);
    expect(response.status).toBe(400);
    expect(response.body.errors[0].path).toBe(path);
    expect((await signIn(tester.user.username, tester.password)).status).toBe(200);
  });

  it("needs a session", async () => {
    expect((await new ApiClient().post("/account/change-password", {})).status).toBe(401);
  });
});

describe("POST /api/account/change-email", () => {
  it("changes the sign-in email and the user document", async () => {
    const tester = await newUser();
    const newEmail = `moved_${randomUUID().slice(0, 8)}@example.test`;
    const response = await tester.client.post("/account/change-email", {
      currentPassword: tester.password,
      newEmail: newEmail.toUpperCase(),
    });
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe(newEmail);
    expect(response.body.customToken).toEqual(expect.any(String));
    expect((await tester.client.get("/user")).body.email).toBe(newEmail); // Still signed in.
    expect((await auth.getUser(tester.user.id)).email).toBe(newEmail);
    expect((await db.doc(`users/${tester.user.id}`).get()).get("email")).toBe(newEmail);
    expect((await signIn(newEmail, tester.password)).status).toBe(200);
  });

  it("refuses a wrong password, a bad email and a taken email, changing nothing", async () => {
    const tester = await newUser();
    const taken = await newUser();
    const cases: [unknown, number, string][] = [
      [{ currentPassword: "Wrong12345", newEmail: "fresh@example.test" }, 400, "currentPassword"],
      [{ currentPassword: tester.password, newEmail: "not-an-email" }, 400, "newEmail"],
      [{ currentPassword: tester.password, newEmail: taken.user.email }, 409, "newEmail"],
    ];
    for (const [body, status, path] of cases) {
      const response = await tester.client.post("/account/change-email", body);
      expect(response.status).toBe(status);
      expect(response.body.errors[0].path).toBe(path);
    }
    expect((await auth.getUser(tester.user.id)).email).toBe(tester.user.email);
    expect((await db.doc(`users/${tester.user.id}`).get()).get("email")).toBe(tester.user.email);
  });
});

async function giveData(tester: TestUser) {
  const uid = tester.user.id;
  const now = Timestamp.now();
  await tester.client.post(`/users/${uid}/context`, {
    workSetup: "Full-time freelancer",
    motivation: "Finding more clients",
    experienceLength: "1-3 years",
    platforms: ["Upwork"],
    clientTypes: ["Startups"],
  });
  const assessment = await tester.client.post(`/users/${uid}/assessment`, {
    answers: Array.from({ length: 16 }, (_, questionId) => ({ questionId, answer: 3 })),
  });
  const path = await db.collection("learningPaths").add({ userId: uid, title: "Mine", createdAt: now });
  await path.collection("videos").add({ userId: uid, title: "Video" });
  const chat = await db.collection("chatSessions").add({ userId: uid, title: "Chat", createdAt: now });
  await chat.collection("messages").add({ role: "user", content: "Hi", createdAt: now });
  return { pathId: path.id, personalisedPathId: assessment.body.learningPathId as string, chatId: chat.id };
}

describe("GET /api/account/export", () => {
  it("downloads every document of the user as JSON", async () => {
    const tester = await newUser();
    const { pathId, personalisedPathId, chatId } = await giveData(tester);
    const other = await newUser();
    await giveData(other);
    const response = await tester.client.get("/account/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename=".+\.json"/);
    const data = response.body;
    expect(data.user).toMatchObject({ id: tester.user.id, username: tester.user.username });
    expect(data.user.createdAt).toMatch(/^\d{4}-/);
    expect(data.profile.metadata.workSetup).toBe("Full-time freelancer");
    expect(data.user.skillProgress).toHaveLength(4);
    expect(data.user.activities).toHaveLength(1);
    expect(data.user.assessments[0].answers).toHaveLength(16);
    expect(data.learningPaths.map((p: { id: string }) => p.id).sort()).toEqual([pathId, personalisedPathId].sort());
    expect(data.learningPaths.find((p: { id: string }) => p.id === pathId).videos).toHaveLength(1);
    expect(data.chatSessions.map((c: { id: string }) => c.id)).toEqual([chatId]);
    expect(data.chatSessions[0].messages[0].content).toBe("Hi");
  });
});

describe("POST /api/account/delete", () => {
  it("removes the Auth user and every document of theirs, and nobody else's", async () => {
    const tester = await newUser();
    const { pathId, personalisedPathId, chatId } = await giveData(tester);
    const other = await newUser();
    const kept = await giveData(other);
    // The messages triggers schedule reminders for new learners; wait for them, so the delete has some to remove.
    const reminders = db.collection("reminders").where("uid", "==", tester.user.id);
    for (let attempt = 0; attempt < 40 && (await reminders.get()).size < 2; attempt++) await sleep(250);
    expect((await reminders.get()).size).toBeGreaterThanOrEqual(2);
    const response = await tester.client.post("/account/delete", { password: tester.password });
    expect(response.status).toBe(200);
    await expect(auth.getUser(tester.user.id)).rejects.toThrow();
    const uid = tester.user.id;
    for (const path of [`users/${uid}`, `profiles/${uid}`, `usernames/${tester.user.username.toLowerCase()}`])
      expect((await db.doc(path).get()).exists).toBe(false);
    for (const path of ["activities", "skillProgress", "assessments"])
      expect((await db.collection(`users/${uid}/${path}`).get()).empty).toBe(true);
    expect((await db.doc(`learningPaths/${pathId}`).get()).exists).toBe(false);
    expect((await db.collection(`learningPaths/${pathId}/videos`).get()).empty).toBe(true);
    expect((await db.doc(`learningPaths/${personalisedPathId}`).get()).exists).toBe(false);
    expect((await reminders.get()).empty).toBe(true);
    expect((await db.doc(`chatSessions/${chatId}`).get()).exists).toBe(false);
    expect((await db.collection(`chatSessions/${chatId}/messages`).get()).empty).toBe(true);
    expect((await tester.client.get("/user")).status).toBe(401);
    expect((await signIn(tester.user.username, tester.password)).status).toBe(401);

    expect((await db.doc(`learningPaths/${kept.pathId}`).get()).exists).toBe(true);
    expect((await db.doc(`chatSessions/${kept.chatId}`).get()).exists).toBe(true);
    expect((await db.collection(`users/${other.user.id}/skillProgress`).get()).size).toBe(4);
  });

  it("refuses a wrong or missing password with 400 and deletes nothing", async () => {
    const tester = await newUser();
    for (const body of [{ password: "Wrong12345" }, {}]) {
      const response = await tester.client.post("/account/delete", body);
      expect(response.status).toBe(400);
      expect(response.body.errors[0].path).toBe("password");
    }
    expect((await auth.getUser(tester.user.id)).uid).toBe(tester.user.id);
    expect((await db.doc(`profiles/${tester.user.id}`).get()).exists).toBe(true);
  });

  it("limits wrong password guesses", async () => {
    const tester = await newUser();
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await tester.client.post("/account/delete", { password: "Wrong12345" })).status).toBe(400);
    expect((await tester.client.post("/account/delete", { password: tester.password })).status).toBe(429);
    expect((await auth.getUser(tester.user.id)).uid).toBe(tester.user.id);
  });
});

/** A coaching session of the learner's (as features/sessions books it) with its slot, ledger, notes and action item. */
async function giveSession(tester: TestUser, coachId: string, notesPrivate: boolean) {
  const uid = tester.user.id;
  const now = Timestamp.now();
  const startsAt = Timestamp.fromMillis(Math.floor(Date.now() / 3_600_000 + 48 + Math.random() * 10_000) * 3_600_000);
  const slotId = sessionSlotId(coachId, startsAt.toDate());
  const session = coachingSessions().doc();
  await session.set({
    learnerId: uid,
    learnerName: tester.user.name,
    learnerEmail: tester.user.email,
    learnerTimeZone: "Europe/London",
    coachId,
    coachName: "Coach",
    coachEmail: "coach@example.test",
    coachTimeZone: "Europe/Berlin",
    cohortId: null,
    startsAt,
    endsAt: Timestamp.fromMillis(startsAt.toMillis() + 30 * 60_000),
    minutes: 30,
    bufferMinutes: 0,
    meetingLink: "",
    topic: "Pricing",
    status: "booked",
    slotId,
    icsUid: `${randomUUID()}@solosensei.test`,
    sequence: 0,
    cancelledBy: null,
    reason: null,
    lateCancellation: false,
    changes: [],
    reminderSentAt: null,
    outcome: null,
    outcomeAt: null,
    rating: null,
    createdAt: now,
    updatedAt: now,
  });
  await sessionSlots()
    .doc(slotId)
    .set({ coachId, sessionId: session.id, learnerId: uid, startsAt, blockedUntil: startsAt });
  await sessionLedgers().doc(uid).set({ upcomingSessionId: session.id, months: {} });
  await sessionNotes()
    .doc(session.id)
    .set({
      sessionId: session.id,
      learnerId: uid,
      coachId,
      text: `Notes ${notesPrivate}`,
      private: notesPrivate,
      updatedAt: now,
    });
  const item = await actionItems(uid).add({
    sessionId: session.id,
    coachId,
    text: "Send the price list",
    done: false,
    doneAt: null,
    createdAt: now,
  });
  return { sessionId: session.id, slotId, itemId: item.id };
}

describe("coaching sessions in the export and the deletion", () => {
  it("exports the learner's sessions, action items and visible notes, never private notes", async () => {
    const tester = await newUser();
    const visible = await giveSession(tester, "coach-a", false);
    const hidden = await giveSession(tester, "coach-b", true);
    const data = (await tester.client.get("/account/export")).body;
    expect(data.coachingSessions.map((entry: { id: string }) => entry.id).sort()).toEqual(
      [visible.sessionId, hidden.sessionId].sort(),
    );
    expect(data.user.actionItems.map((entry: { id: string }) => entry.id).sort()).toEqual(
      [visible.itemId, hidden.itemId].sort(),
    );
    expect(data.sessionNotes.map((entry: { id: string }) => entry.id)).toEqual([visible.sessionId]);
    expect(JSON.stringify(data)).not.toContain("Notes true");
  });

  it("deletes the learner's sessions, notes (private ones too), action items and ledger, and frees their slots", async () => {
    const [tester, other] = await Promise.all([newUser(), newUser()]);
    const mine = [await giveSession(tester, "coach-a", true), await giveSession(tester, "coach-a", false)];
    const kept = await giveSession(other, "coach-a", true);
    expect((await tester.client.post("/account/delete", { password: tester.password })).status).toBe(200);
    for (const { sessionId, slotId, itemId } of mine) {
      expect((await coachingSessions().doc(sessionId).get()).exists).toBe(false);
      expect((await sessionNotes().doc(sessionId).get()).exists).toBe(false);
      expect((await sessionSlots().doc(slotId).get()).exists).toBe(false);
      expect((await actionItems(tester.user.id).doc(itemId).get()).exists).toBe(false);
    }
    expect((await sessionLedgers().doc(tester.user.id).get()).exists).toBe(false);
    expect((await coachingSessions().doc(kept.sessionId).get()).exists).toBe(true);
    expect((await sessionNotes().doc(kept.sessionId).get()).exists).toBe(true);
    expect((await sessionSlots().doc(kept.slotId).get()).exists).toBe(true);
    expect((await sessionLedgers().doc(other.user.id).get()).exists).toBe(true);
  });
});
