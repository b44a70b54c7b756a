import { Timestamp } from "firebase-admin/firestore";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { newAdmin, newUser, type TestUser } from "../../../test/api-client";
import { poorAnswer, submit } from "../../../test/incubator-answers";
import type { AdminCohort, CohortListPage, RosterPage, ScheduleDefault } from "../../contract/cohorts/admin";
import { type CohortMemberDoc, NEW_MEMBER_FIGURES } from "../../contract/cohorts/storage";
import type { ReviewQueuePage } from "../../contract/incubator/coach";
import { db } from "../../lib/firebase";

// The admin's cohorts against the emulators: creating and editing one, its stage and schedule,
// what a started cohort keeps, its coaches balanced over its members, a member's reassignment,
// and the review queue's "My learners" following it.

const ZONE = "America/New_York";

/** The Monday `weeks` weeks from this one (negative: before), in the cohort's zone. */
function monday(weeks: number): string {
  const today = Temporal.Now.plainDateISO(ZONE);
  return today
    .subtract({ days: today.dayOfWeek - 1 })
    .add({ weeks })
    .toString();
}

const newCohort = (overrides: Record<string, unknown> = {}) => ({
  name: `Cohort ${Math.random().toString(36).slice(2, 8)}`,
  startDate: monday(2),
  weeks: 12,
  timeZone: ZONE,
  currency: "USD",
  checkInWeekday: 5,
  ...overrides,
});

async function create(admin: TestUser, overrides: Record<string, unknown> = {}) {
  const response = await admin.client.post<AdminCohort>("/admin/cohorts", newCohort(overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** A learner in the cohort as enrolment leaves them, written directly (enrolment is its own feature). */
async function addMember(cohortId: string, user: TestUser, coachId: string | null = null) {
  const member: CohortMemberDoc = {
    uid: user.user.id,
    cohortId,
    name: user.user.name,
    email: user.user.email,
    coachId,
    joinedAt: Timestamp.now(),
    timeZone: ZONE,
    ...NEW_MEMBER_FIGURES,
    history: [],
  };
  await db.doc(`cohortMembers/${user.user.id}`).set(member);
  const cohort = db.doc(`cohorts/${cohortId}`);
  const { coachLoads, memberCount } = (await cohort.get()).data()!;
  await cohort.update({
    memberCount: memberCount + 1,
    coachLoads: coachId ? { ...coachLoads, [coachId]: (coachLoads[coachId] ?? 0) + 1 } : coachLoads,
  });
}

const coachOf = async (user: TestUser) => (await db.doc(`cohortMembers/${user.user.id}`).get()).get("coachId");

async function roster(admin: TestUser, cohortId: string, mine = false) {
  const { status, body } = await admin.client.get<RosterPage>(
    `/admin/cohorts/${cohortId}/members${mine ? "?coach=me" : ""}`,
  );
  expect(status).toBe(200);
  return body.items;
}

async function myQueue(coach: TestUser) {
  const items: ReviewQueuePage["items"] = [];
  let cursor: string | null = null;
  do {
    const page: { body: ReviewQueuePage } = await coach.client.get(
      `/admin/incubator/reviews?coach=me${cursor ? `&cursor=${cursor}` : ""}`,
    );
    items.push(...page.body.items);
    cursor = page.body.nextCursor;
  } while (cursor);
  return items;
}

describe("cohorts", { timeout: 180_000 }, () => {
  it("is admin-only", async () => {
    const [learner, admin] = await Promise.all([newUser(), newAdmin()]);
    const cohort = await create(admin);
    for (const [method, path, body] of [
      ["GET", "/admin/cohorts"],
      ["POST", "/admin/cohorts", newCohort()],
      ["GET", "/admin/cohorts/schedule-default?weeks=12"],
      ["GET", `/admin/cohorts/${cohort.id}`],
      ["PATCH", `/admin/cohorts/${cohort.id}`, { name: "Mine now" }],
      ["PUT", `/admin/cohorts/${cohort.id}/coaches`, { coachIds: [learner.user.id] }],
      ["GET", `/admin/cohorts/${cohort.id}/members`],
      ["PUT", `/admin/cohorts/${cohort.id}/members/${learner.user.id}/coach`, { coachId: learner.user.id }],
    ] as const)
      expect((await learner.client.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    expect((await db.doc(`cohorts/${cohort.id}`).get()).get("name")).toBe(cohort.name);
  });

  it("creates a draft with the default schedule and an audit entry, lists it, and refuses bad input writing nothing", async () => {
    const admin = await newAdmin();
    const fallback = await admin.client.get<ScheduleDefault>("/admin/cohorts/schedule-default?weeks=12");
    expect(fallback.status).toBe(200);
    expect(fallback.body.phases.length).toBeGreaterThan(0);
    const weeks = Object.values(fallback.body.schedule);
    expect(weeks.at(-1)).toBe(12);
    expect(weeks).toEqual([...weeks].sort((a, b) => a - b));

    const cohort = await create(admin);
    expect(cohort).toMatchObject({
      stage: "draft",
      status: "draft",
      schedule: fallback.body.schedule,
      coaches: [],
      memberCount: 0,
    });
    const audit = await db.collection("auditLog").where("target.id", "==", cohort.id).get();
    expect(audit.docs.map((doc) => doc.get("action"))).toEqual(["cohort.create"]);
    const listed = await admin.client.get<CohortListPage>("/admin/cohorts");
    expect(listed.body.items.find(({ id }) => id === cohort.id)).toMatchObject({ status: "draft", memberCount: 0 });

    const name = `Refused ${Math.random().toString(36).slice(2, 8)}`;
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ startDate: Temporal.PlainDate.from(monday(2)).add({ days: 1 }).toString() }, "startDate"],
      [{ startDate: "2027-02-30" }, "startDate"],
      [{ weeks: 0 }, "weeks"],
      [{ weeks: 53 }, "weeks"],
      [{ timeZone: "Mars/Olympus" }, "timeZone"],
      [{ currency: "usd" }, "currency"],
      [{ checkInWeekday: 8 }, "checkInWeekday"],
      [{ name: "  " }, "name"],
      [{ weeks: 4, schedule: { DISCOVER: 2, SHAPE: 5 } }, "schedule"],
      [{ schedule: { DISCOVER: 3, SHAPE: 2 } }, "schedule"],
    ];
    for (const [overrides, path] of refused) {
      const response = await admin.client.post("/admin/cohorts", newCohort({ name, ...overrides }));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(path);
    }
    expect((await db.collection("cohorts").where("name", "==", name).get()).size).toBe(0);
    expect((await admin.client.get("/admin/cohorts/schedule-default?weeks=60")).status).toBe(400);
  });

  it("edits a cohort, moves it between draft and open by hand, and keeps a started cohort's calendar", async () => {
    const admin = await newAdmin();
    const future = await create(admin);
    const path = `/admin/cohorts/${future.id}`;
    let edited = await admin.client.patch<AdminCohort>(path, {
      name: "Autumn",
      stage: "open",
      schedule: { DISCOVER: 2, SHAPE: 6 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: "Autumn",
      stage: "open",
      status: "open",
      schedule: { DISCOVER: 2, SHAPE: 6 },
    });
    expect((await admin.client.patch(path, { weeks: 5 })).status).toBe(400);
    expect((await admin.client.patch(path, { startDate: monday(3) })).status).toBe(200);
    edited = await admin.client.patch<AdminCohort>(path, { stage: "draft" });
    expect(edited.body.status).toBe("draft");
    const actions = (await db.collection("auditLog").where("target.id", "==", future.id).get()).docs.map((doc) =>
      doc.get("action"),
    );
    expect(actions.filter((action) => action === "cohort.update")).toHaveLength(3);

    // Started two weeks ago, open: running, in week 3.
    const running = await create(admin, { startDate: monday(-2) });
    const runningPath = `/admin/cohorts/${running.id}`;
    expect((await admin.client.patch<AdminCohort>(runningPath, { stage: "open" })).body.status).toBe("running");
    for (const [change, field] of [
      [{ startDate: monday(-1) }, "startDate"],
      [{ timeZone: "Europe/Berlin" }, "timeZone"],
      [{ stage: "draft" }, "stage"],
      [{ weeks: 2 }, "weeks"],
    ] as const) {
      const response = await admin.client.patch(runningPath, change);
      expect(response.status, field).toBe(409);
      expect(response.body.errors[0].path).toBe(field);
    }
    const longer = await admin.client.patch<AdminCohort>(runningPath, { weeks: 14, currency: "EUR" });
    expect(longer.body).toMatchObject({ weeks: 14, currency: "EUR", status: "running" });

    const finished = await create(admin, { startDate: monday(-3), weeks: 2, schedule: { DISCOVER: 1 } });
    const finishedPath = `/admin/cohorts/${finished.id}`;
    expect((await admin.client.patch<AdminCohort>(finishedPath, { stage: "open" })).body.status).toBe("finished");
    expect((await admin.client.patch(finishedPath, { weeks: 6 })).status).toBe(409);
    expect((await admin.client.get("/admin/cohorts/nope")).status).toBe(404);
  });

  it("balances members over the coaches, moves those of a removed coach, and reassigns one", async () => {
    const [a, b, notAdmin, ...learners] = await Promise.all([
      newAdmin(),
      newAdmin(),
      newUser(),
      newUser(),
      newUser(),
      newUser(),
      newUser(),
    ]);
    const cohort = await create(a);
    for (const learner of learners) await addMember(cohort.id, learner);
    const coaches = `/admin/cohorts/${cohort.id}/coaches`;

    const refused = await a.client.put(coaches, { coachIds: [a.user.id, notAdmin.user.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: "coachIds.1", message: "Only an active admin can coach" }]);

    let set = await a.client.put<AdminCohort>(coaches, { coachIds: [a.user.id, b.user.id] });
    expect(set.status).toBe(200);
    expect(set.body.coachLoads).toEqual({ [a.user.id]: 2, [b.user.id]: 2 });
    expect(set.body.coaches.map(({ id }) => id)).toEqual([a.user.id, b.user.id]);
    expect((await roster(b, cohort.id, true)).length).toBe(2);

    // b leaves: b's learners go to a.
    set = await a.client.put<AdminCohort>(coaches, { coachIds: [a.user.id] });
    expect(set.body.coachLoads).toEqual({ [a.user.id]: 4 });
    for (const learner of learners) expect(await coachOf(learner)).toBe(a.user.id);

    const first = learners[0]!;
    const reassign = (coachId: string, uid = first.user.id) =>
      a.client.put<AdminCohort>(`/admin/cohorts/${cohort.id}/members/${uid}/coach`, { coachId });
    expect((await reassign(b.user.id)).status).toBe(400);
    expect((await reassign(a.user.id, notAdmin.user.id)).status).toBe(404);

    // b is back: a keeps their learners until one is moved by hand.
    set = await a.client.put<AdminCohort>(coaches, { coachIds: [a.user.id, b.user.id] });
    expect(set.body.coachLoads).toEqual({ [a.user.id]: 4 });
    const moved = await reassign(b.user.id);
    expect(moved.status).toBe(200);
    expect(moved.body.coachLoads).toEqual({ [a.user.id]: 3, [b.user.id]: 1 });
    const mine = await roster(b, cohort.id, true);
    expect(mine.map(({ uid, coach }) => [uid, coach?.id])).toEqual([[first.user.id, b.user.id]]);
    expect((await roster(a, cohort.id)).map(({ uid }) => uid)).toEqual(learners.map(({ user }) => user.id));
    const audit = await db.collection("auditLog").where("targetUserId", "==", first.user.id).get();
    expect(audit.docs.map((doc) => doc.get("action"))).toEqual(["cohort_member.coach"]);
  });

  it("the review queue's My learners follows a learner to their new coach", async () => {
    const [a, b, learner] = await Promise.all([newAdmin(), newAdmin(), newUser()]);
    const cohort = await create(a, { startDate: monday(-1) });
    await a.client.patch(`/admin/cohorts/${cohort.id}`, { stage: "open" });
    await a.client.put(`/admin/cohorts/${cohort.id}/coaches`, { coachIds: [a.user.id, b.user.id] });
    await addMember(cohort.id, learner, a.user.id);

    // A member of a running cohort has the Incubator; their dispute is queued for their coach.
    const attempt = await submit(learner, "1", poorAnswer("1"));
    expect((await learner.client.post(`/incubator/attempts/${attempt.attemptId}/review`, {})).status).toBe(200);
    const itemRef = db.doc(`incubatorReviews/${learner.user.id}_${attempt.attemptId}`);
    expect((await itemRef.get()).data()).toMatchObject({ cohortId: cohort.id, coachId: a.user.id, open: true });
    const queued = (items: ReviewQueuePage["items"]) => items.some(({ attemptId }) => attemptId === attempt.attemptId);
    expect(queued(await myQueue(a))).toBe(true);
    expect(queued(await myQueue(b))).toBe(false);

    await a.client.put(`/admin/cohorts/${cohort.id}/members/${learner.user.id}/coach`, { coachId: b.user.id });
    expect((await itemRef.get()).get("coachId")).toBe(b.user.id);
    expect(queued(await myQueue(a))).toBe(false);
    expect(queued(await myQueue(b))).toBe(true);

    // Resolved by b's note: the item stays b's.
    await b.client.post(`/admin/users/${learner.user.id}/incubator/attempts/${attempt.attemptId}/note`, {
      text: "Name the client.",
    });
    expect((await itemRef.get()).data()).toMatchObject({ open: false, coachId: b.user.id, cohortId: cohort.id });
  });
});
