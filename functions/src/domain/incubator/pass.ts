import { FieldValue, Timestamp } from "firebase-admin/firestore";
import type { TimestampLike } from "../../contract/common";
import { HIGH_SCORE, XP, type PhaseKey } from "../../contract/incubator/common";
import type { EvaluationResult } from "../../contract/incubator/learner";
import {
  awardId,
  type AttemptDoc,
  type AwardDoc,
  type AwardKind,
  type StepProgressDoc,
} from "../../contract/incubator/storage";
import { incubatorAwards, incubatorStepProgress, type StoredDoc } from "../../lib/collections";
import { createdOnce, db } from "../../lib/firebase";
import { firstOpened, newlyReached } from "./roadmap";
import { findStep, learnerStateRef, viewWithPass, type FoundStep, type LearnerView } from "./view";

// What passing a step means, whoever passes it (an evaluation or a coach): the step complete for
// good, its answer on the plan, XP for its first pass and a high score, the phase's badge when it
// completes the phase, and the step it opens. Only writer.ts calls it.

/**
 * Stores the phases and steps the view shows newly open (nothing when none), and when each step
 * opened (Insights' "reached" and "stuck"): after a pass, the step it opened; on a learner's read,
 * what an admin's change opened. One batch; once stored, a step stays open whatever admins change.
 */
export async function recordReached(uid: string, view: LearnerView, at: Date) {
  const fresh = newlyReached(view.roadmap, view.marks);
  if (!fresh.phases.length && !fresh.steps.length) return;
  const now = Timestamp.fromDate(at);
  const batch = db.batch();
  batch.set(
    learnerStateRef(uid),
    {
      ...(fresh.phases.length ? { reachedPhases: FieldValue.arrayUnion(...fresh.phases) } : {}),
      ...(fresh.steps.length ? { reachedSteps: FieldValue.arrayUnion(...fresh.steps) } : {}),
      updatedAt: now,
    },
    { merge: true },
  );
  for (const stepId of fresh.steps) {
    const step = view.content.steps.find(({ id }) => id === stepId);
    if (step) {
      const opened: ProgressPatch = { phaseKey: step.data.phaseKey, openedAt: now, updatedAt: now };
      batch.set(incubatorStepProgress(uid).doc(stepId), opened, { merge: true });
    }
  }
  await batch.commit();
}

/** A merge into a step's progress: its fields, or a Firestore sentinel (an increment). */
export type ProgressPatch = { [K in keyof StepProgressDoc]?: StepProgressDoc[K] | FieldValue };

export type PassedProgress = typeof passedProgress;

export type Earned = Pick<EvaluationResult, "xpAwarded" | "badgeAwarded" | "nextStepUnlocked">;
export const NOTHING_EARNED: Earned = { xpAwarded: 0, badgeAwarded: null, nextStepUnlocked: null };

/** The attempt that passes, and when. */
export interface Pass {
  attemptId: string;
  attempt: Pick<AttemptDoc, "stepId" | "normalizedText" | "rawInput" | "createdAt"> & { evaluation: { score: number } };
  at: TimestampLike;
}

/**
 * The step's progress once `pass` is stored: complete for good, and the answer on the plan with a
 * coach's revision request cleared, unless the learner has passed a newer answer since (a coach
 * passing an older attempt).
 */
export function passedProgress(progress: StepProgressDoc | null, pass: Pass): ProgressPatch {
  const { attempt, at } = pass;
  const newer = progress?.passedAnswer && progress.passedAnswer.passedAt.toMillis() > attempt.createdAt.toMillis();
  return {
    ...(progress?.completed ? {} : { completed: true, completedAt: at }),
    ...(newer
      ? {}
      : {
          passedAnswer: {
            normalizedText: attempt.normalizedText,
            rawInput: attempt.rawInput,
            score: attempt.evaluation.score,
            attemptId: pass.attemptId,
            passedAt: at,
          },
          revisionRequest: null,
        }),
  };
}

/**
 * Gives an award once: its fixed-id document is created if absent and the XP increments in the
 * same batch, so any number of concurrent passes award it exactly once (no transaction: the
 * emulator times out heavily contended ones). Answers the award when this call gave it.
 */
async function awardOnce(uid: string, kind: AwardKind, subject: string, doc: AwardDoc) {
  const ref = incubatorAwards(uid).doc(awardId(kind, subject));
  const batch = db.batch();
  batch.create(ref, doc);
  if (doc.xp)
    batch.set(learnerStateRef(uid), { xp: FieldValue.increment(doc.xp), updatedAt: doc.createdAt }, { merge: true });
  return (await createdOnce(() => batch.commit())) ? { id: ref.id, ref, data: doc } : null;
}

/**
 * Gives what a pass of `found` earns, decided from the view read before it. Two last steps of a
 * phase passing at the same moment each see the other open: the badge then comes with the next
 * read (writer.ts `loadView` gives missing awards). Answers what it gave and the view after it.
 */
export async function awardPass(
  uid: string,
  view: LearnerView,
  found: FoundStep,
  pass: { attemptId: string; score: number; at: TimestampLike },
): Promise<{ earned: Earned; view: LearnerView }> {
  const { id: stepId, step } = found;
  const award = (kind: AwardKind, xp: number, subject = stepId): Promise<StoredDoc<AwardDoc> | null> =>
    awardOnce(uid, kind, subject, {
      kind,
      phaseKey: step.phaseKey,
      stepId: kind === "phase_badge" ? null : stepId,
      xp,
      title: kind === "phase_badge" ? found.phase!.title : step.title,
      attemptId: pass.attemptId,
      createdAt: pass.at,
    });
  const after = viewWithPass(view, stepId);
  const phase = after.roadmap.phases.find((entry) => entry.key === step.phaseKey);
  const given = [
    await award("step_pass", XP.pass),
    pass.score >= HIGH_SCORE ? await award("high_score", XP.highScoreBonus) : null,
    phase?.complete && phase.total > 0 ? await award("phase_badge", 0, step.phaseKey) : null,
  ].filter((doc) => doc !== null);
  const xpAwarded = given.reduce((sum, { data }) => sum + data.xp, 0);
  const badge = given.find(({ data }) => data.kind === "phase_badge");
  const opened = firstOpened(view.roadmap, after.roadmap);
  return {
    earned: {
      xpAwarded,
      badgeAwarded: badge ? { key: step.phaseKey, title: badge.data.title } : null,
      nextStepUnlocked: opened && { stepId: opened.stepId, phaseKey: opened.phaseKey as PhaseKey },
    },
    view: { ...after, awards: [...after.awards, ...given], xp: after.xp + xpAwarded },
  };
}

/**
 * Passes a step: `store` writes the pass (the attempt with its evaluation or a coach's verdict)
 * with the step's progress that `passed` builds from the progress it reads, and answers the pass
 * (null when it refused it); then the awards follow, and the step it opens is stored as reached.
 * Both an evaluation and a coach's pass go through here. A step deleted since the attempt has
 * nothing to award.
 */
export async function passStep<T>(
  uid: string,
  view: LearnerView,
  store: (passed: PassedProgress) => Promise<{ stored: T; pass: Pass | null }>,
): Promise<{ stored: T; earned: Earned; view: LearnerView }> {
  const { stored, pass } = await store(passedProgress);
  if (!pass || !view.content.steps.some(({ id }) => id === pass.attempt.stepId))
    return { stored, earned: NOTHING_EARNED, view };
  const awarded = await awardPass(uid, view, findStep(view, pass.attempt.stepId), {
    attemptId: pass.attemptId,
    score: pass.attempt.evaluation.score,
    at: pass.at,
  });
  // The learner is told which step opened: it stays open whatever admins change next.
  if (awarded.earned.nextStepUnlocked) await recordReached(uid, awarded.view, pass.at.toDate());
  return { stored, ...awarded };
}
