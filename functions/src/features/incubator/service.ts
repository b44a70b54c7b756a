import { Timestamp } from "firebase-admin/firestore";
import { toIso } from "../../contract/common";
import type { PhaseKey, RawInput } from "../../contract/incubator/common";
import type { AskForReviewResponse } from "../../contract/incubator/coach";
import type {
  Badge,
  IncubatorOverview,
  IncubatorPhase,
  IncubatorProgress,
  IncubatorStep,
  PhaseStepsResponse,
  SaveAnswerRequest,
  SaveAnswerResponse,
} from "../../contract/incubator/learner";
import type { IncubatorPlan } from "../../contract/incubator/plan";
import type { AttemptDoc, StepDoc } from "../../contract/incubator/storage";
import { answerItems } from "../../contract/incubator/rubric";
import { coachingOf, mayAskForReview, toAttempt, toEvaluation } from "../../domain/incubator/attempts";
import { planOf } from "../../domain/incubator/plan";
import {
  assertWorkable,
  badgeListOf,
  badgesOf,
  findStep,
  phaseDoc,
  pillarOf,
  progressOf,
  type LearnerView,
} from "../../domain/incubator/view";
import { changeAttempt, loadView, saveResponse } from "../../domain/incubator/writer";
import { readDeadlines, type Deadlines } from "../../domain/cohorts/deadlines";
import type { Clock } from "../../lib/clock";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { toRecommendation } from "./recommendations";
import { latestAttempts, readAttempt, recommendationsById } from "./repository";

// What the learner reads of the Incubator, their answers, and their requests for a coach's review.
// Evaluating an answer is evaluation.ts; the videos recommended, recommendations.ts.

// ---------- reads ----------

/** The learner's view and their cohort's deadlines (null outside a cohort), read side by side once. */
const viewAndDeadlines = (uid: string, clock: Clock) => Promise.all([loadView(uid, clock), readDeadlines(uid, clock)]);

function phasesOf(view: LearnerView, deadlines: Deadlines | null): IncubatorPhase[] {
  const badges = new Set(badgesOf(view.awards).map(({ data }) => data.phaseKey));
  return view.roadmap.phases.map((state) => {
    const doc = phaseDoc(view.content, state.key)!;
    const key = state.key as PhaseKey;
    return {
      id: key,
      key,
      order: doc.order,
      title: doc.title,
      goal: doc.goal,
      senseiTips: doc.senseiTips,
      stepCount: state.total,
      userProgress: {
        completed: state.completed,
        total: state.total,
        unlocked: state.unlocked,
        badgeEarned: badges.has(key),
      },
      due: deadlines?.dueOf(key) ?? null,
    };
  });
}

export async function listPhases(uid: string, clock: Clock): Promise<IncubatorPhase[]> {
  return phasesOf(...(await viewAndDeadlines(uid, clock)));
}

export async function readProgress(uid: string, clock: Clock): Promise<IncubatorProgress> {
  return progressOf(await loadView(uid, clock));
}

export async function listBadges(uid: string, clock: Clock): Promise<Badge[]> {
  return badgeListOf((await loadView(uid, clock)).awards);
}

export async function readPlan(uid: string, clock: Clock): Promise<IncubatorPlan> {
  return planOf(await loadView(uid, clock));
}

/** The three answers above from one read of the learner's roadmap. */
export async function readOverview(uid: string, clock: Clock): Promise<IncubatorOverview> {
  const [view, deadlines] = await viewAndDeadlines(uid, clock);
  return {
    phases: phasesOf(view, deadlines),
    progress: progressOf(view),
    badges: badgeListOf(view.awards),
    cohortWeek: deadlines?.label ?? null,
  };
}

export async function phaseSteps(uid: string, phaseKey: string, clock: Clock): Promise<PhaseStepsResponse> {
  const [view, deadlines] = await viewAndDeadlines(uid, clock);
  const doc = phaseDoc(view.content, phaseKey);
  const state = view.roadmap.phases.find((phase) => phase.key === phaseKey);
  // Inactive phases are hidden from learners, like unknown ones.
  if (!doc || !state) throw notFound("Phase not found");
  const steps = new Map(view.content.steps.map(({ id, data }) => [id, data]));
  return {
    phase: {
      key: phaseKey as PhaseKey,
      order: doc.order,
      title: doc.title,
      goal: doc.goal,
      unlocked: state.unlocked,
      due: deadlines?.dueOf(phaseKey as PhaseKey) ?? null,
    },
    steps: state.stepIds.map((id) => {
      const step = steps.get(id)!;
      return {
        id,
        order: step.order,
        title: step.title,
        status: view.roadmap.status.get(id)!,
        score: view.progress.get(id)?.bestScore ?? 0,
      };
    }),
  };
}

export async function readStep(uid: string, stepId: string, clock: Clock): Promise<IncubatorStep> {
  const [view, deadlines] = await viewAndDeadlines(uid, clock);
  const found = findStep(view, stepId);
  // Inactive content is hidden from learners ('Step not found'); answering it is a 409.
  if (!found.step.isActive || !found.phase?.isActive) throw notFound("Step not found");
  const { step } = found;
  const progress = view.progress.get(stepId);
  const [attempts, recommendations] = await Promise.all([
    latestAttempts(uid, stepId),
    recommendationsById(uid, progress?.recommendationIds ?? []),
  ]);
  const latest = attempts[0]?.data;
  const response = progress?.response ?? null;
  // The latest attempt evaluated the saved answer when it came after the answer was saved.
  const evaluatedResponse =
    response && latest && latest.createdAt.toMillis() >= response.savedAt.toMillis() ? latest.evaluation : null;
  return {
    id: stepId,
    phaseKey: step.phaseKey,
    order: step.order,
    title: step.title,
    prompt: step.prompt,
    inputType: step.inputType,
    successCriteria: { aim: step.successCriteria.aim, minChars: step.successCriteria.minChars },
    helperTips: step.helperTips,
    skillId: step.skillId,
    pillar: pillarOf(step),
    due: deadlines?.dueOf(step.phaseKey) ?? null,
    userProgress: { status: view.roadmap.status.get(stepId)!, score: progress?.bestScore ?? 0 },
    lastResponse: response && {
      normalizedText: response.normalizedText,
      rawInput: response.rawInput,
      savedAt: toIso(response.savedAt),
      aiPassed: evaluatedResponse?.passed ?? null,
      aiFeedback: evaluatedResponse && { feedback: evaluatedResponse.feedback, nextHint: evaluatedResponse.nextHint },
    },
    lastEvaluation: progress?.lastEvaluation ? toEvaluation(progress.lastEvaluation) : null,
    attempts: attempts.map(({ id, data }) => toAttempt(id, data)),
    recommendations: recommendations
      .sort((a, b) => a.data.position - b.data.position)
      .map(({ id, data }) => toRecommendation(id, data)),
  };
}

// ---------- answers ----------

/** The answer as stored: a text step's trimmed text, or a multi step's items (trimmed, empties dropped). */
function normalize(step: StepDoc, input: SaveAnswerRequest["input"]): { normalizedText: string; rawInput: RawInput } {
  if (step.inputType === "text") {
    if (typeof input !== "string")
      throw badRequest("Invalid request", [{ path: "input", message: "This step takes a text answer" }]);
    const text = input.trim();
    if (!text) throw badRequest("Invalid request", [{ path: "input", message: "Your answer is empty" }]);
    return { normalizedText: text, rawInput: { text } };
  }
  if (!Array.isArray(input))
    throw badRequest("Invalid request", [{ path: "input", message: "This step takes a list of items" }]);
  const items = answerItems(input);
  if (!items.length) throw badRequest("Invalid request", [{ path: "input", message: "Add at least one item" }]);
  return { normalizedText: items.join("\n"), rawInput: { items } };
}

export async function saveAnswer(
  deps: { clock: Clock },
  uid: string,
  stepId: string,
  input: SaveAnswerRequest["input"],
): Promise<SaveAnswerResponse> {
  const view = await loadView(uid, deps.clock);
  const found = findStep(view, stepId);
  assertWorkable(view, found);
  const answer = normalize(found.step, input);
  const savedAt = Timestamp.fromDate(deps.clock.now());
  await saveResponse(uid, stepId, { phaseKey: found.step.phaseKey, response: { ...answer, savedAt } });
  return { stepId, ...answer, savedAt: toIso(savedAt) };
}

// ---------- "Ask my coach to review" ----------

/** "Ask my coach to review": once per failed attempt (answers the gate stopped too), rate-limited. */
export async function askForReview(
  deps: { clock: Clock; limitReviewRequests: (uid: string) => Promise<void> },
  uid: string,
  attemptId: string,
): Promise<AskForReviewResponse> {
  const at = Timestamp.fromDate(deps.clock.now());
  // Refused requests count nothing against the limit: checked before it, and again in the write.
  const attempt = await readAttempt(uid, attemptId);
  if (!attempt) throw notFound("Attempt not found");
  refuseReviewRequest(attempt);
  await deps.limitReviewRequests(uid);
  const saved = await changeAttempt(uid, attemptId, at, ({ data }) => {
    refuseReviewRequest(data);
    return { attempt: { disputedAt: at }, opens: "dispute" };
  });
  return { attemptId, coaching: coachingOf(saved.data) };
}

function refuseReviewRequest(attempt: AttemptDoc) {
  if (attempt.evaluation.passed) throw conflict("This attempt passed: there is nothing to review.");
  if (attempt.coachVerdict) throw conflict("Your coach has already reviewed this attempt.");
  if (!mayAskForReview(attempt)) throw conflict("You already asked your coach to review this attempt.");
}
