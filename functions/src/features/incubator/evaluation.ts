import { Timestamp } from "firebase-admin/firestore";
import { evaluateAnswer } from "../../ai/evaluation";
import type { AiProvider } from "../../ai/provider";
import { INCUBATOR_LIMITS } from "../../contract/incubator/common";
import { type EvaluationResult } from "../../contract/incubator/learner";
import type { StoredEvaluation } from "../../contract/incubator/storage";
import type { RateRule } from "../../http/rate-limit";
import type { Clock } from "../../lib/clock";
import { conflict } from "../../lib/errors";
import { isBorderline } from "../../contract/incubator/coaching";
import { awardPass, NOTHING_EARNED, viewWithPass } from "./awards";
import { pickVideos, recommendationDocs, toRecommendation } from "./recommendations";
import { newAttemptId, saveEvaluation } from "./repository";
import { assertWorkable, findStep, loadView, pillarOf, progressOf, recordReached, toEvaluation } from "./view";

/** What the Incubator's calls need: the time, the AI and the caller's evaluation limit. */
export interface IncubatorDependencies {
  clock: Clock;
  ai: () => AiProvider;
  /** Counts one evaluation against the user's limit; throws 429 when it is used up. */
  limit: (uid: string) => Promise<void>;
}

/** The cost guard on evaluations: each one is a paid AI call. */
export const evaluationRule: RateRule = {
  scope: "incubator-evaluation",
  limit: INCUBATOR_LIMITS.evaluationsPerWindow,
  windowSeconds: INCUBATOR_LIMITS.evaluationWindowMinutes * 60,
  message: "You are asking for feedback too quickly.",
};

/**
 * Evaluates the learner's saved answer to a step: the AI's verdict, recommended videos, the attempt
 * kept, the step's progress, an activity, a borderline verdict queued for the coaches, and what a
 * pass earns. Reads the learner once, decides, then writes.
 */
export async function evaluate(deps: IncubatorDependencies, uid: string, stepId: string): Promise<EvaluationResult> {
  const { clock } = deps;
  const view = await loadView(uid, clock);
  const found = findStep(view, stepId);
  assertWorkable(view, found);
  const { step } = found;
  const progress = view.progress.get(stepId);
  if (!progress?.response) throw conflict("Save your answer before asking for feedback.");
  const { response } = progress;
  await deps.limit(uid);

  // The AI evaluator's one call.
  const [outcome, videos] = await Promise.all([
    evaluateAnswer(deps, { step, answer: response.rawInput.items ?? response.normalizedText }),
    pickVideos(uid, step),
  ]);
  const now = Timestamp.fromDate(clock.now());
  const evaluation: StoredEvaluation = { ...outcome, evaluatedAt: now };
  const attemptId = newAttemptId(uid);
  const recommendations = await saveEvaluation(
    uid,
    {
      attemptId,
      attempt: {
        stepId,
        phaseKey: step.phaseKey,
        normalizedText: response.normalizedText,
        rawInput: response.rawInput,
        evaluation,
        coachVerdict: null,
        coachNote: null,
        review: isBorderline(evaluation) ? { kind: "borderline", openedAt: now, resolvedAt: null } : null,
        disputedAt: null,
        createdAt: now,
      },
      recommendations: recommendationDocs(step, stepId, attemptId, videos, now),
      bestScore: Math.max(progress.bestScore, evaluation.score),
      // A pass completes the step for good; a later poorer answer never takes it back.
      completes: evaluation.passed && !progress.completed,
      passedAnswer: evaluation.passed
        ? {
            normalizedText: response.normalizedText,
            rawInput: response.rawInput,
            score: evaluation.score,
            attemptId,
            passedAt: now,
          }
        : null,
      activity: {
        type: "incubator",
        title: `Incubator: ${step.title}`,
        description: `Submitted for review: ${evaluation.score}/100${evaluation.passed ? ", passed" : ""}`,
        pillar: pillarOf(step),
      },
    },
    clock,
  );
  const earned = evaluation.passed
    ? await awardPass(uid, view, found, { score: evaluation.score, at: now }, attemptId)
    : NOTHING_EARNED;

  const after = evaluation.passed ? viewWithPass(view, stepId) : view;
  // The learner is told which step opened: it stays open whatever admins change next.
  if (earned.nextStepUnlocked) await recordReached(uid, after, now.toDate());
  return {
    ...toEvaluation(evaluation),
    attemptId,
    ...earned,
    progress: progressOf(after, { xp: earned.xpAwarded, badges: earned.badgeAwarded ? 1 : 0 }),
    recommendations: recommendations.map(({ id, doc }) => toRecommendation(id, doc)),
  };
}
