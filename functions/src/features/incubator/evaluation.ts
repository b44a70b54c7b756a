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
import { toEvaluation } from "../../domain/incubator/attempts";
import { assertWorkable, findStep, pillarOf, progressOf } from "../../domain/incubator/view";
import { loadView, newAttemptId, recordEvaluation } from "../../domain/incubator/writer";
import { pickVideos, recommendationDocs, toRecommendation } from "./recommendations";
import { recentTutorReplies } from "./repository";

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
 * pass earns. Reads the learner once (the core's view), decides (the AI), then writes (the core's
 * writer).
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
  const [tutorReplies, videos] = await Promise.all([recentTutorReplies(uid), pickVideos(uid, step)]);
  const outcome = await evaluateAnswer(deps, {
    step,
    answer: response.rawInput.items ?? response.normalizedText,
    tutorReplies,
  });
  const now = Timestamp.fromDate(clock.now());
  const evaluation: StoredEvaluation = { ...outcome, evaluatedAt: now };
  const attemptId = newAttemptId(uid);
  const saved = await recordEvaluation(
    uid,
    view,
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
      activity: {
        type: "incubator",
        title: `Incubator: ${step.title}`,
        description: `Submitted for review: ${evaluation.score}/100${evaluation.passed ? ", passed" : ""}`,
        pillar: pillarOf(step),
      },
    },
    clock,
  );
  return {
    ...toEvaluation(evaluation),
    attemptId,
    ...saved.earned,
    progress: progressOf(saved.view),
    recommendations: saved.recommendations.map(({ id, data }) => toRecommendation(id, data)),
  };
}
