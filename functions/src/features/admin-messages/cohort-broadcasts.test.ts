import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { newAdmin, newUser, type TestUser } from "../../../test/api-client";
import { eventually } from "../../../test/eventually";
import { type CohortMemberDoc, NEW_MEMBER_FIGURES } from "../../contract/cohorts/storage";
import { cohortBroadcastMessageId, type Broadcast, type BroadcastCohorts } from "../../contract/messages";
import { cohortBroadcasts, cohortMembers, cohorts } from "../../lib/collections";
import { db } from "../../lib/firebase";
import { MEMBER_PAGE_SIZE, runCohortBroadcast } from "./cohort-broadcasts";
import { cohortDoc } from "../../../test/cohort-docs";

// POST /api/admin/messages with a cohort target: a personal message to each current member, once,
// and nothing to anyone else; GET /api/admin/messages/cohorts feeds the composer's select.

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const unique = () => randomUUID().replace(/-/g, "").slice(0, 12);
const at = Timestamp.fromDate(new Date("2026-10-01T00:00:00Z"));

let admin: TestUser;
beforeAll(async () => {
  admin = await newAdmin();
});

const cohortFor = (name: string, memberCount: number, startDate = "2026-10-19") =>
  cohortDoc({
    name,
    startDate,
    memberCount,
    memberZones: { "Europe/Berlin": memberCount },
    createdAt: at,
    updatedAt: at,
  });

const memberDoc = (uid: string, cohortId: string | null): CohortMemberDoc => ({
  uid,
  cohortId,
  name: uid,
  email: `${uid}@example.test`,
  coachId: null,
  joinedAt: at,
  timeZone: "Europe/Berlin",
  ...NEW_MEMBER_FIGURES,
  history: [],
});

const messageIds = async (uid: string) =>
  (await db.collection(`users/${uid}/messages`).get()).docs.map((doc) => doc.id);

describe("a broadcast to one cohort", () => {
  it("reaches its current members once each, as a personal message, and no one else", async () => {
    const cohortId = `cohort-${unique()}`;
    const [inside, other] = await Promise.all([newUser(), newUser()]);
    const removed = `learner-${unique()}`;
    await cohorts().doc(cohortId).set(cohortFor("Broadcast Founders", 1));
    await cohortMembers().doc(inside.user.id).set(memberDoc(inside.user.id, cohortId));
    await cohortMembers().doc(removed).set(memberDoc(removed, null));

    const listed = await admin.client.get("/admin/messages/cohorts");
    expect(listed.status).toBe(200);
    expect((listed.body as BroadcastCohorts).items).toContainEqual({
      id: cohortId,
      name: "Broadcast Founders",
      memberCount: 1,
    });

    const response = await admin.client.post("/admin/messages", {
      type: "system",
      title: "Demo day",
      content: "Demo day is on Friday.",
      alsoEmail: true,
      cohortId,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const sent = response.body as Broadcast;
    expect(sent).toMatchObject({ targetAllUsers: false, cohortId, reach: 1 });
    const id = cohortBroadcastMessageId(sent.id);
    // The trigger runs behind every other queued event on a busy emulator.
    const message = await eventually(
      async () => (await db.doc(`users/${inside.user.id}/messages/${id}`).get()).data(),
      60_000,
    );
    expect(message).toMatchObject({
      type: "system",
      title: "Demo day",
      emailAs: { category: "announcements", kind: "announcement" },
    });
    await eventually(async () => (await cohortBroadcasts().doc(sent.id).get()).data()?.done);

    // Done again (a retried trigger, or a job reset by hand): nothing is sent twice.
    await cohortBroadcasts().doc(sent.id).update({ done: false, cursor: null });
    expect(await runCohortBroadcast(sent.id, { now: () => new Date() })).toEqual({ sent: 1, done: true });
    expect((await messageIds(inside.user.id)).filter((found) => found === id)).toHaveLength(1);
    expect(await messageIds(removed)).toEqual([]);
    expect((await messageIds(other.user.id)).filter((found) => found.startsWith("cohortBroadcast-"))).toEqual([]);
    // Not a broadcast every inbox merges in.
    expect((await db.doc(`broadcasts/${sent.id}`).get()).exists).toBe(false);
  });

  it("pages through a cohort larger than a page", async () => {
    const cohortId = `cohort-${unique()}`;
    const count = MEMBER_PAGE_SIZE + 5;
    await cohorts().doc(cohortId).set(cohortFor("Big Founders", count));
    const uids = Array.from({ length: count }, () => `learner-${unique()}`);
    const batch = db.batch();
    for (const uid of uids) batch.set(cohortMembers().doc(uid), memberDoc(uid, cohortId));
    await batch.commit();
    const response = await admin.client.post("/admin/messages", {
      type: "system",
      title: "Office hours",
      content: "Office hours on Thursday.",
      cohortId,
    });
    expect(response.status).toBe(201);
    const job = await eventually(async () => {
      const doc = (await cohortBroadcasts().doc(response.body.id).get()).data();
      return doc?.done ? doc : null;
    }, 60_000);
    expect(job.sent).toBe(count);
    const last = (
      await db.doc(`users/${uids.at(-1)}/messages/${cohortBroadcastMessageId(response.body.id)}`).get()
    ).data();
    expect(last?.emailAs).toBeUndefined();
  });

  it("is refused for a cohort that is not open or running, and writes nothing", async () => {
    const draft = `cohort-${unique()}`;
    const finished = `cohort-${unique()}`;
    await cohorts()
      .doc(draft)
      .set({ ...cohortFor("Draft Founders", 0), stage: "draft" });
    await cohorts()
      .doc(finished)
      .set(cohortFor("Old Founders", 0, "2024-01-01"));
    for (const cohortId of [draft, finished, `cohort-${unique()}`]) {
      const before = (await cohortBroadcasts().where("cohortId", "==", cohortId).count().get()).data().count;
      const response = await admin.client.post("/admin/messages", {
        type: "system",
        title: "Hello",
        content: "Hello there.",
        cohortId,
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toContainEqual({
        path: "cohortId",
        message: "Pick a cohort that is open or running",
      });
      expect((await cohortBroadcasts().where("cohortId", "==", cohortId).count().get()).data().count).toBe(before);
    }
    const listed = (await admin.client.get("/admin/messages/cohorts")).body as BroadcastCohorts;
    expect(listed.items.map((item) => item.id)).not.toContain(draft);
    expect(listed.items.map((item) => item.id)).not.toContain(finished);
  });
});
