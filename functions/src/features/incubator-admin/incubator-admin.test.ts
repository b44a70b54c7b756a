import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, newAdmin, newUser, type TestUser } from "../../../test/api-client";
import type { AdminPhase, AdminStep } from "../../contract/incubator/admin";
import { consume } from "../../http/rate-limit";
import { systemClock } from "../../lib/clock";
import { db } from "../../lib/firebase";
import { previewRule } from "./service";

// Tests change only steps they create, in GROW (the last phase, which the other tests never walk
// through); where a call moves GROW's own steps or switches GROW, the test puts them back.

const PHASE = "GROW";
const base = "/admin/incubator";

let admin: TestUser;
/** Another admin: the Incubator's learners are admins for now. */
let learner: TestUser;

// The first calls wake the functions emulator, which can take a while on a busy machine.
beforeAll(async () => {
  [admin, learner] = await Promise.all([newAdmin(), newAdmin()]);
}, 120_000);

const criteria = {
  aim: "A clear plan for the next quarter.",
  minChars: 40,
  criteria: [
    { id: "goal", label: "Goal", description: "Names one measurable goal.", weight: 60, required: true },
    { id: "dates", label: "Dates", description: "Gives dates for the milestones.", weight: 40 },
  ],
};

async function addStep(title = `Test step ${randomUUID().slice(0, 8)}`, client = admin.client) {
  const response = await client.post<AdminStep>(`${base}/phase/${PHASE}/steps`, {
    title,
    prompt: "Write down the one goal you will reach this quarter, and the dates of its milestones.",
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const growSteps = async () => (await admin.client.get<AdminStep[]>(`${base}/phase/${PHASE}/steps`)).body;
const storedStep = async (id: string) => (await db.doc(`incubatorSteps/${id}`).get()).data();

async function auditEntries(targetId: string, action: string) {
  const snapshot = await db.collection("auditLog").where("target.id", "==", targetId).get();
  return snapshot.docs.map((doc) => doc.data()).filter((entry) => entry.action === action);
}

/** Puts GROW's steps back in the order they had. */
async function restoreOrder(steps: AdminStep[]) {
  const current = await growSteps();
  const known = new Set(steps.map((step) => step.id));
  const ordered = [...steps, ...current.filter((step) => !known.has(step.id))];
  const response = await admin.client.post(`${base}/phase/${PHASE}/reorder`, {
    stepOrders: ordered.map((step, index) => ({ stepId: step.id, order: index + 1 })),
  });
  expect(response.status).toBe(200);
}

const expectOneToN = (steps: AdminStep[]) =>
  expect(steps.map((step) => step.order)).toEqual(steps.map((_, index) => index + 1));

describe("who may call the Incubator admin", () => {
  const calls: Array<[string, string, unknown?]> = [
    ["GET", `${base}/phases`],
    ["GET", `${base}/phase/${PHASE}/steps`],
    ["POST", `${base}/phase/${PHASE}/steps`, { title: "x", prompt: "y" }],
    ["PATCH", `${base}/phase/${PHASE}/active`, { isActive: true }],
    ["POST", `${base}/phase/${PHASE}/reorder`, { stepOrders: [{ stepId: "1", order: 1 }] }],
    ["PATCH", `${base}/step/1/active`, { isActive: true }],
    ["PATCH", `${base}/step/1`, { title: "x" }],
    ["POST", `${base}/step/1/preview-evaluation`, { sampleAnswer: "x" }],
  ];

  it.each(calls)("%s %s: a learner gets 403, a visitor 401", async (method, path, body) => {
    const { client } = await newUser();
    expect((await client.request(method, path, body)).status).toBe(403);
    expect((await new ApiClient().request(method, path, body)).status).toBe(401);
  });
});

describe("GET /api/admin/incubator/phases and .../phase/{phaseId}/steps", () => {
  it("lists the six phases in order, and a phase's steps in order, active or not", async () => {
    const phases = (await admin.client.get<AdminPhase[]>(`${base}/phases`)).body;
    expect(phases.map((phase) => phase.id)).toEqual(["DISCOVER", "SHAPE", "SHOW", "SELL", "SERVE", "GROW"]);
    expect(phases.map((phase) => phase.order)).toEqual([1, 2, 3, 4, 5, 6]);
    const added = await addStep();
    const steps = await growSteps();
    expect(steps.at(-1)).toEqual(added);
    expectOneToN(steps);
    expect(steps.every((step) => step.phaseKey === PHASE)).toBe(true);
  });

  it("answers 404 for an unknown phase", async () => {
    expect((await admin.client.get(`${base}/phase/LAUNCH/steps`)).status).toBe(404);
  });
});

describe("POST /api/admin/incubator/phase/{phaseId}/steps", () => {
  it("adds a step at the end, inactive, with the next free numeric id, and records it once", async () => {
    const before = await growSteps();
    const ids = (await db.collection("incubatorSteps").get()).docs.map((doc) => Number(doc.id));
    const step = await addStep("Plan the quarter");
    expect(step).toMatchObject({ id: String(Math.max(...ids) + 1), order: before.length + 1, isActive: false });
    expect(step.successCriteriaJSON.criteria.length).toBeGreaterThan(0);
    expect(await storedStep(step.id)).toMatchObject({ phaseKey: PHASE, title: "Plan the quarter", isActive: false });
    const entries = await auditEntries(step.id, "incubator_step.create");
    expect(entries).toHaveLength(1);
    expect(entries[0]!.actor).toEqual({ id: admin.user.id, username: admin.user.username });
  });

  it("creates one step for a double submit with the same Idempotency-Key", async () => {
    const before = (await growSteps()).length;
    const body = { title: `Double ${randomUUID().slice(0, 6)}`, prompt: "Say what you will do next." };
    const headers = { "idempotency-key": randomUUID() };
    const answers = await Promise.all([
      admin.client.request("POST", `${base}/phase/${PHASE}/steps`, body, headers),
      admin.client.request("POST", `${base}/phase/${PHASE}/steps`, body, headers),
    ]);
    // Either may come first; the other is the same answer, or 409 while the first is in flight.
    const [first, second] = answers[0].status === 409 ? [answers[1], answers[0]] : answers;
    const settled =
      second.status === 409
        ? await admin.client.request("POST", `${base}/phase/${PHASE}/steps`, body, headers)
        : second;
    expect(first.status).toBe(201);
    expect(settled.body).toEqual(first.body);
    expect((await growSteps()).filter((step) => step.title === body.title)).toHaveLength(1);
    expect((await growSteps()).length).toBe(before + 1);
  });

  it("gives steps added at once their own ids and places", async () => {
    const before = (await growSteps()).length;
    const added = await Promise.all([addStep(), addStep()]);
    expect(new Set(added.map((step) => step.id)).size).toBe(2);
    const steps = await growSteps();
    expectOneToN(steps);
    expect(steps.length).toBe(before + 2);
  });

  it("refuses a blank title, bad criteria and an unknown phase, adding nothing", async () => {
    const before = (await growSteps()).length;
    const blank = await admin.client.post(`${base}/phase/${PHASE}/steps`, { title: "  ", prompt: "Prompt" });
    expect(blank.status).toBe(400);
    expect(blank.body.errors.map((error: { path: string }) => error.path)).toContain("title");
    const bad = await admin.client.post(`${base}/phase/${PHASE}/steps`, {
      title: "Title",
      prompt: "Prompt",
      successCriteriaJSON: { ...criteria, minChars: 0 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path)).toContain("successCriteriaJSON.minChars");
    expect((await admin.client.post(`${base}/phase/LAUNCH/steps`, { title: "T", prompt: "P" })).status).toBe(404);
    expect((await growSteps()).length).toBe(before);
  });
});

describe("PATCH /api/admin/incubator/step/{stepId}", () => {
  it("saves the fields, drops blank tips, and records the change once", async () => {
    const step = await addStep();
    const response = await admin.client.patch<AdminStep>(`${base}/step/${step.id}`, {
      title: "  Plan your next quarter ",
      planHeading: " The quarter ahead ",
      prompt: "Name one goal and its milestones.",
      helperTips: ["Pick one goal", "  ", "", "Date every milestone"],
      successCriteriaJSON: criteria,
      inputType: "multi",
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      title: "Plan your next quarter",
      planHeading: "The quarter ahead",
      helperTips: ["Pick one goal", "Date every milestone"],
      inputType: "multi",
      successCriteriaJSON: { aim: criteria.aim, minChars: 40 },
    });
    expect((await growSteps()).find((entry) => entry.id === step.id)).toEqual(response.body);
    expect((await storedStep(step.id))?.successCriteria.criteria[1]).toMatchObject({ id: "dates", required: false });
    const entries = await auditEntries(step.id, "incubator_step.update");
    expect(entries).toHaveLength(1);
    expect(Object.keys(entries[0]!.changes).sort()).toEqual(
      ["helperTips", "inputType", "planHeading", "prompt", "successCriteria", "title"].sort(),
    );
  });

  it("changes only the fields it names; an edit that changes nothing records nothing", async () => {
    const step = await addStep();
    const response = await admin.client.patch<AdminStep>(`${base}/step/${step.id}`, { title: "Renamed" });
    expect(response.body).toEqual({ ...step, title: "Renamed" });
    expect((await admin.client.patch(`${base}/step/${step.id}`, { title: "Renamed" })).status).toBe(200);
    expect(await auditEntries(step.id, "incubator_step.update")).toHaveLength(1);
  });

  it.each([
    ["successCriteriaJSON.criteria.0.weight", { ...criteria, criteria: [{ ...criteria.criteria[0], weight: -1 }] }],
    ["successCriteriaJSON.minChars", { ...criteria, minChars: "forty" }],
    ["successCriteriaJSON.aim", { ...criteria, aim: undefined }],
    ["successCriteriaJSON.criteria", { ...criteria, criteria: [] }],
    ["successCriteriaJSON.criteria.1.id", { ...criteria, criteria: [criteria.criteria[0], criteria.criteria[0]] }],
    ["successCriteriaJSON", "not an object"],
  ])("refuses criteria with a bad %s with 400 naming it, and changes nothing", async (path, successCriteriaJSON) => {
    const step = await addStep();
    const stored = await storedStep(step.id);
    const response = await admin.client.patch(`${base}/step/${step.id}`, { title: "Changed", successCriteriaJSON });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(path);
    expect(await storedStep(step.id)).toEqual(stored);
    expect(await auditEntries(step.id, "incubator_step.update")).toHaveLength(0);
  });

  it("refuses a blank title or an unknown input type, and answers 404 for an unknown step", async () => {
    const step = await addStep();
    expect((await admin.client.patch(`${base}/step/${step.id}`, { title: " " })).status).toBe(400);
    expect((await admin.client.patch(`${base}/step/${step.id}`, { inputType: "video" })).status).toBe(400);
    expect((await admin.client.patch(`${base}/step/999999`, { title: "x" })).status).toBe(404);
    expect((await admin.client.patch(`${base}/step/abc`, { title: "x" })).status).toBe(400);
  });
});

describe("switching steps and phases", () => {
  const learnerSteps = async () =>
    (await learner.client.get<{ steps: { id: string }[] }>(`/incubator/phase/${PHASE}/steps`)).body.steps.map(
      (step) => step.id,
    );

  it("shows a step to learners once it is switched on, and hides it again when switched off", async () => {
    const step = await addStep();
    expect(await learnerSteps()).not.toContain(step.id);
    const on = await admin.client.patch<AdminStep>(`${base}/step/${step.id}/active`, { isActive: true });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ ...step, isActive: true });
    expect(await learnerSteps()).toContain(step.id);
    expect((await admin.client.patch(`${base}/step/${step.id}/active`, { isActive: true })).status).toBe(200);
    expect((await admin.client.patch(`${base}/step/${step.id}/active`, { isActive: false })).status).toBe(200);
    expect(await learnerSteps()).not.toContain(step.id);
    // Twice on counts once: the second call changed nothing.
    expect(await auditEntries(step.id, "incubator_step.active")).toHaveLength(2);
  });

  it("hides a phase from learners while it is switched off", async () => {
    const phases = async () =>
      (await learner.client.get<{ id: string }[]>("/incubator/phases")).body.map((phase) => phase.id);
    const before = (await auditEntries(PHASE, "incubator_phase.active")).length;
    try {
      const off = await admin.client.patch<AdminPhase>(`${base}/phase/${PHASE}/active`, { isActive: false });
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ id: PHASE, isActive: false });
      expect(await phases()).not.toContain(PHASE);
      expect((await admin.client.get<AdminPhase[]>(`${base}/phases`)).body.at(-1)).toMatchObject({ isActive: false });
    } finally {
      expect((await admin.client.patch(`${base}/phase/${PHASE}/active`, { isActive: true })).status).toBe(200);
    }
    expect(await phases()).toContain(PHASE);
    expect(await auditEntries(PHASE, "incubator_phase.active")).toHaveLength(before + 2);
  });

  it("refuses a missing or non-boolean isActive and unknown ids", async () => {
    const step = await addStep();
    expect((await admin.client.patch(`${base}/step/${step.id}/active`, {})).status).toBe(400);
    expect((await admin.client.patch(`${base}/step/${step.id}/active`, { isActive: "yes" })).status).toBe(400);
    expect((await admin.client.patch(`${base}/phase/LAUNCH/active`, { isActive: true })).status).toBe(404);
    expect((await admin.client.patch(`${base}/step/999999/active`, { isActive: true })).status).toBe(404);
    expect((await storedStep(step.id))?.isActive).toBe(false);
  });
});

describe("POST /api/admin/incubator/phase/{phaseId}/reorder", () => {
  let original: AdminStep[];
  beforeAll(async () => {
    await addStep();
    await addStep();
    original = await growSteps();
  });
  afterAll(async () => restoreOrder(original));

  const payload = (steps: AdminStep[]) => ({
    stepOrders: steps.map((step, index) => ({ stepId: step.id, order: index + 1 })),
  });

  it("applies a permutation of the phase's steps, numbered 1..n, and records it once", async () => {
    const current = await growSteps();
    const reversed = [...current].reverse();
    const response = await admin.client.post<AdminStep[]>(`${base}/phase/${PHASE}/reorder`, payload(reversed));
    expect(response.status).toBe(200);
    expect(response.body.map((step) => step.id)).toEqual(reversed.map((step) => step.id));
    expectOneToN(response.body);
    expect((await growSteps()).map((step) => step.id)).toEqual(reversed.map((step) => step.id));
    const entries = (await auditEntries(PHASE, "incubator_phase.reorder")).filter(
      (entry) => JSON.stringify(entry.changes.stepOrder?.after) === JSON.stringify(reversed.map((step) => step.id)),
    );
    expect(entries).toHaveLength(1);
    await restoreOrder(original);
  });

  it("refuses anything but a permutation numbered 1..n with 400, and moves nothing", async () => {
    const current = await growSteps();
    const ids = current.map((step) => step.id);
    const [first, second] = current;
    const withOrders = (orders: number[]) => ({
      stepOrders: ids.map((stepId, index) => ({ stepId, order: orders[index] })),
    });
    const discoverStep = (await admin.client.get<AdminStep[]>(`${base}/phase/DISCOVER/steps`)).body[0]!;
    const bad = [
      payload(current.slice(1)),
      { stepOrders: [...payload(current).stepOrders, { stepId: discoverStep.id, order: ids.length + 1 }] },
      {
        stepOrders: payload(current).stepOrders.map((entry, index) =>
          index === 1 ? { ...entry, stepId: first!.id } : entry,
        ),
      },
      withOrders(ids.map((_, index) => index + 2)),
      withOrders(ids.map((_, index) => (index === 1 ? 1 : index + 1))),
      withOrders(ids.map((_, index) => index)),
      { stepOrders: [{ stepId: second!.id, order: 1.5 }] },
      { stepOrders: [] },
      {},
    ];
    for (const body of bad) {
      const response = await admin.client.post(`${base}/phase/${PHASE}/reorder`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors.length).toBeGreaterThan(0);
    }
    expect(await growSteps()).toEqual(current);
    expect((await admin.client.post(`${base}/phase/LAUNCH/reorder`, payload(current))).status).toBe(404);
  });

  it("ends numbered 1..n when two reorders run at once", async () => {
    const current = await growSteps();
    const reversed = [...current].reverse();
    const rotated = [...current.slice(1), current[0]!];
    const answers = await Promise.all([
      admin.client.post(`${base}/phase/${PHASE}/reorder`, payload(reversed)),
      admin.client.post(`${base}/phase/${PHASE}/reorder`, payload(rotated)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const after = await growSteps();
    expectOneToN(after);
    expect([reversed, rotated].map((order) => order.map((step) => step.id))).toContainEqual(
      after.map((step) => step.id),
    );
    await restoreOrder(original);
  });
});

describe("POST /api/admin/incubator/step/{stepId}/preview-evaluation", () => {
  const goodAnswer =
    "My one goal this quarter is to sign 3 new retainer clients at 1,200 euros a month. " +
    "Milestones: outreach list of 40 agencies by 15 January, 10 discovery calls by 15 February, " +
    "3 signed contracts by 31 March.";

  it("evaluates a sample answer with the learners' evaluator and saves nothing", async () => {
    const step = await addStep();
    await admin.client.patch(`${base}/step/${step.id}`, { successCriteriaJSON: criteria });
    const stored = await storedStep(step.id);
    const learnerData = [
      "incubatorSteps",
      "incubatorAttempts",
      "incubatorAwards",
      "incubatorRecommendations",
      "activities",
    ];
    const counts = async () =>
      Promise.all(learnerData.map(async (sub) => (await db.collection(`users/${admin.user.id}/${sub}`).get()).size));
    const countsBefore = await counts();
    const response = await admin.client.post(`${base}/step/${step.id}/preview-evaluation`, {
      sampleAnswer: goodAnswer,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      passed: expect.any(Boolean),
      score: expect.any(Number),
      passScore: 70,
      feedback: { summary: expect.any(String), whatWorked: expect.any(Array), improve: expect.any(Array) },
      nextHint: expect.any(String),
    });
    expect(response.body.criteria.map((criterion: { criterionId: string }) => criterion.criterionId)).toEqual([
      "goal",
      "dates",
    ]);
    const poor = await admin.client.post(`${base}/step/${step.id}/preview-evaluation`, { sampleAnswer: "idk" });
    expect(poor.body.passed).toBe(false);
    expect(await storedStep(step.id)).toEqual(stored);
    expect(await counts()).toEqual(countsBefore);
  });

  it("refuses a blank sample answer, and answers 404 for an unknown step", async () => {
    const step = await addStep();
    const blank = await admin.client.post(`${base}/step/${step.id}/preview-evaluation`, { sampleAnswer: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toContainEqual({ path: "sampleAnswer", message: "Please enter a sample answer" });
    expect((await admin.client.post(`${base}/step/999999/preview-evaluation`, { sampleAnswer: "x" })).status).toBe(404);
  });

  it("allows 30 previews per 10 minutes per admin, then answers 429", async () => {
    const busy = await newAdmin();
    const step = await addStep();
    for (let count = 0; count < 30; count++) await consume(previewRule, busy.user.id, systemClock);
    const refused = await busy.client.post(`${base}/step/${step.id}/preview-evaluation`, { sampleAnswer: goodAnswer });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many evaluation previews/);
    expect(
      (await admin.client.post(`${base}/step/${step.id}/preview-evaluation`, { sampleAnswer: goodAnswer })).status,
    ).toBe(200);
  });
});
