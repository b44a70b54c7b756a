import { HIGH_SCORE, XP, type EvaluationResult, type PhaseKey } from "../../contract/incubator";
import { awardId, type AwardDoc, type AwardKind, type StoredEvaluation } from "../../contract/incubator-storage";
import type { Clock } from "../../lib/clock";
import { awardOnce, completedSteps } from "./repository";
import { firstOpened } from "./roadmap";
import { findStep, loadView, roadmapOf, type FoundStep, type LearnerView } from "./view";

// What a passing evaluation earns: XP for the step's first pass and a high score, the phase's
// badge when it completes the phase, and the step it opens.

type Earned = Pick<EvaluationResult, "xpAwarded" | "badgeAwarded" | "nextStepUnlocked">;

export async function awardPass(
  uid: string,
  before: LearnerView,
  found: FoundStep,
  evaluation: Pick<StoredEvaluation, "passed" | "score" | "evaluatedAt">,
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

/**
 * The learner's view with every award their passed steps earned: an evaluation stores its result,
 * then its awards (awardPass), so a crash between the two leaves a passed step without its XP or
 * badge. Reads that show XP and badges give what is missing from the step's passing answer (each
 * award is created once, so a repeat or a race gives nothing twice) and read the view again.
 */
export async function viewWithAwards(uid: string, clock: Clock): Promise<LearnerView> {
  const view = await loadView(uid, clock);
  const given = new Set(view.awards.map(({ id }) => id));
  const complete = new Set(
    view.roadmap.phases.filter((phase) => phase.complete && phase.total > 0).map((phase) => phase.key),
  );
  let repaired = false;
  for (const [stepId, progress] of view.progress) {
    const passed = progress.completed ? progress.passedAnswer : null;
    const step = view.content.steps.find((entry) => entry.id === stepId);
    if (!passed || !step) continue;
    const missing =
      !given.has(awardId("step_pass", stepId)) ||
      (passed.score >= HIGH_SCORE && !given.has(awardId("high_score", stepId))) ||
      (complete.has(step.data.phaseKey) && !given.has(awardId("phase_badge", step.data.phaseKey)));
    if (!missing) continue;
    const found = findStep(view, stepId);
    await awardPass(
      uid,
      view,
      found,
      { passed: true, score: passed.score, evaluatedAt: passed.passedAt },
      passed.attemptId,
    );
    repaired = true;
  }
  return repaired ? loadView(uid, clock) : view;
}
