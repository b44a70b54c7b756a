import { describe, expect, it } from "vitest";
import { newAdmin } from "../../../test/api-client";
import { goodAnswer, pass, poorAnswer, submit } from "../../../test/incubator-answers";
import { incubatorPlanSchema, type IncubatorPlan } from "../../contract/incubator/plan";
import { backfillPassedAnswers } from "../../domain/incubator/writer";
import { db } from "../../lib/firebase";

// GET /api/incubator/me/plan against the emulators, as fresh admins walking the seeded DISCOVER steps.

const asText = (input: string | string[]) => (Array.isArray(input) ? input.map((item) => item.trim()) : input.trim());

async function readPlan(client: Awaited<ReturnType<typeof newAdmin>>["client"]): Promise<IncubatorPlan> {
  const response = await client.get("/incubator/me/plan");
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return incubatorPlanSchema.parse(response.body);
}

describe("the business plan", { timeout: 120_000 }, () => {
  it("shows the latest passed answer of each step under its plan heading, and gaps for the rest", async () => {
    const admin = await newAdmin();
    const empty = await readPlan(admin.client);
    expect(empty.written).toBe(0);
    expect(empty.updatedAt).toBeNull();
    expect(empty.phases.map((phase) => phase.key)).toEqual(["DISCOVER", "SHAPE", "SHOW", "SELL", "SERVE", "GROW"]);
    expect(empty.phases.every((phase) => phase.sections.every((section) => section.answer === null))).toBe(true);

    // Step 1 passed, step 2 attempted and failed, steps 3 and 4 untouched.
    const passed = await pass(admin, "1");
    const failed = await submit(admin, "2", poorAnswer("2"));
    expect(failed.passed).toBe(false);
    const plan = await readPlan(admin.client);
    const discover = plan.phases[0]!;
    expect(discover.sections.map((section) => [section.stepId, section.heading])).toEqual([
      ["1", "What I am good at"],
      ["2", "The problem I solve"],
      ["3", "What I asked real people"],
      ["4", "What I heard"],
    ]);
    const first = discover.sections[0]!;
    // A list step: its items, as the learner wrote them (trimmed), and the same lines as text.
    expect(first.answer?.items).toEqual(asText(goodAnswer("1")));
    expect(first.answer?.text).toBe(first.answer?.items?.join("\n"));
    expect(first.answer?.passedAt).toBe(passed.evaluatedAt);
    expect(discover.sections.slice(1).map((section) => section.answer)).toEqual([null, null, null]);
    // Each gap says whether its step is open yet: step 2 is the one to work on, 3 and 4 wait for it.
    expect(discover.sections.map((section) => section.status)).toEqual(["complete", "in_progress", "locked", "locked"]);
    expect(discover.updatedAt).toBe(passed.evaluatedAt);
    expect(plan.updatedAt).toBe(passed.evaluatedAt);
    expect(plan.written).toBe(1);
    expect(plan.total).toBe(plan.phases.reduce((sum, phase) => sum + phase.sections.length, 0));

    // A failing answer saved and evaluated after the pass does not replace the passed one.
    expect((await submit(admin, "1", poorAnswer("1"))).passed).toBe(false);
    expect((await readPlan(admin.client)).phases[0]!.sections[0]).toEqual(first);
  });

  it("shows a phase's badge once every step of it has passed", async () => {
    const admin = await newAdmin();
    for (const stepId of ["1", "2", "3", "4"]) await pass(admin, stepId);
    const discover = (await readPlan(admin.client)).phases[0]!;
    expect(discover.badge).toMatchObject({ key: "DISCOVER", title: "Discover" });
    expect(discover.sections.every((section) => section.answer !== null)).toBe(true);
  });

  it("backfills the passed answer of a step passed before the plan kept it, from its attempts", async () => {
    const admin = await newAdmin();
    const passed = await pass(admin, "1");
    const progress = db.doc(`users/${admin.user.id}/incubatorProgress/1`);
    const kept = (await progress.get()).get("passedAnswer");
    await progress.update({ passedAnswer: null });
    expect((await readPlan(admin.client)).phases[0]!.sections[0]!.answer).toBeNull();

    expect(await backfillPassedAnswers()).toBeGreaterThanOrEqual(1);
    expect((await progress.get()).get("passedAnswer")).toEqual(kept);
    expect((await readPlan(admin.client)).phases[0]!.sections[0]!.answer?.passedAt).toBe(passed.evaluatedAt);
    // Idempotent: a step that has its answer is not written again.
    const written = (await progress.get()).updateTime!;
    await backfillPassedAnswers();
    expect((await progress.get()).updateTime!.isEqual(written)).toBe(true);
  });
});
