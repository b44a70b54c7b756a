import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { coachActionsFor, standsPassed, type CoachAction } from "../../contract/incubator/coaching";
import type { AttemptDoc } from "../../contract/incubator/storage";
import { auditActor } from "../../lib/audit-actor";
import type { Clock } from "../../lib/clock";
import type { StoredDoc } from "../../lib/collections";
import { conflict } from "../../lib/errors";
import { readView } from "./view";
import { changeAttempt } from "./writer";

// A coach's verdict on an attempt, whoever asks for it: coach review (features/incubator-coach)
// and a coaching session's revision request (features/coach-sessions) give it alike.

/**
 * A coach passes a failed attempt or asks to revise a passed one, with a reason. A pass completes
 * the step with everything an AI pass brings (awardPass, the same fixed award ids) and puts the
 * answer on the plan; the score stays the AI's. A revision request takes nothing back: the plan
 * shows it beside that part until the learner's next passing answer replaces the part.
 */
export async function recordVerdict(
  deps: { clock: Clock },
  adminUid: string,
  uid: string,
  attemptId: string,
  verdict: { action: CoachAction; reason: string },
): Promise<StoredDoc<AttemptDoc>> {
  const { action, reason } = verdict;
  // Only a pass needs the learner's view (read before it, as an evaluation's awards are).
  const [actor, view] = await Promise.all([auditActor(adminUid), action === "pass" ? readView(uid) : null]);
  const at = Timestamp.fromDate(deps.clock.now());
  return changeAttempt(
    uid,
    attemptId,
    at,
    (attempt, progress) => {
      const { data } = attempt;
      const passed = data.evaluation.passed;
      if (!coachActionsFor(passed, data.coachVerdict).includes(action))
        throw conflict(
          action === "pass"
            ? standsPassed(passed, data.coachVerdict)
              ? "This attempt passed already: ask for a revision instead."
              : "A coach has already reviewed this attempt."
            : "Only a passed attempt can be sent back for revision.",
        );
      const coachVerdict = { action, reason, by: actor, at };
      const audit = {
        actor,
        action: action === "pass" ? ("incubator_attempt.pass" as const) : ("incubator_attempt.revise" as const),
        target: { type: "incubator_attempt" as const, id: attemptId },
        targetUserId: uid,
        reason,
        before: { stepId: data.stepId, aiPassed: passed, stepComplete: progress?.completed ?? false },
        after: {
          stepId: data.stepId,
          coachVerdict: action,
          stepComplete: action === "pass" || (progress?.completed ?? false),
        },
        at,
      };
      const progressChange = { phaseKey: data.phaseKey, coachVerdicts: FieldValue.increment(1), updatedAt: at };
      return action === "revise"
        ? {
            attempt: { coachVerdict },
            progress: { ...progressChange, revisionRequest: { reason, attemptId, by: actor, at } },
            audit,
          }
        : // The pass itself (complete, the plan's answer, awards, the step it opens) is passStep's.
          { attempt: { coachVerdict }, progress: progressChange, passes: true, audit };
    },
    view,
  );
}
