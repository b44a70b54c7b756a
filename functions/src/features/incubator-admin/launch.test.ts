import { afterAll, describe, expect, it } from "vitest";
import { ApiClient, newAdmin, newUser, type TestUser } from "../../../test/api-client";
import { INCUBATOR_CALLS, pass } from "../../../test/incubator-answers";
import { INCUBATOR_CLOSED_MESSAGE, type IncubatorLaunch } from "../../contract/incubator/launch";
import { incubatorPlanSchema } from "../../contract/incubator/plan";
import { db } from "../../lib/firebase";
import { eventually } from "../../../test/eventually";

// The launch switch against the emulators: PUT /api/admin/incubator/launch opens and closes every
// Incubator call to learners. The Incubator is closed again after these tests.

const setLaunch = (admin: TestUser, open: boolean) =>
  admin.client.put<IncubatorLaunch>("/admin/incubator/launch", { open });

/** The launch switch's audit entries by one admin, oldest first. */
const launchEntriesBy = async (admin: TestUser) =>
  (await db.collection("auditLog").where("actor.id", "==", admin.user.id).get()).docs
    .map((doc) => doc.data())
    .filter((entry) => entry.action === "incubator.launch")
    .sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());

/** Every Incubator call as `learner`, with the statuses they got. */
async function callEverything(learner: TestUser) {
  const statuses: Record<string, number> = {};
  for (const [method, path, body] of INCUBATOR_CALLS) {
    const response = await learner.client.request(method, path, body);
    statuses[`${method} ${path}`] = response.status;
    if (response.status === 403) expect(response.body.message).toBe(INCUBATOR_CLOSED_MESSAGE);
  }
  return statuses;
}

const allAre = (status: number) =>
  Object.fromEntries(INCUBATOR_CALLS.map(([method, path]) => [`${method} ${path}`, status]));

/** What an open Incubator answers a learner: everything works; the unknown recommendation is a 404. */
const OPEN_STATUSES = { ...allAre(200), "POST /incubator/recommendation/nothing-here/track": 404 };

const progressOf = async (learner: TestUser) =>
  (await db.collection(`users/${learner.user.id}/incubatorProgress`).get()).docs.map((doc) => [doc.id, doc.data()]);

describe("the Incubator's launch switch", { timeout: 180_000 }, () => {
  let admin: TestUser;
  afterAll(async () => {
    if (admin) expect((await setLaunch(admin, false)).status).toBe(200);
  });

  it("opens every Incubator call to learners, and closes them again with their progress intact", async () => {
    const learner = await newUser();
    admin = await newAdmin();
    await setLaunch(admin, false);

    expect((await learner.client.get("/incubator/access")).body).toEqual({ open: false });
    expect(await callEverything(learner)).toEqual(allAre(403));

    const opened = await setLaunch(admin, true);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ open: true, changedBy: { username: admin.user.username } });
    expect((await admin.client.get("/admin/incubator/launch")).body).toEqual(opened.body);
    expect((await learner.client.get("/incubator/access")).body).toEqual({ open: true });
    expect(await callEverything(learner)).toEqual(OPEN_STATUSES);

    // The learner works: step 1 passes and shows on their plan.
    const passed = await pass(learner, "1");
    const plan = incubatorPlanSchema.parse((await learner.client.get("/incubator/me/plan")).body);
    expect(plan.phases[0]!.sections[0]!.answer?.passedAt).toBe(passed.evaluatedAt);
    // Insights' trigger stores the stuck lists' default fields on each progress write, after the
    // answer: the snapshot waits for it, so only a write while closed could change it.
    const progress = await eventually(async () => {
      const docs = await progressOf(learner);
      return (
        docs.length > 0 &&
        docs.every((entry) => (entry[1] as { attemptCount?: number }).attemptCount !== undefined) &&
        docs
      );
    });

    expect((await setLaunch(admin, false)).body).toMatchObject({ open: false });
    expect((await learner.client.get("/incubator/access")).body).toEqual({ open: false });
    expect(await callEverything(learner)).toEqual(allAre(403));
    expect(await progressOf(learner)).toEqual(progress);

    // Opened again, the learner finds their plan as they left it.
    await setLaunch(admin, true);
    expect(incubatorPlanSchema.parse((await learner.client.get("/incubator/me/plan")).body)).toEqual(plan);
  });

  it("records each change once in the audit trail, and a repeated one not at all", async () => {
    admin = await newAdmin();
    await setLaunch(admin, false);
    const before = (await launchEntriesBy(admin)).length;
    await setLaunch(admin, true);
    await setLaunch(admin, true);
    await setLaunch(admin, false);
    await setLaunch(admin, false);
    const entries = (await launchEntriesBy(admin)).slice(before);
    expect(entries.map((entry) => entry.changes)).toEqual([
      { open: { before: false, after: true } },
      { open: { before: true, after: false } },
    ]);
    expect(entries.every((entry) => entry.target.type === "incubator")).toBe(true);
  });

  it("is the admins' alone, and refuses a body that is not a yes or no without changing anything", async () => {
    admin = await newAdmin();
    const learner = await newUser();
    const was = (await admin.client.get<IncubatorLaunch>("/admin/incubator/launch")).body;
    expect((await learner.client.put("/admin/incubator/launch", { open: true })).status).toBe(403);
    expect((await learner.client.get("/admin/incubator/launch")).status).toBe(403);
    expect((await new ApiClient().get("/incubator/access")).status).toBe(401);
    for (const body of [{}, { open: "yes" }, { open: 1 }, []]) {
      const refused = await admin.client.put("/admin/incubator/launch", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await admin.client.get("/admin/incubator/launch")).body).toEqual(was);
  });
});
