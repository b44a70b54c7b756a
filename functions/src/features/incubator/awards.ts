import { HIGH_SCORE, XP, type EvaluationResult, type PhaseKey } from "../../contract/incubator";
import type { AwardDoc, AwardKind, StoredEvaluation } from "../../contract/incubator-storage";
import { awardOnce, completedSteps } from "./repository";
import { firstOpened } from "./roadmap";
import { roadmapOf, type FoundStep, type LearnerView } from "./view";

// What a passing evaluation earns: XP for the step's first pass and a high score, the phase's
// badge when it completes the phase, and the step it opens.

type Earned = Pick<EvaluationResult, "xpAwarded" | "badgeAwarded" | "nextStepUnlocked">;

export async function awardPass(
  uid: string,
  before: LearnerView,
  found: FoundStep,
  evaluation: StoredEvaluation,
  attemptId: string,
): Promise<Earned> {
  const earned: Earned = { xpAwarded: 0, badgeAwarded: null, nextStepUnlocked: null };
  if (!evaluation.passed) return earned;
  const { id: stepId, step } = found;
  const now = evaluation.evaluatedAt;
  const stepAward = (kind: AwardKind, xp: number): AwardDoc => ({
    kind,
    phaseKey: step.phaseKey,
    stepId,
    xp,
    title: step.title,
    attemptId,
    createdAt: now,
  });
  if (await awardOnce(uid, "step_pass", stepId, stepAward("step_pass", XP.pass))) earned.xpAwarded += XP.pass;
  if (
    evaluation.score >= HIGH_SCORE &&
    (await awardOnce(uid, "high_score", stepId, stepAward("high_score", XP.highScoreBonus)))
  )
    earned.xpAwarded += XP.highScoreBonus;

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
      attemptId,
      createdAt: now,
    };
    if (await awardOnce(uid, "phase_badge", step.phaseKey, badge)) earned.badgeAwarded = { key: step.phaseKey, title };
  }
  const opened = firstOpened(before.roadmap, after);
  earned.nextStepUnlocked = opened && { stepId: opened.stepId, phaseKey: opened.phaseKey as PhaseKey };
  return earned;
}
