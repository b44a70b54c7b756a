import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient, newAdmin, newUser, type TestUser } from "../../../test/api-client";
import { COHORT_LIMITS } from "../../contract/cohorts/common";
import {
  INVITATION_UNUSABLE,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_UNUSABLE,
  type EnrolmentReport,
  type JoinCode,
} from "../../contract/cohorts/enrolment";
import type { CohortDoc, CohortMemberDoc } from "../../contract/cohorts/storage";
import { db } from "../../lib/firebase";
import { cohortDoc } from "../../../test/cohort-docs";

// Enrolment against the emulators: the CSV's dry run and confirmation, invitations, the join code,
// moving and removing members. Cohorts are written straight to Firestore (their admin is another
// feature); everything else goes through the API.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday `weeks` weeks from this one (UTC), as YYYY-MM-DD. */
function monday(weeks: number): string {
  const now = new Date();
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(now.getTime() + (weeks * 7 - sinceMonday) * DAY_MS).toISOString().slice(0, 10);
}

async function makeCohort(
  change: Partial<CohortDoc> = {},
  coachIds: string[] = [],
): Promise<{ id: string; path: string }> {
  const id = `c_${randomUUID().slice(0, 12)}`;
  await db
    .doc(`cohorts/${id}`)
    .set(cohortDoc({ name: `Cohort ${id}`, startDate: monday(2), schedule: {}, coachIds, ...change }));
  return { id, path: `/admin/cohorts/${id}` };
}

const storedCohort = async (id: string) => (await db.doc(`cohorts/${id}`).get()).data() as CohortDoc;
const memberDoc = async (uid: string) => (await db.doc(`cohortMembers/${uid}`).get()).data() as CohortMemberDoc;
const invitationsTo = async (cohortId: string) =>
  (await db.collection("cohortInvitations").where("cohortId", "==", cohortId).get()).docs.map((doc) => doc.data());

/** The invitation link's token from the email sent to `email`. */
async function invitationToken(email: string): Promise<string> {
  const mails = await db.collection("mail").where("to", "==", email).where("kind", "==", "cohort_invitation").get();
  expect(mails.size).toBe(1);
  const text = mails.docs[0]!.data().message.text as string;
  return /\/join\?invitation=([A-Za-z0-9_-]+)/.exec(text)![1]!;
}

const unknownEmail = () => `new_${randomUUID().slice(0, 10)}@example.test`;

let admin: TestUser;
let coach: TestUser;
beforeAll(async () => {
  [admin, coach] = await Promise.all([newAdmin(), newAdmin()]);
}, 60_000);

describe("a CSV import", { timeout: 120_000 }, () => {
  it("answers each row's outcome and errors row by row in the dry run, and writes nothing", async () => {
    const [learner, busy] = await Promise.all([newUser(), newUser()]);
    const cohort = await makeCohort({}, [coach.user.id]);
    const other = await makeCohort({ startDate: monday(-1) });
    const join = await admin.client.post(`${other.path}/enrolment`, {
      rows: [{ name: busy.user.name, email: busy.user.email }],
    });
    expect(join.status).toBe(200);
    const fresh = unknownEmail();

    const rows = [
      { name: learner.user.name, email: ` ${learner.user.email.toUpperCase()} ` },
      { name: "Nova Reyes", email: fresh },
      { name: "Bad Email", email: "not-an-email" },
      { name: "Again", email: learner.user.email },
      { name: busy.user.name, email: busy.user.email },
      { name: "", email: unknownEmail() },
    ];
    const check = await admin.client.post<EnrolmentReport>(`${cohort.path}/enrolment/check`, { rows });
    expect(check.status).toBe(200);
    expect(check.body.rows.map((row) => [row.row, row.outcome])).toEqual([
      [1, "add"],
      [2, "invite"],
      [3, "error"],
      [4, "error"],
      [5, "error"],
      [6, "error"],
    ]);
    expect(check.body.rows[0]!.email).toBe(learner.user.email);
    expect(check.body.rows[2]!.error).toMatch(/valid email/);
    expect(check.body.rows[3]!.error).toBe("Duplicate of row 1");
    expect(check.body.rows[4]!.error).toMatch(/Already in the cohort .*running/);
    expect(check.body.rows[5]!.error).toBe("Full name is required");
    expect(check.body.counts).toEqual({ add: 1, invite: 1, member: 0, invited: 0, error: 4 });

    // Nothing written by the dry run, nor by a confirmation of the rows with errors.
    const refused = await admin.client.post(`${cohort.path}/enrolment`, { rows });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((error: { path: string }) => error.path)).toEqual([
      "rows.2",
      "rows.3",
      "rows.4",
      "rows.5",
    ]);
    expect(await memberDoc(learner.user.id)).toBeUndefined();
    expect(await invitationsTo(cohort.id)).toEqual([]);
    expect((await storedCohort(cohort.id)).memberCount).toBe(0);
  });

  it("adds existing users, invites unknown emails, and adds no one twice when the file comes again", async () => {
    const [first, second] = await Promise.all([newUser({ timeZone: "America/New_York" }), newUser()]);
    const cohort = await makeCohort({}, [coach.user.id]);
    const fresh = unknownEmail();
    const rows = [
      { name: first.user.name, email: first.user.email },
      { name: second.user.name, email: second.user.email },
      { name: "Nova Reyes", email: fresh },
    ];
    const confirmed = await admin.client.post<EnrolmentReport>(`${cohort.path}/enrolment`, { rows });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.counts).toMatchObject({ add: 2, invite: 1, error: 0 });

    const member = await memberDoc(first.user.id);
    expect(member).toMatchObject({
      cohortId: cohort.id,
      name: first.user.name,
      email: first.user.email,
      coachId: coach.user.id,
      timeZone: "America/New_York",
      stepsPassed: 0,
      lastCheckInWeek: 0,
    });
    const stored = await storedCohort(cohort.id);
    expect(stored.memberCount).toBe(2);
    expect(stored.coachLoads).toEqual({ [coach.user.id]: 2 });
    expect(Object.values(stored.memberZones).reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(stored.memberZones["America/New_York"]).toBe(1);
    const invitations = await invitationsTo(cohort.id);
    expect(invitations).toEqual([expect.objectContaining({ email: fresh, name: "Nova Reyes", usedAt: null })]);
    expect(invitations[0]!.expiresAt.toMillis() - invitations[0]!.createdAt.toMillis()).toBe(
      COHORT_LIMITS.invitationDays * DAY_MS,
    );
    const audit = await db.collection("auditLog").where("target.id", "==", cohort.id).get();
    expect(audit.docs.map((doc) => doc.data().action).sort()).toEqual(["cohort.enrol", "cohort.enrol"]);

    const again = await admin.client.post<EnrolmentReport>(`${cohort.path}/enrolment`, { rows });
    expect(again.status).toBe(200);
    expect(again.body.counts).toMatchObject({ add: 0, invite: 0, member: 2, invited: 1 });
    expect((await storedCohort(cohort.id)).memberCount).toBe(2);
    expect(await invitationsTo(cohort.id)).toHaveLength(1);
  });

  it("refuses more rows than the limit, and a finished cohort", async () => {
    const cohort = await makeCohort();
    const many = Array.from({ length: COHORT_LIMITS.csvRows + 1 }, (_, index) => ({
      name: `Person ${index}`,
      email: `p${index}@example.test`,
    }));
    expect((await admin.client.post(`${cohort.path}/enrolment/check`, { rows: many })).status).toBe(400);
    const finished = await makeCohort({ startDate: monday(-20), weeks: 4 });
    const rows = [{ name: "Nova", email: unknownEmail() }];
    expect((await admin.client.post(`${finished.path}/enrolment/check`, { rows })).status).toBe(409);
  });
});

describe("an invitation", { timeout: 120_000 }, () => {
  it("shows its cohort, joins its invitee once, then is refused", async () => {
    const cohort = await makeCohort();
    const email = unknownEmail();
    expect((await admin.client.post(`${cohort.path}/enrolment`, { rows: [{ name: "Ines", email }] })).status).toBe(200);
    const token = await invitationToken(email);

    const shown = await new ApiClient().get(`/cohort-invitations/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ cohortName: `Cohort ${cohort.id}`, email, name: "Ines" });

    const stranger = await newUser();
    const wrongPerson = await stranger.client.post("/cohort/join", { invitation: token });
    expect(wrongPerson.status).toBe(403);

    // The invitee signs up with the invited address, then joins.
    const invitee = new ApiClient();
    const registered = await invitee.post("/register", {
      username: `t_${randomUUID().slice(0, 10).replace(/-/g, "")}`,
      email,
      password: "Sensei12345",
      name: "Ines",
    });
    expect(registered.status).toBe(201);
    const joined = await invitee.post("/cohort/join", { invitation: token });
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({ cohortId: cohort.id, cohortName: `Cohort ${cohort.id}` });
    expect((await memberDoc(registered.body.user.id)).cohortId).toBe(cohort.id);
    const [used] = await invitationsTo(cohort.id);
    expect(used).toMatchObject({ usedBy: registered.body.user.id });

    const twice = await invitee.post("/cohort/join", { invitation: token });
    expect(twice.status).toBe(410);
    expect(twice.body.message).toBe(INVITATION_UNUSABLE);
    expect((await new ApiClient().get(`/cohort-invitations/${token}`)).status).toBe(410);
  });

  it("is refused once expired", async () => {
    const cohort = await makeCohort();
    const email = unknownEmail();
    await admin.client.post(`${cohort.path}/enrolment`, { rows: [{ name: "Ola", email }] });
    const token = await invitationToken(email);
    const docs = await db.collection("cohortInvitations").where("cohortId", "==", cohort.id).get();
    await docs.docs[0]!.ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });

    expect((await new ApiClient().get(`/cohort-invitations/${token}`)).body).toEqual({ message: INVITATION_UNUSABLE });
    const invitee = new ApiClient();
    await invitee.post("/register", {
      username: `t_${randomUUID().slice(0, 10).replace(/-/g, "")}`,
      email,
      password: "Sensei12345",
      name: "Ola",
    });
    const refused = await invitee.post("/cohort/join", { invitation: token });
    expect(refused.status).toBe(410);
    // An expired invitation is no longer waiting: the next import invites again.
    const check = await admin.client.post<EnrolmentReport>(`${cohort.path}/enrolment/check`, {
      rows: [{ name: "Someone", email: unknownEmail() }],
    });
    expect(check.body.rows[0]!.outcome).toBe("invite");
  });
});

describe("the join code", { timeout: 120_000 }, () => {
  it("is made, joins learners, and stops working turned off or expired", async () => {
    const cohort = await makeCohort({}, [coach.user.id]);
    const made = await admin.client.put<JoinCode>(`${cohort.path}/join-code`, { action: "replace" });
    expect(made.status).toBe(200);
    const code = made.body.joinCode!.code;
    expect(code).toHaveLength(COHORT_LIMITS.joinCodeLength);
    expect([...code].every((letter) => JOIN_CODE_ALPHABET.includes(letter))).toBe(true);
    expect(made.body.joinCode).toMatchObject({ enabled: true, usable: true, expiresAt: null });

    const learner = await newUser();
    const joined = await learner.client.post("/cohort/join", { code: code.toLowerCase() });
    expect(joined.status).toBe(200);
    expect((await memberDoc(learner.user.id)).coachId).toBe(coach.user.id);
    // Joining again changes nothing.
    expect((await learner.client.post("/cohort/join", { code })).status).toBe(200);
    expect((await storedCohort(cohort.id)).memberCount).toBe(1);

    const off = await admin.client.put<JoinCode>(`${cohort.path}/join-code`, { action: "disable" });
    expect(off.body.joinCode).toMatchObject({ code, enabled: false, usable: false });
    const late = await newUser();
    const refused = await late.client.post("/cohort/join", { code });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(JOIN_CODE_UNUSABLE);

    const on = await admin.client.put<JoinCode>(`${cohort.path}/join-code`, { action: "enable" });
    expect(on.body.joinCode).toMatchObject({ code, usable: true });
    await db.doc(`cohorts/${cohort.id}`).update({ "joinCode.expiresAt": Timestamp.fromMillis(Date.now() - 1000) });
    expect((await late.client.post("/cohort/join", { code })).status).toBe(400);

    const replaced = await admin.client.put<JoinCode>(`${cohort.path}/join-code`, {
      action: "replace",
      expiresAt: new Date(Date.now() + 7 * DAY_MS).toISOString(),
    });
    expect(replaced.body.joinCode!.code).not.toBe(code);
    expect((await late.client.post("/cohort/join", { code })).status).toBe(400);
    expect((await late.client.post("/cohort/join", { code: replaced.body.joinCode!.code })).status).toBe(200);
    expect((await storedCohort(cohort.id)).memberCount).toBe(2);

    const past = await admin.client.put(`${cohort.path}/join-code`, {
      action: "enable",
      expiresAt: new Date(Date.now() - DAY_MS).toISOString(),
    });
    expect(past.status).toBe(400);
    const audit = await db.collection("auditLog").where("target.id", "==", cohort.id).get();
    expect(audit.docs.filter((doc) => doc.data().action === "cohort.join_code")).toHaveLength(4);
    expect(JSON.stringify(audit.docs.map((doc) => doc.data()))).not.toContain(code);
  });

  it(`counts only wrong codes, ${COHORT_LIMITS.joinCodeTriesPerHour} a user an hour`, async () => {
    const cohort = await makeCohort();
    const made = await admin.client.put<JoinCode>(`${cohort.path}/join-code`, { action: "replace" });
    const learner = await newUser();
    for (let attempt = 0; attempt < COHORT_LIMITS.joinCodeTriesPerHour; attempt += 1)
      expect((await learner.client.post("/cohort/join", { code: `WRONG${attempt}` })).status).toBe(400);
    const limited = await learner.client.post("/cohort/join", { code: made.body.joinCode!.code });
    expect(limited.status).toBe(429);
    expect(await memberDoc(learner.user.id)).toBeUndefined();

    // Right codes are not counted: another learner joins, then still has every try.
    const other = await newUser();
    expect((await other.client.post("/cohort/join", { code: made.body.joinCode!.code })).status).toBe(200);
    for (let attempt = 0; attempt < COHORT_LIMITS.joinCodeTriesPerHour; attempt += 1)
      expect((await other.client.post("/cohort/join", { code: `WRONG${attempt}` })).status).toBe(400);
    expect((await other.client.post("/cohort/join", { code: "WRONG" })).status).toBe(429);
  });

  it("refuses a learner already in another open or running cohort", async () => {
    const first = await makeCohort();
    const second = await makeCohort();
    const [a, b] = await Promise.all([
      admin.client.put<JoinCode>(`${first.path}/join-code`, { action: "replace" }),
      admin.client.put<JoinCode>(`${second.path}/join-code`, { action: "replace" }),
    ]);
    const learner = await newUser();
    expect((await learner.client.post("/cohort/join", { code: a.body.joinCode!.code })).status).toBe(200);
    const refused = await learner.client.post("/cohort/join", { code: b.body.joinCode!.code });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Already in the cohort/);
  });
});

describe("moving and removing a member", { timeout: 120_000 }, () => {
  it("keeps the learner's work and history, and the cohorts' counts", async () => {
    const [from, to, earlier] = await Promise.all([
      makeCohort({}, [coach.user.id]),
      makeCohort({ startDate: monday(6) }, [admin.user.id]),
      makeCohort({ startDate: monday(1) }),
    ]);
    const learner = await newUser();
    await admin.client.post(`${from.path}/enrolment`, { rows: [{ name: "L", email: learner.user.email }] });
    const work = db.doc(`users/${learner.user.id}/incubatorProgress/step-1`);
    await work.set({ answer: "My plan", status: "passed" });

    expect(
      (await admin.client.post(`${from.path}/members/${learner.user.id}/move`, { toCohortId: earlier.id })).status,
    ).toBe(409);
    const moved = await admin.client.post(`${from.path}/members/${learner.user.id}/move`, { toCohortId: to.id });
    expect(moved.status).toBe(200);
    const member = await memberDoc(learner.user.id);
    expect(member).toMatchObject({ cohortId: to.id, coachId: admin.user.id });
    expect(member.history).toEqual([expect.objectContaining({ cohortId: from.id, outcome: "moved" })]);
    expect(await storedCohort(from.id)).toMatchObject({ memberCount: 0, coachLoads: {} });
    expect(await storedCohort(to.id)).toMatchObject({ memberCount: 1, coachLoads: { [admin.user.id]: 1 } });

    const list = await admin.client.get(`${to.path}/enrolment/members`);
    expect(list.body.items.map((item: { uid: string }) => item.uid)).toEqual([learner.user.id]);

    expect((await admin.client.delete(`${from.path}/members/${learner.user.id}`)).status).toBe(404);
    const removed = await admin.client.delete(`${to.path}/members/${learner.user.id}`);
    expect(removed.status).toBe(200);
    const after = await memberDoc(learner.user.id);
    expect(after.cohortId).toBeNull();
    expect(after.history.map((entry) => entry.outcome)).toEqual(["moved", "removed"]);
    expect(await storedCohort(to.id)).toMatchObject({ memberCount: 0, coachLoads: {}, memberZones: {} });
    expect((await work.get()).data()).toEqual({ answer: "My plan", status: "passed" });
    const audit = await db.collection("auditLog").where("targetUserId", "==", learner.user.id).get();
    expect(audit.docs.map((doc) => doc.data().action).sort()).toEqual(["cohort_member.move", "cohort_member.remove"]);
  });

  it("lets a learner of a finished cohort join the next, with the first in their history as completed", async () => {
    const done = await makeCohort({ startDate: monday(-10), weeks: 4 });
    const next = await makeCohort();
    const learner = await newUser();
    // The finished cohort took them while it ran: written as the cohort's member directly.
    await db.doc(`cohortMembers/${learner.user.id}`).set({
      uid: learner.user.id,
      cohortId: done.id,
      name: learner.user.name,
      email: learner.user.email,
      coachId: null,
      joinedAt: Timestamp.now(),
      timeZone: "UTC",
      stepsPassed: 3,
      phasesComplete: 1,
      lastWorkedAt: null,
      failedAttempts: 0,
      lastCheckInWeek: 4,
      history: [],
    });
    const added = await admin.client.post<EnrolmentReport>(`${next.path}/enrolment`, {
      rows: [{ name: "L", email: learner.user.email }],
    });
    expect(added.body.counts.add).toBe(1);
    const member = await memberDoc(learner.user.id);
    expect(member.cohortId).toBe(next.id);
    expect(member.history).toEqual([expect.objectContaining({ cohortId: done.id, outcome: "completed" })]);
  });
});
