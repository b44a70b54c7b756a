import { describe, expect, it } from "vitest";
import { fakeVertexProvider, useFakeVertex, vertexAnswer, type VertexHandler } from "../../../test/ai-fixtures";
import { newAdmin, newUser, type TestUser } from "../../../test/api-client";
import { eventually } from "../../../test/eventually";
import { goodAnswer, pass, poorAnswer, submit } from "../../../test/incubator-answers";
import type { IncubatorPlan } from "../../contract/incubator/plan";
import type { CoachedAttempt, LearnerIncubator, ReviewQueuePage } from "../../contract/incubator/coach";
import { systemClock } from "../../lib/clock";
import { db } from "../../lib/firebase";
import { evaluate } from "../incubator/evaluation";

// Coach review against the emulators: a coach's pass, revision request and note, the learner's
// "Ask my coach to review", the review queue, and what admins read of a learner's Incubator.

const fake = useFakeVertex();
const REASON = "Names the client and the result plainly; the evaluator missed it.";

const coachPath = (learner: TestUser, attemptId: string, action: "note" | "verdict") =>
  `/admin/users/${learner.user.id}/incubator/attempts/${attemptId}/${action}`;

/** XP on the learner's state equals the sum of their awards: nothing given twice, nothing lost. */
async function expectXpMatchesAwards(learner: TestUser) {
  const awards = await db.collection(`users/${learner.user.id}/incubatorAwards`).get();
  const sum = awards.docs.reduce((total, doc) => total + doc.get("xp"), 0);
  const { body } = await learner.client.get("/incubator/me/progress");
  expect(body.overview.xp).toBe(sum);
  return awards.docs.map((doc) => doc.id).sort();
}

/** The open queue, every page (other tests add items too). */
async function openQueue(coach: TestUser) {
  const items: ReviewQueuePage["items"] = [];
  let cursor: string | null = null;
  let total = 0;
  do {
    const page: { body: ReviewQueuePage } = await coach.client.get(
      `/admin/incubator/reviews${cursor ? `?cursor=${cursor}` : ""}`,
    );
    items.push(...page.body.items);
    total = page.body.total;
    cursor = page.body.nextCursor;
  } while (cursor);
  return { items, total };
}

/** A Vertex AI judging every criterion "partly met", quoting the answer's first words. */
const partlyJudge: VertexHandler = (req, res, body: any) => {
  const prompt: string = body?.contents?.at(-1)?.parts?.[0]?.text ?? "";
  const answer = /<answer>\n([\s\S]*)\n<\/answer>/.exec(prompt)?.[1] ?? "";
  const quote = answer.split(/\s+/).slice(0, 5).join(" ");
  const judgements = [...prompt.matchAll(/^- id: ([^;\s]+)/gm)].map(([, criterionId]) => ({
    criterionId,
    verdict: "partly",
    quote,
    comment: "Partly there.",
  }));
  const output = {
    judgements,
    summary: "Nearly.",
    whatWorked: [],
    improve: ["More."],
    rewriteSuggestion: "",
    nextHint: "",
  };
  return vertexAnswer(JSON.stringify(output))(req, res, body);
};

describe("coach review", { timeout: 180_000 }, () => {
  it("a coach's pass completes the step, opens the next, awards once beside the learner's own evaluation, and fills the plan", async () => {
    const [learner, coach] = await Promise.all([newAdmin(), newAdmin()]);
    const failed = await submit(learner, "1", poorAnswer("1"));
    expect(failed.passed).toBe(false);
    await learner.client.post("/incubator/step/1/answer", { input: goodAnswer("1") });

    // The coach passes the failed attempt while the learner's passing answer is evaluated.
    const [verdict, own] = await Promise.all([
      coach.client.post<CoachedAttempt>(coachPath(learner, failed.attemptId, "verdict"), {
        action: "pass",
        reason: REASON,
      }),
      learner.client.post("/incubator/step/1/evaluate", {}),
    ]);
    expect(verdict.status, JSON.stringify(verdict.body)).toBe(200);
    expect(own.status).toBe(200);
    expect(verdict.body).toMatchObject({
      id: failed.attemptId,
      passed: false,
      score: failed.score,
      coaching: { verdict: { action: "pass", reason: REASON, by: coach.user.username }, canAskForReview: false },
    });
    const awards = await expectXpMatchesAwards(learner);
    expect(awards).toContain("step_pass_1");

    const step = (await learner.client.get("/incubator/step/1")).body;
    expect(step.userProgress.status).toBe("complete");
    // The AI's verdict stays as it was, the coach's beside it.
    const attempt = step.attempts.find((entry: any) => entry.id === failed.attemptId);
    expect(attempt).toMatchObject({ passed: false, score: failed.score, coaching: { verdict: { action: "pass" } } });
    expect((await learner.client.get("/incubator/step/2")).body.userProgress.status).toBe("in_progress");
    const plan: IncubatorPlan = (await learner.client.get("/incubator/me/plan")).body;
    expect(plan.phases[0]!.sections[0]!.answer).not.toBeNull();

    // Once per attempt; the audit entry names the reason, before and after.
    const again = await coach.client.post(coachPath(learner, failed.attemptId, "verdict"), {
      action: "pass",
      reason: REASON,
    });
    expect(again.status).toBe(409);
    const audit = await coach.client.get(`/admin/audit-log?targetUserId=${learner.user.id}`);
    expect(audit.body.items).toContainEqual(
      expect.objectContaining({
        action: "incubator_attempt.pass",
        reason: REASON,
        target: { type: "incubator_attempt", id: failed.attemptId },
        actor: { id: coach.user.id, username: coach.user.username },
      }),
    );
    await expectXpMatchesAwards(learner);
  });

  it("a revision request takes nothing back; the next passing answer replaces the part and clears it", async () => {
    const [learner, coach] = await Promise.all([newAdmin(), newAdmin()]);
    const passed = await pass(learner, "1");
    const awardsBefore = await expectXpMatchesAwards(learner);

    const failedPass = await coach.client.post(coachPath(learner, passed.attemptId, "verdict"), {
      action: "pass",
      reason: REASON,
    });
    expect(failedPass.status).toBe(409);
    const revise = await coach.client.post<CoachedAttempt>(coachPath(learner, passed.attemptId, "verdict"), {
      action: "revise",
      reason: "Say which client this is for.",
    });
    expect(revise.status).toBe(200);
    expect(revise.body.coaching.verdict).toMatchObject({ action: "revise", reason: "Say which client this is for." });

    let plan: IncubatorPlan = (await learner.client.get("/incubator/me/plan")).body;
    expect(plan.phases[0]!.sections[0]).toMatchObject({
      status: "complete",
      revisionRequest: { reason: "Say which client this is for." },
    });
    expect((await learner.client.get("/incubator/step/1")).body.userProgress.status).toBe("complete");
    expect((await learner.client.get("/incubator/step/2")).body.userProgress.status).toBe("in_progress");
    expect(await expectXpMatchesAwards(learner)).toEqual(awardsBefore);

    // Step 1 takes a list: the revision adds an item.
    const revised = [...(goodAnswer("1") as string[]), "I start with independent cafes in Leeds."];
    const next = await submit(learner, "1", revised);
    expect(next.passed).toBe(true);
    expect(next.xpAwarded).toBe(0);
    plan = (await learner.client.get("/incubator/me/plan")).body;
    expect(plan.phases[0]!.sections[0]).toMatchObject({ revisionRequest: null, answer: { items: revised } });
    expect(await expectXpMatchesAwards(learner)).toEqual(awardsBefore);

    const failed = await submit(learner, "2", poorAnswer("2"));
    const reviseFailed = await coach.client.post(coachPath(learner, failed.attemptId, "verdict"), {
      action: "revise",
      reason: REASON,
    });
    expect(reviseFailed.status).toBe(409);
  });

  it("a note reaches the learner on the step, and their inbox once; bad notes are refused", async () => {
    const [learner, coach, outsider] = await Promise.all([newAdmin(), newAdmin(), newUser()]);
    const failed = await submit(learner, "1", poorAnswer("1"));
    const path = coachPath(learner, failed.attemptId, "note");

    for (const text of ["", "   ", "x".repeat(2001)])
      expect((await coach.client.post(path, { text })).status).toBe(400);
    expect((await coach.client.post(coachPath(learner, "no-such-attempt", "note"), { text: "Hi" })).status).toBe(404);
    expect((await outsider.client.post(path, { text: "Hi" })).status).toBe(403);

    expect((await coach.client.post(path, { text: "Start from one client you helped." })).status).toBe(200);
    const edited = await coach.client.post<CoachedAttempt>(path, {
      text: "Start from one cafe you helped last month.",
    });
    expect(edited.body.coaching.note).toMatchObject({ text: "Start from one cafe you helped last month." });

    const step = (await learner.client.get("/incubator/step/1")).body;
    expect(step.attempts[0].coaching.note.text).toBe("Start from one cafe you helped last month.");
    const notes = await eventually(async () => {
      const inbox = (await learner.client.get(`/users/${learner.user.id}/messages`)).body;
      const found = inbox.filter((message: any) => message.id === `coach-note-${failed.attemptId}`);
      return found.length ? found : null;
    });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: "Note from your coach" });
    // It also goes by email (features/email) to a learner who wants coaching emails.
    const stored = (await db.doc(`users/${learner.user.id}/messages/coach-note-${failed.attemptId}`).get()).data();
    expect(stored?.emailAs).toEqual({ category: "coaching", kind: "coach_note" });
  });

  it("Ask my coach to review: own failed attempts, once each, queued oldest first, resolved by a note, rate-limited", async () => {
    const [learner, other, coach] = await Promise.all([newAdmin(), newAdmin(), newAdmin()]);
    const first = await submit(learner, "1", poorAnswer("1"));
    const ask = (user: TestUser, attemptId: string) => user.client.post(`/incubator/attempts/${attemptId}/review`, {});

    expect((await ask(other, first.attemptId)).status).toBe(404);
    const asked = await ask(learner, first.attemptId);
    expect(asked.status).toBe(200);
    expect(asked.body.coaching).toMatchObject({ review: { kind: "dispute", open: true }, canAskForReview: false });
    expect((await ask(learner, first.attemptId)).status).toBe(409);

    let queue = await openQueue(coach);
    const item = queue.items.find((entry) => entry.attemptId === first.attemptId);
    expect(item).toMatchObject({ kind: "dispute", learner: { id: learner.user.id }, stepId: "1", score: first.score });
    const openedAt = queue.items.map((entry) => entry.openedAt);
    expect(openedAt).toEqual([...openedAt].sort());

    // A note resolves it: out of the queue, kept on the learner's record.
    await coach.client.post(coachPath(learner, first.attemptId, "note"), {
      text: "Look at the first criterion again.",
    });
    queue = await openQueue(coach);
    expect(queue.items.some((entry) => entry.attemptId === first.attemptId)).toBe(false);
    const step = (await learner.client.get("/incubator/step/1")).body;
    expect(step.attempts[0].coaching).toMatchObject({
      review: { kind: "dispute", open: false },
      canAskForReview: false,
    });

    // Five asks a day: the sixth is refused; a refused request (already asked) counted nothing.
    const more = [];
    for (let index = 0; index < 5; index++) more.push(await submit(learner, "1", poorAnswer("1")));
    for (const attempt of more.slice(0, 4)) expect((await ask(learner, attempt.attemptId)).status).toBe(200);
    const limited = await ask(learner, more[4]!.attemptId);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("You have asked your coach for several reviews today. Try again tomorrow.");
    expect(limited.body.message).toMatch(/several reviews today/);

    // A passed attempt has nothing to review.
    const passed = await pass(learner, "1");
    expect((await ask(learner, passed.attemptId)).status).toBe(409);
  });

  it("queues a borderline verdict (a required criterion only partly met) when it is evaluated", async () => {
    const learner = await newAdmin();
    await learner.client.post("/incubator/step/1/answer", { input: goodAnswer("1") });
    fake.handlers.push(partlyJudge);
    const result = await evaluate(
      { clock: systemClock, ai: () => fakeVertexProvider(fake.baseUrl), limit: async () => {} },
      learner.user.id,
      "1",
    );
    const review = (await db.doc(`incubatorReviews/${learner.user.id}_${result.attemptId}`).get()).data();
    expect(review).toMatchObject({ kind: "borderline", open: true, stepId: "1", score: result.score });
    const attempt = (await db.doc(`users/${learner.user.id}/incubatorAttempts/${result.attemptId}`).get()).data();
    expect(attempt).toMatchObject({ review: { kind: "borderline", resolvedAt: null } });
  });

  it("shows admins a learner's roadmap, attempts newest first a page at a time, and plan; reading writes nothing", async () => {
    const [learner, coach, outsider] = await Promise.all([newAdmin(), newAdmin(), newUser()]);
    await pass(learner, "1");
    for (let index = 0; index < 10; index++) await submit(learner, "2", poorAnswer("2"));

    const before = (await db.doc(`users/${learner.user.id}/incubator/state`).get()).updateTime;
    const read = await coach.client.get<LearnerIncubator>(`/admin/users/${learner.user.id}/incubator`);
    expect(read.status).toBe(200);
    expect(read.body.learner).toMatchObject({ id: learner.user.id, username: learner.user.username });
    const steps = read.body.phases[0]!.steps;
    expect(steps[0]).toMatchObject({ id: "1", status: "complete", attemptCount: 1 });
    expect(steps[1]).toMatchObject({ id: "2", status: "in_progress", attemptCount: 10 });
    expect(read.body.plan.written).toBe(1);
    expect((await db.doc(`users/${learner.user.id}/incubator/state`).get()).updateTime).toEqual(before);

    const first = await coach.client.get(`/admin/users/${learner.user.id}/incubator/steps/2/attempts`);
    expect(first.body.items).toHaveLength(10);
    expect(first.body.nextCursor).toBeNull();
    const created = first.body.items.map((attempt: CoachedAttempt) => attempt.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    await submit(learner, "2", poorAnswer("2"));
    const paged = await coach.client.get(`/admin/users/${learner.user.id}/incubator/steps/2/attempts`);
    expect(paged.body.nextCursor).not.toBeNull();
    const second = await coach.client.get(
      `/admin/users/${learner.user.id}/incubator/steps/2/attempts?cursor=${paged.body.nextCursor}`,
    );
    expect(second.body.items).toHaveLength(1);
    expect(second.body.items[0].createdAt).toBe(created.at(-1));

    expect((await coach.client.get(`/admin/users/no-such-user/incubator`)).status).toBe(404);
    expect((await outsider.client.get(`/admin/users/${learner.user.id}/incubator`)).status).toBe(403);
  });
});
