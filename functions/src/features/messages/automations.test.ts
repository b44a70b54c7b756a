import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { newUser } from "../../../test/api-client";
import { eventually } from "../../../test/eventually";
import { recordActivity } from "../../lib/activities";
import type { Clock } from "../../lib/clock";
import { db } from "../../lib/firebase";
import * as functionsIndex from "../../index";
import * as triggers from "../../triggers";
import {
  completeProfileReminderId,
  nextLessonReminderId,
  onActivityCreated,
  onCuratedVideoActive,
  onLessonWatched,
  onPathUpdated,
} from "./automations";
import { nextMondayNine } from "../../lib/schedule-time";
import { runSweep, sweepContentBatch, sweepReminders } from "./sweep";

const HOUR = 60 * 60 * 1000;
const at = (instant: Date | string | number): Clock => ({ now: () => new Date(instant) });
const unique = () => randomUUID().replace(/-/g, "").slice(0, 12);

async function messageIds(uid: string, prefix: string) {
  const docs = (await db.collection(`users/${uid}/messages`).get()).docs;
  return docs.map((doc) => doc.id).filter((id) => id.startsWith(prefix));
}
const messageDoc = (uid: string, id: string) => db.doc(`users/${uid}/messages/${id}`).get();

describe("Lesson Complete", () => {
  it("arrives once when a watched-video document is created, even if the trigger runs again", async () => {
    const { user } = await newUser();
    const youtubeVideoId = `yt_${unique()}`;
    const watched = {
      youtubeVideoId,
      title: "Pricing your first offer",
      skillCategory: "SELL",
      watchedAt: Timestamp.now(),
      pathId: null,
    };
    await db.doc(`users/${user.id}/watchedVideos/${youtubeVideoId}`).create(watched);
    const message = await eventually(async () =>
      (await messageDoc(user.id, `lesson-complete-${youtubeVideoId}`)).data(),
    );
    expect(message).toMatchObject({
      type: "achievement",
      title: "Lesson Complete",
      isRead: false,
      dismissed: false,
      actionUrl: "/learn",
    });
    expect(message.content).toContain("Pricing your first offer");
    // At-least-once delivery: the same event handled again sends nothing new.
    await onLessonWatched(user.id, watched);
    await onLessonWatched(user.id, watched);
    expect(await messageIds(user.id, "lesson-complete-")).toEqual([`lesson-complete-${youtubeVideoId}`]);
  });
});

describe("Ready for Your Next Lesson", () => {
  const watch = (uid: string, id: string, when: number) =>
    onLessonWatched(uid, { youtubeVideoId: id, title: id, watchedAt: Timestamp.fromMillis(when), pathId: null });

  it("is sent 24 h after the latest lesson, once, however often the sweep runs", async () => {
    const uid = (await newUser()).user.id;
    const t0 = Date.parse("2026-03-10T12:00:00.000Z");
    await watch(uid, "a", t0);
    const reminder = (await db.doc(`reminders/${nextLessonReminderId(uid)}`).get()).data()!;
    expect(reminder.dueAt.toMillis()).toBe(t0 + 24 * HOUR);

    await sweepReminders(at(t0 + 24 * HOUR - 60_000));
    expect(await messageIds(uid, "next-lesson-")).toEqual([]);
    await sweepReminders(at(t0 + 24 * HOUR + 60_000));
    await sweepReminders(at(t0 + 24 * HOUR + 60_000));
    await runSweep(at(t0 + 48 * HOUR));
    expect(await messageIds(uid, "next-lesson-")).toEqual([`next-lesson-${t0}`]);
    const message = (await messageDoc(uid, `next-lesson-${t0}`)).data()!;
    expect(message).toMatchObject({ type: "reminder", title: "Ready for Your Next Lesson" });
  });

  it("waits for 24 h after the newer lesson when another was watched since", async () => {
    const uid = (await newUser()).user.id;
    const t0 = Date.parse("2026-03-10T12:00:00.000Z");
    await watch(uid, "a", t0);
    await watch(uid, "b", t0 + 10 * HOUR);
    // A late duplicate of the older watch does not pull the reminder back.
    await watch(uid, "a", t0);
    await sweepReminders(at(t0 + 24 * HOUR + 60_000));
    expect(await messageIds(uid, "next-lesson-")).toEqual([]);
    await sweepReminders(at(t0 + 34 * HOUR + 60_000));
    expect(await messageIds(uid, "next-lesson-")).toEqual([`next-lesson-${t0 + 10 * HOUR}`]);
  });
});

describe("reminders of a deleted account", () => {
  it("are dropped without sending anything", async () => {
    const uid = `gone_${unique()}`;
    const t0 = Date.parse("2026-03-10T12:00:00.000Z");
    await onLessonWatched(uid, { youtubeVideoId: "a", title: "", watchedAt: Timestamp.fromMillis(t0), pathId: null });
    expect((await messageDoc(uid, "lesson-complete-a")).get("content")).toContain("You finished a lesson");
    await sweepReminders(at(t0 + 25 * HOUR));
    expect(await messageIds(uid, "next-lesson-")).toEqual([]);
    expect((await db.doc(`reminders/${nextLessonReminderId(uid)}`).get()).exists).toBe(false);
  });
});

describe("Complete Your Profile", () => {
  it("is sent 3 days after registration when the work context is incomplete, once", async () => {
    const { user } = await newUser();
    const reminder = await eventually(async () =>
      (await db.doc(`reminders/${completeProfileReminderId(user.id)}`).get()).data(),
    );
    const registeredAt = Date.parse(user.createdAt);
    expect(reminder.dueAt.toMillis()).toBe(registeredAt + 72 * HOUR);
    // Partly filled in still counts as incomplete.
    await db.doc(`profiles/${user.id}`).update({ "metadata.workSetup": "Freelancer", "metadata.platforms": [] });

    await sweepReminders(at(registeredAt + 72 * HOUR - 60_000));
    expect(await messageIds(user.id, "complete-profile")).toEqual([]);
    await sweepReminders(at(registeredAt + 72 * HOUR + 60_000));
    await runSweep(at(registeredAt + 72 * HOUR + 60_000));
    expect(await messageIds(user.id, "complete-profile")).toEqual(["complete-profile"]);
    expect((await messageDoc(user.id, "complete-profile")).data()).toMatchObject({
      type: "system",
      title: "Complete Your Profile",
      actionUrl: "/profile",
      // It also goes by email (features/email), as a reminder.
      emailAs: { category: "reminders", kind: "reminder" },
    });
  });

  it("is not sent when the five work-context fields are filled in", async () => {
    const { user } = await newUser();
    await eventually(async () => (await db.doc(`reminders/${completeProfileReminderId(user.id)}`).get()).exists);
    await db.doc(`profiles/${user.id}`).update({
      metadata: {
        workSetup: "Freelancer",
        motivation: "Freedom",
        experienceLength: "1-3 years",
        platforms: ["Upwork"],
        clientTypes: ["Small businesses"],
      },
    });
    await sweepReminders(at(Date.parse(user.createdAt) + 73 * HOUR));
    expect(await messageIds(user.id, "complete-profile")).toEqual([]);
    expect((await db.doc(`reminders/${completeProfileReminderId(user.id)}`).get()).exists).toBe(false);
  });
});

describe("Learning Path Mastered", () => {
  it("arrives once when the path's watched count reaches its total", async () => {
    const { user } = await newUser();
    const path = db.collection("learningPaths").doc();
    await path.create({
      userId: user.id,
      title: "Find your first clients",
      description: "",
      skillCategories: ["SELL"],
      totalVideos: 2,
      watchedVideos: 1,
      createdAt: Timestamp.now(),
    });
    await path.update({ watchedVideos: 2 });
    const message = await eventually(async () => (await messageDoc(user.id, `path-mastered-${path.id}`)).data());
    expect(message).toMatchObject({ type: "celebration", title: "Learning Path Mastered" });
    expect(message.content).toContain("Find your first clients");

    const before = { userId: user.id, title: "Find your first clients", totalVideos: 2, watchedVideos: 1 };
    const after = { ...before, watchedVideos: 2 };
    await onPathUpdated(path.id, before, after, at(Date.now()));
    await path.update({ title: "Renamed" });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await messageIds(user.id, "path-mastered-")).toEqual([`path-mastered-${path.id}`]);
  });

  it("does not fire for an empty path or one still incomplete", async () => {
    const uid = `u_${unique()}`;
    const base = { userId: uid, title: "p" };
    await onPathUpdated(
      "p1",
      { ...base, totalVideos: 0, watchedVideos: 0 },
      { ...base, totalVideos: 0, watchedVideos: 0 },
      at(Date.now()),
    );
    await onPathUpdated(
      "p2",
      { ...base, totalVideos: 3, watchedVideos: 1 },
      { ...base, totalVideos: 3, watchedVideos: 2 },
      at(Date.now()),
    );
    expect(await messageIds(uid, "")).toEqual([]);
  });
});

describe("New Content Available", () => {
  it("announces curated videos added within a few minutes with ONE broadcast", async () => {
    // Announce whatever is pending already (e.g. the seeded catalogue), so this test starts its own batch.
    await sweepContentBatch(at(Date.now() + 60 * 60 * 1000));
    const { client, user } = await newUser();
    const ids = [unique(), unique(), unique()];
    for (const id of ids)
      await db
        .doc(`curatedVideos/${id}`)
        .create({ title: `New video ${id}`, isActive: true, createdAt: Timestamp.now() });
    const hidden = unique();
    await db.doc(`curatedVideos/${hidden}`).create({ title: "Draft", isActive: false, createdAt: Timestamp.now() });
    const pending = await eventually(async () => {
      const batch = (await db.doc("contentBatches/pending").get()).data();
      return batch && ids.every((id) => batch.videoIds.includes(id)) ? batch : undefined;
    });
    // A duplicate trigger for a video already in the batch changes nothing.
    await onCuratedVideoActive(ids[0]!, { title: "again", isActive: true }, at(Date.now()));
    const batch = (await db.doc("contentBatches/pending").get()).data()!;
    expect(batch.videoIds).toHaveLength(pending.videoIds.length);
    expect(batch.videoIds).not.toContain(hidden);

    expect(await sweepContentBatch(at(batch.dueAt.toMillis() - 1000))).toBe(0);
    const sweptAt = batch.dueAt.toMillis() + 1000;
    expect(await sweepContentBatch(at(sweptAt))).toBe(1);
    expect(await sweepContentBatch(at(sweptAt))).toBe(0);
    expect((await runSweep(at(sweptAt))).broadcastsSent).toBe(0);

    const broadcast = (await db.doc(`broadcasts/new-content-${batch.batchId}`).get()).data()!;
    expect(broadcast).toMatchObject({ type: "recommendation", title: "New Content Available", source: "new_content" });
    expect(broadcast.createdAt.toMillis()).toBe(batch.startedAt.toMillis());
    expect(broadcast.content).toContain(`${batch.videoIds.length} new videos`);
    const inbox = await client.get(`/users/${user.id}/messages`);
    expect(inbox.body.map((m: { id: string }) => m.id)).toContain(`new-content-${batch.batchId}`);
  });
});

describe("Weekly Progress Report", () => {
  const monday = "2026-11-23";

  it("finds Monday 09:00 in the learner's zone, :30 and :45 offsets included", () => {
    const wednesday = new Date("2026-11-18T12:00:00.000Z");
    expect(nextMondayNine(wednesday, "UTC").toISOString()).toBe(`${monday}T09:00:00.000Z`);
    expect(nextMondayNine(wednesday, "Asia/Kolkata").toISOString()).toBe(`${monday}T03:30:00.000Z`);
    expect(nextMondayNine(wednesday, "Asia/Kathmandu").toISOString()).toBe(`${monday}T03:15:00.000Z`);
    expect(nextMondayNine(wednesday, "America/St_Johns").toISOString()).toBe(`${monday}T12:30:00.000Z`);
    expect(nextMondayNine(wednesday, "Europe/Berlin").toISOString()).toBe(`${monday}T08:00:00.000Z`);
    // On a Monday before 09:00 it is the same day; from 09:00 on, the next week.
    expect(nextMondayNine(new Date(`${monday}T08:59:00.000Z`), "UTC").toISOString()).toBe(`${monday}T09:00:00.000Z`);
    expect(nextMondayNine(new Date(`${monday}T09:00:00.000Z`), "UTC").toISOString()).toBe("2026-11-30T09:00:00.000Z");
    // Across a DST change (Berlin leaves summer time on 2026-10-25).
    expect(nextMondayNine(new Date("2026-10-24T12:00:00.000Z"), "Europe/Berlin").toISOString()).toBe(
      "2026-10-26T08:00:00.000Z",
    );
  });

  async function learnerWithAWeek(timeZone: string) {
    const { user } = await newUser({ timeZone });
    const uid = user.id;
    const path = db.collection("learningPaths").doc();
    await path.create({
      userId: uid,
      title: "Weekly path",
      description: "",
      skillCategories: ["SHOW"],
      totalVideos: 4,
      watchedVideos: 2,
      createdAt: Timestamp.fromDate(new Date("2026-11-01T00:00:00.000Z")),
    });
    for (const index of [1, 2, 3, 4])
      await path
        .collection("videos")
        .doc(`v${index}`)
        .create({
          userId: uid,
          youtubeVideoId: `${uid}_yt${index}`,
          title: `Video ${index}`,
          description: "",
          skillCategory: "SHOW",
          thumbnailUrl: "",
          orderIndex: index,
          curatedVideoId: null,
        });
    const watched = (index: number, when: string) =>
      db.doc(`users/${uid}/watchedVideos/${uid}_yt${index}`).create({
        youtubeVideoId: `${uid}_yt${index}`,
        title: `Video ${index}`,
        skillCategory: "SHOW",
        watchedAt: Timestamp.fromDate(new Date(when)),
        pathId: path.id,
      });
    await watched(1, "2026-11-10T10:00:00.000Z");
    await watched(2, "2026-11-18T10:00:00.000Z");
    for (const when of ["2026-11-18T10:00:00.000Z", "2026-11-21T10:00:00.000Z", "2026-11-22T10:00:00.000Z"])
      await recordActivity(uid, { type: "video_watch", title: "Watched", description: "" }, at(when));
    return uid;
  }

  const reminderFor = (uid: string, due: string) => `weeklyReport-${uid}-${Date.parse(due)}`;

  it("reaches each learner at Monday 09:00 in their own zone, once, with their real figures", async () => {
    const kathmandu = await learnerWithAWeek("Asia/Kathmandu");
    const utc = await learnerWithAWeek("UTC");
    // The activity trigger schedules one report per learner and week.
    await eventually(
      async () => (await db.doc(`reminders/${reminderFor(kathmandu, `${monday}T03:15:00.000Z`)}`).get()).exists,
    );
    await eventually(
      async () => (await db.doc(`reminders/${reminderFor(utc, `${monday}T09:00:00.000Z`)}`).get()).exists,
    );
    await onActivityCreated(kathmandu, new Date("2026-11-21T10:00:00.000Z"));
    const weekly = await db
      .collection("reminders")
      .where("uid", "==", kathmandu)
      .where("kind", "==", "weekly_report")
      .get();
    expect(weekly.size).toBe(1);

    await sweepReminders(at(`${monday}T03:14:00.000Z`));
    expect(await messageIds(kathmandu, "weekly-report-")).toEqual([]);
    await sweepReminders(at(`${monday}T03:16:00.000Z`));
    await sweepReminders(at(`${monday}T03:16:00.000Z`));
    expect(await messageIds(kathmandu, "weekly-report-")).toEqual([`weekly-report-${monday}`]);
    expect(await messageIds(utc, "weekly-report-")).toEqual([]);
    const report = (await messageDoc(kathmandu, `weekly-report-${monday}`)).data()!;
    expect(report).toMatchObject({ title: "Weekly Progress Report" });
    expect(report.content).toBe(
      'This week: 1 video watched, 2-day streak, progress +25% (now 50%). Next up: "Video 3".',
    );

    await runSweep(at(`${monday}T09:01:00.000Z`));
    await runSweep(at(`${monday}T09:01:00.000Z`));
    expect(await messageIds(utc, "weekly-report-")).toEqual([`weekly-report-${monday}`]);
    expect(await messageIds(kathmandu, "weekly-report-")).toEqual([`weekly-report-${monday}`]);
  });

  it("skips learners without activity in the last 7 days", async () => {
    const { user } = await newUser();
    await recordActivity(user.id, { type: "other", title: "Old", description: "" }, at("2026-11-10T10:00:00.000Z"));
    await eventually(
      async () => (await db.doc(`reminders/${reminderFor(user.id, "2026-11-16T09:00:00.000Z")}`).get()).exists,
    );
    await sweepReminders(at(`${monday}T09:05:00.000Z`));
    expect(await messageIds(user.id, "weekly-report-")).toEqual([]);
  });
});

describe("functions index", () => {
  it("exports the triggers and the 15-minute schedule", () => {
    const sweep = triggers.messagesSweep as unknown as { __endpoint: { scheduleTrigger: { schedule: string } } };
    expect(sweep.__endpoint.scheduleTrigger.schedule).toBe("every 15 minutes");
    for (const name of [
      "messagesOnLessonWatched",
      "messagesOnPathUpdated",
      "messagesOnProfileCreated",
      "messagesOnActivityCreated",
      "messagesOnCuratedVideoCreated",
    ])
      // The entry exports each by name (its module loads on the first read: functions/src/index.ts).
      expect(Object.keys(functionsIndex)).toContain(name);
  });
});
