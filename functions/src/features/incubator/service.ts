import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { evaluateAnswer } from "../../ai/evaluation";
import type { AiProvider } from "../../ai/provider";
import {
  awardId,
  HIGH_SCORE,
  INCUBATOR_LIMITS,
  XP,
  type Attempt,
  type AttemptDoc,
  type AwardDoc,
  type AwardKind,
  type Badge,
  type EvaluationResult,
  type IncubatorOverview,
  type IncubatorPhase,
  type IncubatorProgress,
  type IncubatorStep,
  type PhaseDoc,
  type PhaseKey,
  type PhaseStepsResponse,
  type RawInput,
  type Recommendation,
  type RecommendationDoc,
  type SaveAnswerRequest,
  type SaveAnswerResponse,
  type StepDoc,
  type StepProgressDoc,
  type StoredEvaluation,
  type TrackResponse,
} from "../../contract/incubator";
import { answerItems } from "../../contract/incubator-rubric";
import { thumbnailUrlFor } from "../../contract/learning";
import { PILLAR_INFO, skillById, type Pillar } from "../../contract/pillars";
import type { RateRule } from "../../http/rate-limit";
import { recordActivity } from "../../lib/activities";
import { rankForLearner } from "../../lib/catalogue-ranking";
import type { Clock } from "../../lib/clock";
import type { StoredDoc } from "../../lib/collections";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { db } from "../../lib/firebase";
import {
  activeVideosOf,
  completedSteps,
  incubatorAttempts,
  incubatorAwards,
  incubatorRecommendations,
  incubatorStepProgress,
  latestAttempts,
  learnerLevel,
  readContent,
  readLearner,
  recommendationsById,
  stateRef,
  type Content,
} from "./repository";
import { buildRoadmap, firstOpened, newlyReached, type LearnerMarks, type Roadmap } from "./roadmap";
import { runTransaction } from "../../lib/transaction";

/** What the Incubator's calls need: the time, the AI and the caller's evaluation limit. */
export interface IncubatorDependencies {
  clock: Clock;
  ai: () => AiProvider;
  /** Counts one evaluation against the user's limit; throws 429 when it is used up. */
  limit: (uid: string) => Promise<void>;
}

/** The cost guard on evaluations (DECISIONS.md "Second half"). */
export const evaluationRule: RateRule = {
  scope: "incubator-evaluation",
  limit: INCUBATOR_LIMITS.evaluationsPerWindow,
  windowSeconds: INCUBATOR_LIMITS.evaluationWindowMinutes * 60,
  message: "You are asking for feedback too quickly.",
};

const iso = (timestamp: { toDate(): Date }) => timestamp.toDate().toISOString();
const pillarOf = (step: StepDoc): Pillar => skillById(step.skillId)!.pillar;

// ---------- the learner's view of the content ----------

interface LearnerView {
  content: Content;
  marks: LearnerMarks;
  roadmap: Roadmap;
  progress: Map<string, StepProgressDoc>;
  awards: StoredDoc<AwardDoc>[];
  xp: number;
}

function roadmapOf(content: Content, marks: LearnerMarks): Roadmap {
  return buildRoadmap(
    content.phases.map(({ id, data }) => ({ key: id, order: data.order, isActive: data.isActive })),
    content.steps.map(({ id, data }) => ({ id, phaseKey: data.phaseKey, order: data.order, isActive: data.isActive })),
    marks,
  );
}

/** Stores the phases and steps the learner has now reached, so no later admin change locks them again. */
async function remember(uid: string, roadmap: Roadmap, marks: LearnerMarks, clock: Clock) {
  const fresh = newlyReached(roadmap, marks);
  if (!fresh.phases.length && !fresh.steps.length) return;
  await stateRef(uid).set(
    {
      ...(fresh.phases.length ? { reachedPhases: FieldValue.arrayUnion(...fresh.phases) } : {}),
      ...(fresh.steps.length ? { reachedSteps: FieldValue.arrayUnion(...fresh.steps) } : {}),
      updatedAt: Timestamp.fromDate(clock.now()),
    },
    { merge: true },
  );
}

async function loadView(uid: string, clock: Clock): Promise<LearnerView> {
  const [content, learner] = await Promise.all([readContent(), readLearner(uid)]);
  const progress = new Map(learner.progress.map(({ id, data }) => [id, data]));
  const marks: LearnerMarks = {
    completed: new Set(learner.progress.filter(({ data }) => data.completed).map(({ id }) => id)),
    reachedPhases: new Set(learner.state?.reachedPhases ?? []),
    reachedSteps: new Set(learner.state?.reachedSteps ?? []),
  };
  const roadmap = roadmapOf(content, marks);
  await remember(uid, roadmap, marks, clock);
  return { content, marks, roadmap, progress, awards: learner.awards, xp: learner.state?.xp ?? 0 };
}

const phaseDoc = (content: Content, key: string) => content.phases.find((phase) => phase.id === key)?.data;
const badgesOf = (awards: StoredDoc<AwardDoc>[]) => awards.filter(({ data }) => data.kind === "phase_badge");

function progressOf(view: LearnerView): IncubatorProgress {
  const phases = view.roadmap.phases;
  const completedSteps = phases.reduce((sum, phase) => sum + phase.completed, 0);
  const totalSteps = phases.reduce((sum, phase) => sum + phase.total, 0);
  return {
    overview: {
      xp: view.xp,
      badges: badgesOf(view.awards).length,
      totalBadges: phases.length,
      completedSteps,
      totalSteps,
      percent: totalSteps ? Math.round((completedSteps / totalSteps) * 100) : 0,
    },
    phaseProgress: phases.map((phase) => ({
      phaseKey: phase.key as PhaseKey,
      completed: phase.completed,
      total: phase.total,
    })),
  };
}

// ---------- reads ----------

function phasesOf(view: LearnerView): IncubatorPhase[] {
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
    };
  });
}

const badgeListOf = (awards: StoredDoc<AwardDoc>[]): Badge[] =>
  badgesOf(awards).map(({ data }) => ({ key: data.phaseKey, title: data.title, awardedAt: iso(data.createdAt) }));

export async function listPhases(uid: string, clock: Clock): Promise<IncubatorPhase[]> {
  return phasesOf(await loadView(uid, clock));
}

export async function readProgress(uid: string, clock: Clock): Promise<IncubatorProgress> {
  return progressOf(await loadView(uid, clock));
}

export async function listBadges(uid: string): Promise<Badge[]> {
  return badgeListOf((await readLearner(uid)).awards);
}

/** The three answers above from one read of the learner's roadmap. */
export async function readOverview(uid: string, clock: Clock): Promise<IncubatorOverview> {
  const view = await loadView(uid, clock);
  return { phases: phasesOf(view), progress: progressOf(view), badges: badgeListOf(view.awards) };
}

export async function phaseSteps(uid: string, phaseKey: string, clock: Clock): Promise<PhaseStepsResponse> {
  const view = await loadView(uid, clock);
  const doc = phaseDoc(view.content, phaseKey);
  const state = view.roadmap.phases.find((phase) => phase.key === phaseKey);
  // Inactive phases are hidden from learners, like unknown ones.
  if (!doc || !state) throw notFound("Phase not found");
  const steps = new Map(view.content.steps.map(({ id, data }) => [id, data]));
  return {
    phase: { key: phaseKey as PhaseKey, order: doc.order, title: doc.title, goal: doc.goal, unlocked: state.unlocked },
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

interface FoundStep {
  id: string;
  step: StepDoc;
  phase: PhaseDoc | undefined;
}

function findStep(view: LearnerView, stepId: string): FoundStep {
  const found = view.content.steps.find((entry) => entry.id === stepId);
  if (!found) throw notFound("Step not found");
  return { id: stepId, step: found.data, phase: phaseDoc(view.content, found.data.phaseKey) };
}

/** Answers and evaluations only reach an active, unlocked step of an active phase (spec 001 section 4). */
function assertWorkable(view: LearnerView, found: FoundStep) {
  if (!found.step.isActive || !found.phase?.isActive) throw conflict("This step is not available right now.");
  if (view.roadmap.status.get(found.id) === "locked")
    throw conflict("This step is locked: complete the steps before it first.");
}

function toEvaluation(stored: StoredEvaluation) {
  return {
    passed: stored.passed,
    score: stored.score,
    passScore: stored.passScore,
    feedback: stored.feedback,
    nextHint: stored.nextHint,
    criteria: stored.criteria,
    evaluatedAt: iso(stored.evaluatedAt),
  };
}

function toAttempt(id: string, doc: AttemptDoc): Attempt {
  return {
    id,
    normalizedText: doc.normalizedText,
    rawInput: doc.rawInput,
    passed: doc.evaluation.passed,
    score: doc.evaluation.score,
    evaluation: toEvaluation(doc.evaluation),
    createdAt: iso(doc.createdAt),
  };
}

function toRecommendation(id: string, doc: RecommendationDoc): Recommendation {
  const { video } = doc;
  return {
    id,
    position: doc.position,
    recommendationReason: doc.recommendationReason,
    video: {
      id: video.curatedVideoId,
      youtubeVideoId: video.youtubeVideoId,
      title: video.title,
      channelTitle: video.channelTitle,
      difficulty: video.difficulty,
      description: video.description,
      thumbnailUrl: thumbnailUrlFor(video.youtubeVideoId),
    },
  };
}

export async function readStep(uid: string, stepId: string, clock: Clock): Promise<IncubatorStep> {
  const view = await loadView(uid, clock);
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
    userProgress: { status: view.roadmap.status.get(stepId)!, score: progress?.bestScore ?? 0 },
    lastResponse: response && {
      normalizedText: response.normalizedText,
      rawInput: response.rawInput,
      savedAt: iso(response.savedAt),
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
  await incubatorStepProgress(uid)
    .doc(stepId)
    .set({ phaseKey: found.step.phaseKey, response: { ...answer, savedAt }, updatedAt: savedAt }, { merge: true });
  return { stepId, ...answer, savedAt: iso(savedAt) };
}

// ---------- evaluations, awards and recommendations ----------

const FIRESTORE_ALREADY_EXISTS = 6;

/**
 * Gives an award once: its deterministic document is created if absent, and the XP increments in
 * the same batch, so any number of concurrent evaluations award it exactly once (no transaction:
 * the emulator times out heavily contended ones).
 */
async function award(uid: string, kind: AwardKind, subject: string, doc: AwardDoc): Promise<boolean> {
  const batch = db.batch();
  batch.create(incubatorAwards(uid).doc(awardId(kind, subject)), doc);
  if (doc.xp) batch.set(stateRef(uid), { xp: FieldValue.increment(doc.xp), updatedAt: doc.createdAt }, { merge: true });
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === FIRESTORE_ALREADY_EXISTS) return false;
    throw error;
  }
}

function reasonFor(step: StepDoc, video: { skillId: string; difficulty: string }): string {
  const skill = skillById(step.skillId)!;
  if (video.skillId === skill.id) return `Builds "${skill.label}", the skill this step works on (${video.difficulty}).`;
  const pillar = pillarOf(step);
  return `More on ${pillar} (${PILLAR_INFO[pillar].tagline.toLowerCase()}): "${skillById(video.skillId)!.label}".`;
}

/** Three active catalogue videos for the step's skill, then its pillar, ranked for the learner. */
async function pickVideos(uid: string, step: StepDoc) {
  const [videos, level] = await Promise.all([activeVideosOf(pillarOf(step)), learnerLevel(uid)]);
  const candidates = videos.map(({ id, data }) => ({ ...data, curatedVideoId: id }));
  return rankForLearner(candidates, { skillId: step.skillId, level }).slice(0, INCUBATOR_LIMITS.recommendations);
}

export async function evaluate(deps: IncubatorDependencies, uid: string, stepId: string): Promise<EvaluationResult> {
  const { clock } = deps;
  const before = await loadView(uid, clock);
  const found = findStep(before, stepId);
  assertWorkable(before, found);
  const { step } = found;
  const progress = before.progress.get(stepId);
  if (!progress?.response) throw conflict("Save your answer before asking for feedback.");
  const { response } = progress;
  await deps.limit(uid);

  const [outcome, videos] = await Promise.all([
    evaluateAnswer(deps, { step, answer: response.rawInput.items ?? response.normalizedText }),
    pickVideos(uid, step),
  ]);
  const now = Timestamp.fromDate(clock.now());
  const { modelVersion, ...result } = outcome;
  const evaluation: StoredEvaluation = { ...result, modelVersion, evaluatedAt: now };
  const attemptRef = incubatorAttempts(uid).doc();
  const recommendations = videos.map((video, index) => {
    const doc: RecommendationDoc = {
      stepId,
      attemptId: attemptRef.id,
      position: index + 1,
      recommendationReason: reasonFor(step, video),
      video: {
        curatedVideoId: video.curatedVideoId,
        youtubeVideoId: video.youtubeVideoId,
        title: video.title,
        channelTitle: video.channelTitle,
        difficulty: video.difficulty,
        description: video.description,
        pillar: video.pillar,
        skillId: video.skillId,
      },
      impressionAt: null,
      clicks: 0,
      createdAt: now,
    };
    return { ref: incubatorRecommendations(uid).doc(), doc };
  });

  const batch = db.batch();
  batch.create(attemptRef, {
    stepId,
    phaseKey: step.phaseKey,
    normalizedText: response.normalizedText,
    rawInput: response.rawInput,
    evaluation,
    createdAt: now,
  });
  for (const { ref, doc } of recommendations) batch.create(ref, doc);
  batch.set(
    incubatorStepProgress(uid).doc(stepId),
    {
      phaseKey: step.phaseKey,
      lastEvaluation: evaluation,
      recommendationIds: recommendations.map(({ ref }) => ref.id),
      bestScore: Math.max(progress.bestScore, evaluation.score),
      attemptCount: FieldValue.increment(1),
      updatedAt: now,
      // A pass completes the step for good; a later poorer answer never takes it back.
      ...(evaluation.passed && !progress.completed ? { completed: true, completedAt: now } : {}),
    },
    { merge: true },
  );
  await recordActivity(
    uid,
    {
      type: "incubator",
      title: `Incubator: ${step.title}`,
      description: `Submitted for review: ${evaluation.score}/100${evaluation.passed ? ", passed" : ""}`,
      pillar: pillarOf(step),
    },
    clock,
    { id: `incubator_${attemptRef.id}`, writer: batch },
  );
  await batch.commit();

  let xpAwarded = 0;
  let badgeAwarded: EvaluationResult["badgeAwarded"] = null;
  let nextStepUnlocked: EvaluationResult["nextStepUnlocked"] = null;
  if (evaluation.passed) {
    const stepAward = (kind: AwardKind, xp: number): AwardDoc => ({
      kind,
      phaseKey: step.phaseKey,
      stepId,
      xp,
      title: step.title,
      attemptId: attemptRef.id,
      createdAt: now,
    });
    if (await award(uid, "step_pass", stepId, stepAward("step_pass", XP.pass))) xpAwarded += XP.pass;
    if (
      evaluation.score >= HIGH_SCORE &&
      (await award(uid, "high_score", stepId, stepAward("high_score", XP.highScoreBonus)))
    )
      xpAwarded += XP.highScoreBonus;

    // Read again after this evaluation's own write, so two last steps passing at once still earn the badge.
    const after = roadmapOf(before.content, { ...before.marks, completed: await completedSteps(uid) });
    const phase = after.phases.find((entry) => entry.key === step.phaseKey);
    const title = found.phase!.title;
    if (phase?.complete && phase.total > 0) {
      const badge: AwardDoc = {
        kind: "phase_badge",
        phaseKey: step.phaseKey,
        stepId: null,
        xp: 0,
        title,
        attemptId: attemptRef.id,
        createdAt: now,
      };
      if (await award(uid, "phase_badge", step.phaseKey, badge)) badgeAwarded = { key: step.phaseKey, title };
    }
    const opened = firstOpened(before.roadmap, after);
    nextStepUnlocked = opened && { stepId: opened.stepId, phaseKey: opened.phaseKey as PhaseKey };
  }

  return {
    ...toEvaluation(evaluation),
    attemptId: attemptRef.id,
    xpAwarded,
    badgeAwarded,
    nextStepUnlocked,
    progress: progressOf(await loadView(uid, clock)),
    recommendations: recommendations.map(({ ref, doc }) => toRecommendation(ref.id, doc)),
  };
}

/** One impression per shown recommendation (a repeat counts nothing); every click counts. */
export async function track(
  deps: { clock: Clock },
  uid: string,
  id: string,
  eventType: "impression" | "click",
): Promise<TrackResponse> {
  const ref = incubatorRecommendations(uid).doc(id);
  if (eventType === "click") {
    if (!(await ref.get()).exists) throw notFound("Recommendation not found");
    await ref.update(incubatorRecommendations.changes({ clicks: FieldValue.increment(1) }));
    return { id, eventType, counted: true };
  }
  const counted = await runTransaction(async (tx) => {
    const doc = (await tx.get(ref)).data();
    if (!doc) throw notFound("Recommendation not found");
    if (doc.impressionAt) return false;
    tx.update(ref, incubatorRecommendations.changes({ impressionAt: Timestamp.fromDate(deps.clock.now()) }));
    return true;
  });
  return { id, eventType, counted };
}
