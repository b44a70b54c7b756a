import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newUser } from "../../test/api-client";
import { tutorSkillProgressSchema } from "../contract/chat";
import { chatSessions, learningPaths, readList, readOnly, skillProgress } from "./collections";
import { db } from "./firebase";

// The functions logger's exports cannot be spied on, so the test gives the code a recording one.
const warn = vi.hoisted(() => vi.fn());
vi.mock("firebase-functions/logger", async (importOriginal) => {
  const original = await importOriginal<typeof import("firebase-functions/logger")>();
  return { ...original, logger: { ...original.logger, warn } };
});

afterEach(() => warn.mockReset());

/** Writes through a converter throw before any promise exists; this makes either way a rejection. */
const attempt = (write: () => unknown) => Promise.resolve().then(write);

describe("a list read meets a document that no longer matches its schema", () => {
  it("skips and logs it, and answers the others (API and service)", async () => {
    const { client, user } = await newUser();
    const now = Timestamp.now();
    const good = await chatSessions().add({
      userId: user.id,
      title: "Fine",
      preview: null,
      stepId: null,
      createdAt: now,
      updatedAt: now,
    });
    // Written around the registry, as an old version or a hand edit would have left it.
    const bad = await db.collection("chatSessions").add({ userId: user.id, title: 42, updatedAt: now });

    const listed = await readList(chatSessions().where("userId", "==", user.id));
    expect(listed.map(({ id }) => id)).toEqual([good.id]);
    expect(warn).toHaveBeenCalledWith(`chatSessions/${bad.id} does not match its schema; skipped`, expect.anything());

    const response = await client.get(`/users/${user.id}/chat-sessions`);
    expect(response.status).toBe(200);
    expect(response.body.map((session: { id: string }) => session.id)).toEqual([good.id]);
  });

  it("checks only the picked fields through another feature's view", async () => {
    const { user } = await newUser();
    // No updatedAt or skillCategoryId: the full schema refuses it, the tutor's view does not need them.
    await db.doc(`users/${user.id}/skillProgress/SELL`).set({ pillar: "SELL", progressPercentage: 30 });
    expect(await readList(skillProgress(user.id))).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    const viewed = await readList(readOnly(skillProgress(user.id), tutorSkillProgressSchema));
    expect(viewed.map(({ data }) => data)).toEqual([{ pillar: "SELL", progressPercentage: 30 }]);
    expect(() => readOnly(skillProgress(user.id), tutorSkillProgressSchema).doc("SELL").set(viewed[0]!.data)).toThrow(
      /read-only/,
    );
  });
});

describe("writes through the registry", () => {
  const path = (userId: string) => ({
    userId,
    title: "A path",
    description: "",
    skillCategories: ["SELL" as const],
    totalVideos: 0,
    watchedVideos: 0,
    createdAt: Timestamp.now(),
  });

  it("refuses a document of the wrong shape before it is stored", async () => {
    const ref = learningPaths().doc();
    const wrong = { ...path("u1"), totalVideos: -1 };
    await expect(attempt(() => ref.set(wrong))).rejects.toThrow();
    expect(() => db.batch().create(ref, { ...path("u1"), title: undefined as unknown as string })).toThrow();
    expect((await ref.get()).exists).toBe(false);
  });

  it("checks the fields of an update and lets FieldValue sentinels through", async () => {
    const ref = learningPaths().doc();
    await ref.create(path("u2"));
    await ref.update(learningPaths.changes({ totalVideos: FieldValue.increment(2), title: "Renamed" }));
    expect((await ref.get()).data()).toMatchObject({ totalVideos: 2, title: "Renamed" });
    expect(() => learningPaths.changes({ title: 7 as unknown as string })).toThrow();
    expect(() => learningPaths.changes({ nickname: "x" } as never)).toThrow();
    await ref.set({ title: "Merged" }, { merge: true });
    await expect(attempt(() => ref.set({ watchedVideos: -3 }, { merge: true }))).rejects.toThrow();
    expect((await ref.get()).data()).toMatchObject({ title: "Merged", watchedVideos: 0 });
    await ref.delete();
  });

  it("leaves fields it does not name alone, defaults included", () => {
    // chatSessions.preview defaults to null: an update of updatedAt alone must not reset it.
    expect(chatSessions.changes({ updatedAt: Timestamp.now() })).not.toHaveProperty("preview");
    expect(chatSessions.changes({ preview: "Hi" })).toEqual({ preview: "Hi" });
  });
});
