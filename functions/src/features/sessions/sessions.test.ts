import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { newAdmin, newUser, type TestUser } from "../../../test/api-client";
import { cohortDoc } from "../../../test/cohort-docs";
import { eventually } from "../../../test/eventually";
import { openHours } from "../../../test/session-docs";
import { NEW_MEMBER_FIGURES } from "../../contract/cohorts/storage";
import { sessionMonth, sessionSlotId } from "../../contract/sessions/common";
import type {
  ActionItem,
  BookableCoach,
  FreeSlots,
  LearnerSession,
  LearnerSessionList,
} from "../../contract/sessions/learner";
import type { CoachHoursDoc } from "../../contract/sessions/storage";
import {
  actionItems,
  coachHours,
  coachingSessions,
  cohortMembers,
  cohorts,
  sessionLedgers,
  sessionNotes,
  sessionSlots,
} from "../../lib/collections";

// Booking over the API on the emulators: one winner of ten, the limits, moving and cancelling by
// the learner and by the coach, other learners refused, rating and action items.

const HOUR = 3_600_000;
/** The start of the whole UTC hour `hours` from now. */
const hoursAhead = (hours: number) => new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR).toISOString();
const topic = "My pricing page";

/** An admin with published hours: every hour of every day in UTC unless told otherwise. */
async function publishedCoach(overrides: Partial<CoachHoursDoc> = {}): Promise<TestUser> {
  const coach = await newAdmin();
  await coachHours()
    .doc(coach.user.id)
    .set(openHours(coach.user.id, { name: coach.user.name, ...overrides }));
  return coach;
}

const book = (learner: TestUser, coachId: string, startsAt: string, headers: Record<string, string> = {}) =>
  learner.client.request("POST", "/sessions", { coachId, startsAt, topic }, headers);

const sessionsOf = async (coachId: string) => (await coachingSessions().where("coachId", "==", coachId).get()).docs;
const ledgerOf = async (uid: string) => (await sessionLedgers().doc(uid).get()).data();
const slotAt = async (coachId: string, startsAt: string) =>
  (
    await sessionSlots()
      .doc(sessionSlotId(coachId, new Date(startsAt)))
      .get()
  ).data();

describe("booking a slot", { timeout: 90_000 }, () => {
  it(
    "gives one of ten concurrent bookings the slot, and the others a 409 with fresh slots",
    { timeout: 240_000 },
    async () => {
      const coach = await publishedCoach();
      // One at a time: the functions emulator starts a worker process per concurrent request.
      const learners: TestUser[] = [];
      for (let count = 0; count < 10; count += 1) learners.push(await newUser());
      // Ten cheap calls start the workers first; a booking the Hosting emulator gives up on (504)
      // still runs to its end, so the stored sessions are what is counted.
      await Promise.all(learners.map((learner) => learner.client.get("/sessions/coaches")));
      const startsAt = hoursAhead(30);
      const answers = await Promise.all(learners.map((learner) => book(learner, coach.user.id, startsAt)));
      for (const answer of answers) expect([201, 409, 504], JSON.stringify(answer.body)).toContain(answer.status);
      const won = answers.filter((answer) => answer.status === 201);
      const lost = answers.filter((answer) => answer.status === 409);
      const gaveUp = answers.length - won.length - lost.length;
      expect(won.length).toBeLessThanOrEqual(1);
      if (!gaveUp) expect([won.length, lost.length]).toEqual([1, 9]);
      for (const { body } of lost) {
        expect(body.message).toMatch(/just booked/);
        expect(body.slots.length).toBeGreaterThan(0);
        expect(body.slots.map((slot: { startsAt: string }) => slot.startsAt)).not.toContain(startsAt);
      }
      const stored = await eventually(async () => {
        const docs = await sessionsOf(coach.user.id);
        return docs.length ? docs : null;
      }, 90_000);
      expect(stored).toHaveLength(1);
      expect((await slotAt(coach.user.id, startsAt))?.sessionId).toBe(stored[0]!.id);
      if (won.length) expect(won[0]!.body.id).toBe(stored[0]!.id);
      // The losers' ledgers are untouched.
      const winner = stored[0]!.data().learnerId;
      for (const learner of learners.filter((each) => each.user.id !== winner))
        expect(await ledgerOf(learner.user.id)).toBeUndefined();
    },
  );

  it("stores the session, the slot and the ledger, and a double submit books once", async () => {
    const [coach, learner] = await Promise.all([publishedCoach(), newUser({ timeZone: "Europe/London" })]);
    const startsAt = hoursAhead(50);
    const key = { "Idempotency-Key": randomUUID() };
    const both = await Promise.all([
      book(learner, coach.user.id, startsAt, key),
      book(learner, coach.user.id, startsAt, key).catch(() => null),
    ]);
    // Whichever claimed the key first books; the other waits for it (409 "still being processed")
    // or replays it, and a later repeat replays it.
    const first = both.find((answer) => answer?.status === 201)!;
    expect(first).toBeDefined();
    for (const answer of both) if (answer) expect([201, 409]).toContain(answer.status);
    const replay = await book(learner, coach.user.id, startsAt, key);
    expect(replay.status).toBe(201);
    expect(replay.body.id).toBe(first.body.id);
    const id = first.body.id;
    expect(first.body).toMatchObject({ startsAt, status: "booked", topic, minutes: 60, mayReschedule: true });
    expect(await sessionsOf(coach.user.id)).toHaveLength(1);

    const doc = (await coachingSessions().doc(id).get()).data()!;
    expect(doc).toMatchObject({
      learnerId: learner.user.id,
      learnerTimeZone: "Europe/London",
      coachId: coach.user.id,
      coachTimeZone: "UTC",
      status: "booked",
      sequence: 0,
      icsUid: `${id}@solosensei`,
      slotId: sessionSlotId(coach.user.id, new Date(startsAt)),
      cancelledBy: null,
      lateCancellation: false,
    });
    expect(doc.endsAt.toDate().toISOString()).toBe(new Date(Date.parse(startsAt) + HOUR).toISOString());
    expect(doc.changes).toEqual([expect.objectContaining({ by: "learner", kind: "booked", from: null })]);
    expect(await slotAt(coach.user.id, startsAt)).toMatchObject({ sessionId: id, learnerId: learner.user.id });
    const ledger = await ledgerOf(learner.user.id);
    expect(ledger?.upcomingSessionId).toBe(id);
    expect(ledger?.months[sessionMonth(new Date(startsAt))]).toBe(1);

    const list = await learner.client.get<LearnerSessionList>("/sessions");
    expect(list.status).toBe(200);
    expect(list.body.upcoming?.id).toBe(id);
    expect(list.body.past).toEqual([]);
    const read = await learner.client.get<LearnerSession>(`/sessions/${id}`);
    expect(read.body).toMatchObject({ id, coachName: coach.user.name, notes: null, actionItems: [] });

    // The slot is no longer free.
    const slots = await learner.client.get<FreeSlots>(
      `/sessions/coaches/${coach.user.id}/slots?from=${encodeURIComponent(hoursAhead(48))}&days=1`,
    );
    expect(slots.status).toBe(200);
    expect(slots.body.slots.map((slot) => slot.startsAt)).not.toContain(startsAt);
    expect(slots.body.slots.map((slot) => slot.startsAt)).toContain(hoursAhead(49));
  });

  it("refuses what is not bookable with a clear 4xx and writes nothing", async () => {
    const coach = await publishedCoach({
      horizonDays: 3,
      away: [{ from: hoursAhead(48).slice(0, 10), to: hoursAhead(48).slice(0, 10) }],
      sessionMinutes: 45,
      bufferMinutes: 15,
    });
    const [hidden, learner] = await Promise.all([publishedCoach({ published: false }), newUser()]);
    const refusals: Array<[string, string, string, number, RegExp]> = [
      ["the past", coach.user.id, hoursAhead(-2), 400, /passed/],
      [
        "off the hour",
        coach.user.id,
        new Date(Date.parse(hoursAhead(10)) + 30 * 60_000).toISOString(),
        400,
        /not one of/,
      ],
      ["an away day", coach.user.id, hoursAhead(48).slice(0, 10) + "T12:00:00.000Z", 400, /away/],
      ["past the horizon", coach.user.id, hoursAhead(24 * 5), 400, /further ahead/],
      ["an unknown coach", "no-such-coach", hoursAhead(10), 404, /not taking bookings/],
      ["an unpublished coach", hidden.user.id, hoursAhead(10), 404, /not taking bookings/],
    ];
    for (const [what, coachId, startsAt, status, message] of refusals) {
      const answer = await book(learner, coachId, startsAt);
      expect(answer.status, what).toBe(status);
      expect(answer.body.message, what).toMatch(message);
    }
    expect(await sessionsOf(coach.user.id)).toHaveLength(0);
    expect(await ledgerOf(learner.user.id)).toBeUndefined();
    expect((await learner.client.get(`/sessions/coaches/${hidden.user.id}/slots`)).status).toBe(404);
    const coaches = await learner.client.get<{ coaches: BookableCoach[] }>("/sessions/coaches");
    expect(coaches.body.coaches.some((each) => each.coachId === coach.user.id)).toBe(true);
    expect(coaches.body.coaches.some((each) => each.coachId === hidden.user.id)).toBe(false);
  });

  it("keeps one upcoming session per learner and the monthly cap", async () => {
    const [coach, learner, capped] = await Promise.all([publishedCoach(), newUser(), newUser()]);
    expect((await book(learner, coach.user.id, hoursAhead(20))).status).toBe(201);
    const second = await book(learner, coach.user.id, hoursAhead(21));
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/already have a session/);

    const startsAt = hoursAhead(22);
    await sessionLedgers()
      .doc(capped.user.id)
      .set({ upcomingSessionId: null, months: { [sessionMonth(new Date(startsAt))]: 20 } });
    const over = await book(capped, coach.user.id, startsAt);
    expect(over.status).toBe(409);
    expect(over.body.message).toMatch(/sessions for that month/);
    expect(await sessionsOf(coach.user.id)).toHaveLength(1);
  });

  it("no longer counts a session whose end has passed as upcoming", async () => {
    const [coach, learner] = await Promise.all([publishedCoach(), newUser()]);
    const past = coachingSessions().doc();
    const first = await book(learner, coach.user.id, hoursAhead(40));
    const stored = (await coachingSessions().doc(first.body.id).get()).data()!;
    await past.set({
      ...stored,
      startsAt: Timestamp.fromMillis(Date.now() - 3 * HOUR),
      endsAt: Timestamp.fromMillis(Date.now() - 2 * HOUR),
      slotId: "gone",
    });
    // The ledger names the session that is over; the booked one is cancelled out of the way.
    await coachingSessions().doc(first.body.id).update({ status: "cancelled" });
    await sessionLedgers().doc(learner.user.id).update({ upcomingSessionId: past.id });
    const next = await book(learner, coach.user.id, hoursAhead(41));
    expect(next.status).toBe(201);
    const list = await learner.client.get<LearnerSessionList>("/sessions");
    expect(list.body.upcoming?.id).toBe(next.body.id);
    expect(list.body.past.map((session) => session.id)).toEqual(expect.arrayContaining([past.id, first.body.id]));
  });

  it("books only the cohort's coach for a learner in a cohort", async () => {
    const [own, other, learner] = await Promise.all([publishedCoach(), publishedCoach(), newUser()]);
    const cohortId = `c_${randomUUID().slice(0, 12)}`;
    await cohorts()
      .doc(cohortId)
      .set(cohortDoc({ coachIds: [own.user.id] }));
    await cohortMembers()
      .doc(learner.user.id)
      .set({
        uid: learner.user.id,
        cohortId,
        name: learner.user.name,
        email: learner.user.email,
        coachId: own.user.id,
        joinedAt: Timestamp.now(),
        timeZone: "Europe/Berlin",
        ...NEW_MEMBER_FIGURES,
        history: [],
      });
    const coaches = await learner.client.get<{ coaches: BookableCoach[] }>("/sessions/coaches");
    expect(coaches.body.coaches).toEqual([expect.objectContaining({ coachId: own.user.id, isYourCoach: true })]);
    expect((await learner.client.get(`/sessions/coaches/${other.user.id}/slots`)).status).toBe(404);
    expect((await book(learner, other.user.id, hoursAhead(30))).status).toBe(404);
    const booked = await book(learner, own.user.id, hoursAhead(30));
    expect(booked.status).toBe(201);
    expect((await coachingSessions().doc(booked.body.id).get()).data()?.cohortId).toBe(cohortId);
  });
});

describe("moving and cancelling", { timeout: 90_000 }, () => {
  it("lets the learner move until 12 hours before: the sequence rises and the old slot is freed", async () => {
    const [coach, learner, other] = await Promise.all([publishedCoach(), newUser(), newUser()]);
    const from = hoursAhead(30);
    const to = hoursAhead(31);
    const { body } = await book(learner, coach.user.id, from);
    const moved = await learner.client.post<LearnerSession>(`/sessions/${body.id}/reschedule`, { startsAt: to });
    expect(moved.status).toBe(200);
    expect(moved.body.startsAt).toBe(to);
    const doc = (await coachingSessions().doc(body.id).get()).data()!;
    expect(doc.sequence).toBe(1);
    expect(doc.slotId).toBe(sessionSlotId(coach.user.id, new Date(to)));
    expect(doc.changes.at(-1)).toMatchObject({ by: "learner", kind: "moved", reason: null });
    expect(doc.changes.at(-1)?.from?.toDate().toISOString()).toBe(from);
    expect(await slotAt(coach.user.id, from)).toBeUndefined();
    expect(await slotAt(coach.user.id, to)).toMatchObject({ sessionId: body.id });
    // The same move again changes nothing.
    const again = await learner.client.post(`/sessions/${body.id}/reschedule`, { startsAt: to });
    expect(again.status).toBe(409);
    expect((await coachingSessions().doc(body.id).get()).data()?.sequence).toBe(1);
    // The old slot is free again; the new one is taken.
    expect((await book(other, coach.user.id, from)).status).toBe(201);
    const taken = await learner.client.post(`/sessions/${body.id}/reschedule`, { startsAt: from });
    expect(taken.status).toBe(409);
    expect(taken.body.slots).toEqual(expect.any(Array));
  });

  it("refuses a learner's move within 12 hours, and records their cancellation then as late", async () => {
    const [coach, learner] = await Promise.all([publishedCoach(), newUser()]);
    const startsAt = hoursAhead(6);
    const { body } = await book(learner, coach.user.id, startsAt);
    expect(body.mayReschedule).toBe(false);
    const move = await learner.client.post(`/sessions/${body.id}/reschedule`, { startsAt: hoursAhead(30) });
    expect(move.status).toBe(409);
    expect(move.body.message).toMatch(/12 hours/);
    expect((await coachingSessions().doc(body.id).get()).data()?.sequence).toBe(0);

    const cancel = await learner.client.post<LearnerSession>(`/sessions/${body.id}/cancel`, { reason: "Ill" });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ status: "cancelled", cancelledBy: "learner", lateCancellation: true });
    const ledger = await ledgerOf(learner.user.id);
    expect(ledger?.upcomingSessionId).toBeNull();
    // A late cancellation keeps its place under the cap.
    expect(ledger?.months[sessionMonth(new Date(startsAt))]).toBe(1);
    expect(await slotAt(coach.user.id, startsAt)).toBeUndefined();
  });

  it("gives an on-time cancellation's month back, once however often it is sent", async () => {
    const [coach, learner] = await Promise.all([publishedCoach(), newUser()]);
    const startsAt = hoursAhead(40);
    const { body } = await book(learner, coach.user.id, startsAt);
    const cancel = await learner.client.post<LearnerSession>(`/sessions/${body.id}/cancel`, {});
    expect(cancel.body).toMatchObject({ status: "cancelled", lateCancellation: false, reason: null });
    const again = await learner.client.post(`/sessions/${body.id}/cancel`, {});
    expect(again.status).toBe(409);
    const doc = (await coachingSessions().doc(body.id).get()).data()!;
    expect(doc.sequence).toBe(1);
    expect(doc.changes.map((change) => change.kind)).toEqual(["booked", "cancelled"]);
    expect((await ledgerOf(learner.user.id))?.months[sessionMonth(new Date(startsAt))]).toBe(0);
    // The slot is bookable again, and the learner may book anew.
    expect((await book(learner, coach.user.id, startsAt)).status).toBe(201);
  });

  it("lets the coach move and cancel at any time with a reason, never late", async () => {
    const [coach, colleague, learner] = await Promise.all([publishedCoach(), newAdmin(), newUser()]);
    const startsAt = hoursAhead(3);
    const { body } = await book(learner, coach.user.id, startsAt);
    const noReason = await coach.client.post(`/admin/sessions/${body.id}/move`, { startsAt: hoursAhead(5) });
    expect(noReason.status).toBe(400);
    const moved = await coach.client.post(`/admin/sessions/${body.id}/move`, {
      startsAt: hoursAhead(5),
      reason: "A workshop overran",
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: body.id, startsAt: hoursAhead(5), status: "booked" });
    let doc = (await coachingSessions().doc(body.id).get()).data()!;
    expect(doc).toMatchObject({ sequence: 1, reason: "A workshop overran" });
    expect(doc.changes.at(-1)).toMatchObject({ by: "coach", kind: "moved", reason: "A workshop overran" });
    expect((await learner.client.get<LearnerSession>(`/sessions/${body.id}`)).body.reason).toBe("A workshop overran");

    // Any admin acts as the session's coach.
    const cancelled = await colleague.client.post(`/admin/sessions/${body.id}/cancel`, { reason: "Coach is ill" });
    expect(cancelled.status).toBe(200);
    doc = (await coachingSessions().doc(body.id).get()).data()!;
    expect(doc).toMatchObject({
      status: "cancelled",
      cancelledBy: "coach",
      lateCancellation: false,
      sequence: 2,
      reason: "Coach is ill",
    });
    expect((await ledgerOf(learner.user.id))?.months[sessionMonth(new Date(hoursAhead(5)))]).toBe(0);
    expect(await slotAt(coach.user.id, hoursAhead(5))).toBeUndefined();
    expect((await learner.client.post(`/admin/sessions/${body.id}/cancel`, { reason: "x" })).status).toBe(403);
  });
});

describe("another learner's session", { timeout: 60_000 }, () => {
  it("is not found, and nothing changes", async () => {
    const [coach, owner, other] = await Promise.all([publishedCoach(), newUser(), newUser()]);
    const { body } = await book(owner, coach.user.id, hoursAhead(30));
    const calls = [
      other.client.get(`/sessions/${body.id}`),
      other.client.post(`/sessions/${body.id}/reschedule`, { startsAt: hoursAhead(31) }),
      other.client.post(`/sessions/${body.id}/cancel`, {}),
      other.client.put(`/sessions/${body.id}/rating`, { stars: 5 }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(404);
    const doc = (await coachingSessions().doc(body.id).get()).data()!;
    expect(doc).toMatchObject({ status: "booked", sequence: 0, rating: null });
    expect((await other.client.get<LearnerSessionList>("/sessions")).body).toMatchObject({ upcoming: null, past: [] });
  });
});

describe("after the session", { timeout: 60_000 }, () => {
  it("rates only a held session, and shows notes unless private", async () => {
    const [coach, learner] = await Promise.all([publishedCoach(), newUser()]);
    const { body } = await book(learner, coach.user.id, hoursAhead(30));
    const early = await learner.client.put(`/sessions/${body.id}/rating`, { stars: 5 });
    expect(early.status).toBe(409);
    await coachingSessions().doc(body.id).update({ status: "held", outcome: "held", outcomeAt: Timestamp.now() });
    const notes = {
      sessionId: body.id,
      learnerId: learner.user.id,
      coachId: coach.user.id,
      text: "Raise the price",
      private: true,
      updatedAt: Timestamp.now(),
    };
    await sessionNotes().doc(body.id).set(notes);
    expect((await learner.client.get<LearnerSession>(`/sessions/${body.id}`)).body.notes).toBeNull();
    await sessionNotes()
      .doc(body.id)
      .set({ ...notes, private: false });
    const rated = await learner.client.put<LearnerSession>(`/sessions/${body.id}/rating`, {
      stars: 4,
      comment: "Clear next steps",
    });
    expect(rated.status).toBe(200);
    expect(rated.body).toMatchObject({ notes: "Raise the price", rating: { stars: 4, comment: "Clear next steps" } });
    expect((await learner.client.put(`/sessions/${body.id}/rating`, { stars: 6 })).status).toBe(400);
  });

  it("lists the learner's action items, open first, and ticks them off for the owner only", async () => {
    const [coach, learner, other] = await Promise.all([publishedCoach(), newUser(), newUser()]);
    const { body } = await book(learner, coach.user.id, hoursAhead(30));
    const item = (text: string, done: boolean, minutesAgo: number) => ({
      sessionId: body.id,
      coachId: coach.user.id,
      text,
      done,
      doneAt: done ? Timestamp.now() : null,
      createdAt: Timestamp.fromMillis(Date.now() - minutesAgo * 60_000),
    });
    const items = actionItems(learner.user.id);
    await Promise.all([
      items.doc("done-one").set(item("Send the survey", true, 30)),
      items.doc("old-open").set(item("Call three cafés", false, 20)),
      items.doc("new-open").set(item("Rewrite the offer", false, 10)),
    ]);
    const list = await learner.client.get<{ items: ActionItem[] }>(`/users/${learner.user.id}/action-items`);
    expect(list.status).toBe(200);
    expect(list.body.items.map((each) => each.id)).toEqual(["new-open", "old-open", "done-one"]);
    expect((await learner.client.get<LearnerSession>(`/sessions/${body.id}`)).body.actionItems).toHaveLength(3);

    const path = `/users/${learner.user.id}/action-items/old-open`;
    expect((await other.client.patch(path, { done: true })).status).toBe(403);
    expect((await other.client.get(`/users/${learner.user.id}/action-items`)).status).toBe(403);
    const ticked = await learner.client.patch<ActionItem>(path, { done: true });
    expect(ticked.status).toBe(200);
    expect(ticked.body).toMatchObject({ id: "old-open", done: true, doneAt: expect.any(String) });
    expect((await items.doc("old-open").get()).data()?.done).toBe(true);
    const back = await learner.client.patch<ActionItem>(path, { done: false });
    expect(back.body).toMatchObject({ done: false, doneAt: null });
    expect((await learner.client.patch(`/users/${learner.user.id}/action-items/nothing`, { done: true })).status).toBe(
      404,
    );
  });
});
