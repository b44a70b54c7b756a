import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { ApiClient, newAdmin, newUser, type TestUser } from "../../../test/api-client";
import { sessionDoc } from "../../../test/session-docs";
import type { CoachHours, CoachHoursRequest } from "../../contract/sessions/coach";
import type { CoachingSessionDoc } from "../../contract/sessions/storage";
import { auditLog, calendarFeeds, coachHours, coachingSessions, sessionSettings } from "../../lib/collections";
import { hashToken } from "../../lib/secret-token";

// A coach's hours over the API: what their away days and windows now cross (nothing dropped),
// the private calendar feed and its revocation, and the admin's monthly cap.

const DAY_MS = 24 * 60 * 60 * 1000;

const tuesdays: CoachHoursRequest = {
  timeZone: "Europe/Berlin",
  availability: [{ weekday: 2, start: "14:00", end: "17:00" }],
  away: [],
  sessionMinutes: 60,
  bufferMinutes: 10,
  meetingLink: "https://meet.example.test/coach",
  horizonDays: 30,
  published: true,
};

async function seed(coach: TestUser, startsAt: Date, fields: Partial<CoachingSessionDoc> = {}) {
  const id = `s_${randomUUID().slice(0, 12)}`;
  await coachingSessions()
    .doc(id)
    .set(sessionDoc(startsAt, { coachId: coach.user.id, coachName: coach.user.name, ...fields }));
  return id;
}

const tokenOf = (feedUrl: string) => new URL(feedUrl).pathname.split("/").at(-1)!;
const readFeed = (token: string) => new ApiClient().get<string>(`/calendar-feeds/${token}`);

describe("a coach's hours", { timeout: 60_000 }, () => {
  it("are none before the first save, and learners cannot read or write them", async () => {
    const [coach, learner] = await Promise.all([newAdmin(), newUser()]);
    expect((await coach.client.get<CoachHours>("/admin/coach-hours")).body).toEqual({
      hours: null,
      hasFeed: false,
      conflicts: [],
    });
    expect((await learner.client.get("/admin/coach-hours")).status).toBe(403);
    expect((await learner.client.put("/admin/coach-hours", tuesdays)).status).toBe(403);
  });

  it("save with the account's name, and list the booked sessions on away days or outside the windows", async () => {
    const coach = await newAdmin();
    // Tuesdays in March 2031: 14:00 Berlin is 13:00 UTC.
    await seed(coach, new Date("2031-03-04T13:00:00Z"));
    const onAwayDay = await seed(coach, new Date("2031-03-11T13:00:00Z"));
    const afterHours = await seed(coach, new Date("2031-03-18T16:00:00Z"));
    await seed(coach, new Date("2031-03-11T14:00:00Z"), { status: "cancelled", cancelledBy: "learner", sequence: 1 });

    const saved = await coach.client.put<CoachHours>("/admin/coach-hours", {
      ...tuesdays,
      away: [{ from: "2031-03-10", to: "2031-03-12" }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.hours).toMatchObject({ ...tuesdays, away: [{ from: "2031-03-10", to: "2031-03-12" }] });
    expect(saved.body.hasFeed).toBe(false);
    expect(saved.body.conflicts.map((session) => session.id)).toEqual([onAwayDay, afterHours]);
    expect(saved.body.conflicts[0]).toMatchObject({
      learnerName: "Maya Lopez",
      coachId: coach.user.id,
      startsAt: "2031-03-11T13:00:00.000Z",
      status: "booked",
    });
    expect((await coachHours().doc(coach.user.id).get()).data()).toMatchObject({
      coachId: coach.user.id,
      name: coach.user.name,
      email: coach.user.email,
      feedTokenHash: null,
    });
    // Nothing is dropped: the sessions stay booked until the coach moves or cancels each.
    expect((await coachingSessions().doc(onAwayDay).get()).data()?.status).toBe("booked");
    expect((await coach.client.get<CoachHours>("/admin/coach-hours")).body.conflicts.map(({ id }) => id)).toEqual([
      onAwayDay,
      afterHours,
    ]);

    // Without the away days and with longer Tuesdays, nothing is crossed.
    const wider = await coach.client.put<CoachHours>("/admin/coach-hours", {
      ...tuesdays,
      availability: [{ weekday: 2, start: "14:00", end: "18:00" }],
    });
    expect(wider.body.conflicts).toEqual([]);
  });

  it("refuse bad hours with a 400 naming the field, and change nothing", async () => {
    const coach = await newAdmin();
    await coach.client.put("/admin/coach-hours", tuesdays);
    const before = (await coachHours().doc(coach.user.id).get()).updateTime;
    for (const [body, path] of [
      [{ ...tuesdays, availability: [{ weekday: 2, start: "17:00", end: "14:00" }] }, "availability.0.end"],
      [{ ...tuesdays, availability: [{ weekday: 8, start: "14:00", end: "17:00" }] }, "availability.0.weekday"],
      [{ ...tuesdays, availability: [{ weekday: 2, start: "14:30", end: "17:00" }] }, "availability.0.start"],
      [{ ...tuesdays, away: [{ from: "2031-03-12", to: "2031-03-10" }] }, "away.0.to"],
      [{ ...tuesdays, sessionMinutes: 50 }, "sessionMinutes"],
      [{ ...tuesdays, meetingLink: "http://meet.example.test" }, "meetingLink"],
      [{ ...tuesdays, horizonDays: 91 }, "horizonDays"],
      [{ ...tuesdays, timeZone: "Mars/Olympus" }, "timeZone"],
    ] as const) {
      const response = await coach.client.put("/admin/coach-hours", body);
      expect(response.status, path).toBe(400);
      expect(
        response.body.errors.map((error: { path: string }) => error.path),
        path,
      ).toContain(path);
    }
    expect((await coachHours().doc(coach.user.id).get()).updateTime).toEqual(before);
  });
});

describe("a coach's calendar feed", { timeout: 60_000 }, () => {
  it("needs the hours first", async () => {
    const coach = await newAdmin();
    expect((await coach.client.post("/admin/coach-hours/feed")).status).toBe(409);
  });

  it("lists the coach's sessions from the last 30 days to the horizon, and stops when replaced or turned off", async () => {
    const coach = await newAdmin();
    await coach.client.put("/admin/coach-hours", tuesdays);
    const now = Date.now();
    const upcoming = await seed(coach, new Date(now + 2 * DAY_MS));
    const cancelled = await seed(coach, new Date(now - 3 * DAY_MS), {
      status: "cancelled",
      cancelledBy: "coach",
      sequence: 1,
    });
    await seed(coach, new Date(now - 40 * DAY_MS));
    await seed(coach, new Date(now + 45 * DAY_MS));

    const made = await coach.client.post<{ feedUrl: string }>("/admin/coach-hours/feed");
    expect(made.status).toBe(201);
    expect(made.body.feedUrl).toMatch(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(made.body.feedUrl);
    const stored = (await coachHours().doc(coach.user.id).get()).data();
    expect(stored?.feedTokenHash).toBe(hashToken(token));
    expect((await calendarFeeds().doc(hashToken(token)).get()).data()?.coachId).toBe(coach.user.id);
    expect((await coach.client.get<CoachHours>("/admin/coach-hours")).body.hasFeed).toBe(true);

    const feed = await readFeed(token);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const events = calendar.getAllSubcomponents("vevent");
    const sessions = await Promise.all(
      [cancelled, upcoming].map(async (id) => (await coachingSessions().doc(id).get()).data()!),
    );
    expect(events.map((event) => event.getFirstPropertyValue("uid"))).toEqual(
      sessions.map((session) => session.icsUid),
    );
    expect(events.map((event) => event.getFirstPropertyValue("status"))).toEqual(["CANCELLED", "CONFIRMED"]);
    expect(events.map((event) => event.getFirstPropertyValue("sequence"))).toEqual([1, 0]);

    // A new URL revokes the old one; turning the feed off revokes the new one.
    const renewed = await coach.client.post<{ feedUrl: string }>("/admin/coach-hours/feed");
    const next = tokenOf(renewed.body.feedUrl);
    expect(next).not.toBe(token);
    const revoked = await readFeed(token);
    expect(revoked.status).toBe(404);
    expect(revoked.body).toMatchObject({ message: expect.any(String) });
    expect((await calendarFeeds().doc(hashToken(token)).get()).exists).toBe(false);
    expect((await readFeed(next)).status).toBe(200);

    expect((await coach.client.delete("/admin/coach-hours/feed")).status).toBe(204);
    expect((await readFeed(next)).status).toBe(404);
    expect((await coachHours().doc(coach.user.id).get()).data()?.feedTokenHash).toBeNull();
    expect((await coach.client.get<CoachHours>("/admin/coach-hours")).body.hasFeed).toBe(false);
  });

  it("answers a forged token with a 404 and changes nothing", async () => {
    const before = (await calendarFeeds().count().get()).data().count;
    for (const token of ["A".repeat(43), randomUUID().replace(/-/g, "")]) {
      const response = await readFeed(token);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ message: expect.any(String) });
    }
    expect((await readFeed("short")).status).toBe(400);
    expect((await calendarFeeds().count().get()).data().count).toBe(before);
  });
});

describe("the monthly cap", { timeout: 60_000 }, () => {
  it("is 2 by default, changes with an audit entry, and refuses bad caps with a 400", async () => {
    const [admin, learner] = await Promise.all([newAdmin(), newUser()]);
    const ref = sessionSettings().doc("current");
    const saved = (await ref.get()).data();
    try {
      await ref.delete();
      expect((await admin.client.get("/admin/session-settings")).body).toEqual({ monthlyCap: 2 });
      for (const monthlyCap of [0, 21, 1.5, "3", null])
        expect((await admin.client.put("/admin/session-settings", { monthlyCap })).status, String(monthlyCap)).toBe(
          400,
        );
      expect((await ref.get()).exists).toBe(false);
      expect((await learner.client.put("/admin/session-settings", { monthlyCap: 5 })).status).toBe(403);

      const changed = await admin.client.put("/admin/session-settings", { monthlyCap: 5 });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({ monthlyCap: 5 });
      expect((await admin.client.get("/admin/session-settings")).body).toEqual({ monthlyCap: 5 });
      expect((await ref.get()).data()).toMatchObject({ monthlyCap: 5, updatedBy: admin.user.id });
      const entries = await auditLog().where("actor.id", "==", admin.user.id).get();
      expect(entries.docs.map((doc) => doc.data())).toEqual([
        expect.objectContaining({
          action: "session_settings.save",
          target: { type: "session_settings", id: "current" },
          changes: { monthlyCap: { before: null, after: 5 } },
        }),
      ]);
    } finally {
      await (saved ? ref.set({ ...saved, updatedAt: Timestamp.now() }) : ref.delete());
    }
  });
});
