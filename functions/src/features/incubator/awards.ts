import type { TimestampLike } from "../../contract/common";
import { HIGH_SCORE, XP, type PhaseKey } from "../../contract/incubator/common";
import { type EvaluationResult } from "../../contract/incubator/learner";
import { awardId, type AwardDoc, type AwardKind } from "../../contract/incubator/storage";
import type { Clock } from "../../lib/clock";
import { awardOnce } from "./repository";
import { firstOpened } from "./roadmap";
import { findStep, loadView, roadmapOf, type FoundStep, type LearnerView } from "./view";

// What a pass earns, an evaluation's or a coach's: XP for the step's first pass and a high score,
// the phase's badge when it completes the phase, and the step it opens.

type Earned = Pick<EvaluationResult, "xpAwarded" | "badgeAwarded" | "nextStepUnlocked">;
export const NOTHING_EARNED: Earned = { xpAwarded: 0, badgeAwarded: null, nextStepUnlocked: null };

/** The view once `stepId` has passed: the roadmap with it complete (nothing is read or written). */
export function viewWithPass(view: LearnerView, stepId: string): LearnerView {
  const marks = { ...view.marks, completed: new Set([...view.marks.completed, stepId]) };
  return { ...view, marks, roadmap: roadmapOf(view.content, marks) };
}

/**
 * Gives what a pass of `found` earns, decided from the view read before it (read once, decide,
 * write). Each award has a fixed id (`awardOnce`), so a coach's pass, the learner's evaluation and
 * repeats award it once. Two last steps of a phase passing at the same moment each see the other
 * open: the badge is then given by the next read (`viewWithAwards`).
 */
export async function awardPass(
  uid: string,
  view: LearnerView,
  found: FoundStep,
  pass: { score: number; at: TimestampLike },
  attemptId: string,
): Promise<Earned> {
  const earned: Earned = { ...NOTHING_EARNED };
  const { id: stepId, step } = found;
  const stepAward = (kind: AwardKind, xp: number): AwardDoc => ({
    kind,
    phaseKey: step.phaseKey,
    stepId,
    xp,
    title: step.title,
    attemptId,
    createdAt: pass.at,
  });
  if (await awardOnce(uid, "step_pass", stepId, stepAward("step_pass", XP.pass))) earned.xpAwarded += XP.pass;
  if (
    pass.score >= HIGH_SCORE &&
    (await awardOnce(uid, "high_score", stepId, stepAward("high_score", XP.highScoreBonus)))
  )
    earned.xpAwarded += XP.highScoreBonus;

  const after = viewWithPass(view, stepId).roadmap;
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
      createdAt: pass.at,
    };
    if (await awardOnce(uid, "phase_badge", step.phaseKey, badge)) earned.badgeAwarded = { key: step.phaseKey, title };
  }
  const opened = firstOpened(view.roadmap, after);
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
    await awardPass(uid, view, found, { score: passed.score, at: passed.passedAt }, passed.attemptId);
    repaired = true;
  }
  return repaired ? loadView(uid, clock) : view;
}
