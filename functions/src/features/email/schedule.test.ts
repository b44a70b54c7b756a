import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { at, coachingMailFor, depsAt, verifiedLearner } from "../../../test/email-learners";
import { db } from "../../lib/firebase";
import { emailIdOf, sendEmail, type Email } from "./sender";
import { digestMailId, sweepOutbox } from "./sweep";

// A scripted week with a moved clock: quiet hours in two time zones, the daily cap, a daily and a
// weekly digest, and retries that send nothing twice. Emails are sent as the triggers send them.

const unique = () => randomUUID().slice(0, 8);

const KIND_OF = {
  coaching: "coach_note",
  reminders: "reminder",
  weekly_report: "weekly_report",
  announcements: "announcement",
} as const;

function email(
  uid: string,
  category: Email["category"],
  title: string,
  createdAt: string,
  kind?: Email["kind"],
): Email {
  return {
    id: emailIdOf(uid, `${category}-${unique()}`),
    uid,
    category,
    kind: kind ?? KIND_OF[category],
    item: { title, content: `${title}: the details.`, actionLabel: "Open it", actionUrl: "/learn" },
    createdAt: new Date(createdAt),
  };
}

const send = (message: Email, instant: string) => sendEmail(message, depsAt(at(instant)));
const sweep = (instant: string) => sweepOutbox(depsAt(at(instant)));
const subjects = async (uid: string) => (await coachingMailFor(uid)).map(({ data }) => data.message.subject);
const outboxOf = async (id: string) => (await db.doc(`emailOutbox/${id}`).get()).data();

describe("a week of email in London (reminders in a daily digest, announcements weekly)", () => {
  it("keeps quiet hours, the cap of 3 a day and the digests, and never sends twice", async () => {
    const { user } = await verifiedLearner({ timeZone: "Europe/London" });
    const uid = user.id;

    // Tuesday 1 December, 10:00: the coach's note goes at once.
    const note = email(uid, "coaching", "Note from your coach", "2026-12-01T10:00:00Z");
    expect(await send(note, "2026-12-01T10:00:00Z")).toBe("sent");
    // A retried trigger finds it sent.
    expect(await send(note, "2026-12-01T10:01:00Z")).toBe("duplicate");

    // A reminder joins Wednesday's digest; an announcement Monday's.
    expect(
      await send(email(uid, "reminders", "Ready for Your Next Lesson", "2026-12-01T12:00:00Z"), "2026-12-01T12:00:00Z"),
    ).toBe("waiting");
    const announcement = email(uid, "announcements", "Live Q&A on Friday", "2026-12-01T14:00:00Z");
    expect(await send(announcement, "2026-12-01T14:00:00Z")).toBe("waiting");
    expect(await outboxOf(announcement.id)).toMatchObject({ digest: "weekly-2026-12-07", state: "waiting" });

    // 22:30: quiet hours. The verdict waits for 08:00, not dropped.
    const verdict = email(uid, "coaching", "Your coach passed your answer", "2026-12-01T22:30:00Z", "coach_pass");
    expect(await send(verdict, "2026-12-01T22:30:00Z")).toBe("waiting");
    expect((await outboxOf(verdict.id))!.notBefore.toDate()).toEqual(new Date("2026-12-02T08:00:00Z"));

    await sweep("2026-12-02T07:45:00Z");
    expect(await subjects(uid)).toEqual(["Your coach left you a note"]);

    // Wednesday 08:15: the verdict and the daily digest (with the reminder) go.
    await sweep("2026-12-02T08:15:00Z");
    const wednesday = await coachingMailFor(uid);
    // The verdict and the digest go in the same minute, in either order.
    expect(wednesday.map(({ data }) => data.kind).sort()).toEqual(["coach_note", "coach_pass", "digest"]);
    const digest = wednesday.find(({ data }) => data.kind === "digest")!;
    expect(digest.id).toBe(digestMailId(uid, "daily-2026-12-02"));
    expect(digest.data.message.text).toContain("Ready for Your Next Lesson");
    expect(digest.data.message.text).not.toContain("Live Q&A");
    // The same sweep again, or at once: nothing new.
    await Promise.all([sweep("2026-12-02T08:16:00Z"), sweep("2026-12-02T08:16:00Z")]);
    expect(await coachingMailFor(uid)).toHaveLength(3);

    // Wednesday noon: 2 sent today, so one more goes; the next two wait for Thursday's digest.
    const noon = ["First", "Second", "Third"].map((word, index) =>
      email(uid, "coaching", `${word} note`, `2026-12-02T12:0${index}:00Z`),
    );
    expect(await send(noon[0]!, "2026-12-02T12:00:00Z")).toBe("sent");
    expect(await send(noon[1]!, "2026-12-02T12:01:00Z")).toBe("waiting");
    expect(await send(noon[2]!, "2026-12-02T12:02:00Z")).toBe("waiting");
    expect(await outboxOf(noon[1]!.id)).toMatchObject({ digest: "daily-2026-12-03" });
    await sweep("2026-12-02T18:00:00Z");
    expect(await coachingMailFor(uid)).toHaveLength(4);

    // Thursday 08:15: both in one digest, its id the person and the day.
    await sweep("2026-12-03T08:15:00Z");
    const thursday = (await coachingMailFor(uid)).at(-1)!;
    expect(thursday.id).toBe(digestMailId(uid, "daily-2026-12-03"));
    expect(thursday.data.message.text).toMatch(/Second note[\s\S]*Third note/);

    // Monday 7 December 08:15: the weekly digest with the announcement.
    await sweep("2026-12-07T08:15:00Z");
    const weekly = (await coachingMailFor(uid)).at(-1)!;
    expect(weekly.id).toBe(digestMailId(uid, "weekly-2026-12-07"));
    expect(weekly.data.message.text).toContain("Live Q&A on Friday");
    expect(await outboxOf(announcement.id)).toMatchObject({ state: "sent" });

    // Replaying every email of the week sends nothing more.
    for (const replay of [note, verdict, announcement, ...noon]) await send(replay, "2026-12-07T09:00:00Z");
    expect(await coachingMailFor(uid)).toHaveLength(6);
  });
});

describe("in Sydney, everything at once and no digest", () => {
  it("waits for the morning there, and past 3 a day waits for the next day's first window", async () => {
    const instant = { email: true, rhythm: "instant" } as const;
    const { user } = await verifiedLearner({
      timeZone: "Australia/Sydney",
      categories: { coaching: instant, reminders: instant, weekly_report: instant, announcements: instant },
    });
    const uid = user.id;
    // 11:00 UTC is 22:00 in Sydney (UTC+11 in December): quiet until 08:00 there, 21:00 UTC.
    const late = email(uid, "coaching", "A late note", "2026-12-01T11:00:00Z");
    expect(await send(late, "2026-12-01T11:00:00Z")).toBe("waiting");
    await sweep("2026-12-01T20:50:00Z");
    expect(await coachingMailFor(uid)).toHaveLength(0);
    await sweep("2026-12-01T21:05:00Z");
    expect(await subjects(uid)).toEqual(["Your coach left you a note"]);

    // The same Sydney day (2 December): two more go, the fourth waits for 3 December, 08:00 there.
    const more = ["Ready for Your Next Lesson", "Weekly Progress Report", "One too many"].map((title, index) =>
      email(uid, index === 1 ? "weekly_report" : "reminders", title, `2026-12-01T23:0${index}:00Z`),
    );
    const outcomes = [];
    for (const [index, each] of more.entries()) outcomes.push(await send(each, `2026-12-01T23:0${index}:00Z`));
    expect(outcomes).toEqual(["sent", "sent", "waiting"]);
    expect((await outboxOf(more[2]!.id))!.notBefore.toDate()).toEqual(new Date("2026-12-02T21:00:00Z"));
    await sweep("2026-12-02T21:10:00Z");
    expect((await coachingMailFor(uid)).at(-1)!.data.message.subject).toBe("One too many");
  });
});

describe("a digest", () => {
  it("holds at most 30 items, oldest first; the rest go in the next one", async () => {
    const { user } = await verifiedLearner({ timeZone: "UTC" });
    const titles = Array.from({ length: 32 }, (_, index) => `Reminder ${String(index + 1).padStart(2, "0")}`);
    for (const [index, title] of titles.entries()) {
      const at = new Date(Date.parse("2026-12-01T12:00:00Z") + index * 1000).toISOString();
      expect(await send(email(user.id, "reminders", title, at), at)).toBe("waiting");
    }
    await sweep("2026-12-02T08:15:00Z");
    const [first] = await coachingMailFor(user.id);
    expect(first!.id).toBe(digestMailId(user.id, "daily-2026-12-02"));
    expect(first!.data.message.text).toContain("Reminder 30");
    expect(first!.data.message.text).not.toContain("Reminder 31");
    // The next run moves the two left to Thursday's digest, which sends them.
    await sweep("2026-12-02T08:30:00Z");
    expect(await coachingMailFor(user.id)).toHaveLength(1);
    await sweep("2026-12-03T08:15:00Z");
    const second = (await coachingMailFor(user.id)).at(-1)!;
    expect(second.id).toBe(digestMailId(user.id, "daily-2026-12-03"));
    expect(second.data.message.text).toMatch(/Reminder 31[\s\S]*Reminder 32/);
  });
});

describe("what stops an email", () => {
  it("sends nothing for a category turned off, and drops what waits once it is", async () => {
    const { user } = await verifiedLearner({ categories: { coaching: { email: false, rhythm: "instant" } } });
    expect(await send(email(user.id, "coaching", "Off", "2026-12-01T10:00:00Z"), "2026-12-01T10:00:00Z")).toBe(
      "dropped",
    );
    const waiting = email(user.id, "reminders", "Digested", "2026-12-01T10:00:00Z");
    expect(await send(waiting, "2026-12-01T10:00:00Z")).toBe("waiting");
    await db.doc(`notificationSettings/${user.id}`).update({ "categories.reminders.email": false });
    await sweep("2026-12-02T08:15:00Z");
    expect(await outboxOf(waiting.id)).toMatchObject({ state: "dropped" });
    expect(await coachingMailFor(user.id)).toHaveLength(0);
  });

  it("sends nothing to an address not verified", async () => {
    const { user } = await verifiedLearner();
    await db.doc(`notificationSettings/${user.id}`).update({ address: "unverified" });
    expect(await send(email(user.id, "coaching", "Unverified", "2026-12-01T10:00:00Z"), "2026-12-01T10:00:00Z")).toBe(
      "dropped",
    );
  });
});
