import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { toIso } from "../../contract/common";
import type { PhaseKey } from "../../contract/incubator/common";
import { COACH_LIMITS, coachActionsFor, standsPassed, type CoachAction } from "../../contract/incubator/coaching";
import type {
  AskForReviewResponse,
  CoachedAttempt,
  CoachedAttemptPage,
  LearnerIncubator,
  ReviewQueuePage,
} from "../../contract/incubator/coach";
import type { AttemptDoc } from "../../contract/incubator/storage";
import type { RateRule } from "../../http/rate-limit";
import { auditActor } from "../../lib/audit-actor";
import type { Clock } from "../../lib/clock";
import type { StoredDoc } from "../../lib/collections";
import { conflict, notFound } from "../../lib/errors";
import { awardPass, viewWithPass } from "./awards";
import { coachingOf, mayAskForReview } from "./coaching";
import {
  changeAttempt,
  readAttempt,
  readAttemptPage,
  readLearnerOpenReviews,
  readOpenReviews,
} from "./coach-repository";
import { planOf } from "./plan";
import { readContent, readUserName, readUserNames } from "./repository";
import { toAttempt } from "./service";
import { badgeListOf, badgesOf, findStep, progressOf, readView, recordReached } from "./view";

// Coach review (docs/decisions.md "Coach review"): what admins read of a learner's Incubator, their
// notes, passes and revision requests, the review queue, and the learner's "Ask my coach to review".

export interface CoachDependencies {
  clock: Clock;
  /** Counts one "Ask my coach to review" against the learner's limit; throws 429 when used up. */
  limitReviewRequests: (uid: string) => Promise<void>;
}

/** The guard on "Ask my coach to review": each one asks a person for their time. */
export const reviewRequestRule: RateRule = {
  scope: "incubator-review-request",
  limit: COACH_LIMITS.disputesPerWindow,
  windowSeconds: COACH_LIMITS.disputeWindowHours * 60 * 60,
  message: "You have asked your coach for several reviews today.",
};

const toCoached = ({ id, data }: StoredDoc<AttemptDoc>): CoachedAttempt => ({
  ...toAttempt(id, data),
  stepId: data.stepId,
});

async function learnerName(uid: string) {
  const user = await readUserName(uid);
  if (!user) throw notFound("User not found");
  return user;
}

// ---------- admins read ----------

/** A learner's roadmap, progress and plan as stored: reading it writes nothing. */
export async function readLearnerIncubator(uid: string): Promise<LearnerIncubator> {
  const [user, view, reviews] = await Promise.all([learnerName(uid), readView(uid), readLearnerOpenReviews(uid)]);
  const openReview = new Map(reviews.docs.map((doc) => [doc.data().stepId, doc.data().kind]));
  const badges = new Set<string>(badgesOf(view.awards).map(({ data }) => data.phaseKey));
  const steps = new Map(view.content.steps.map(({ id, data }) => [id, data]));
  return {
    learner: { id: uid, ...user },
    progress: progressOf(view),
    badges: badgeListOf(view.awards),
    phases: view.roadmap.phases.map((phase) => ({
      key: phase.key as PhaseKey,
      title: view.content.phases.find(({ id }) => id === phase.key)!.data.title,
      unlocked: phase.unlocked,
      badgeEarned: badges.has(phase.key),
      steps: phase.stepIds.map((id) => {
        const step = steps.get(id)!;
        const progress = view.progress.get(id);
        return {
          id,
          order: step.order,
          title: step.title,
          status: view.roadmap.status.get(id)!,
          bestScore: progress?.bestScore ?? 0,
          attemptCount: progress?.attemptCount ?? 0,
          openReview: openReview.get(id) ?? null,
          revisionRequested: Boolean(progress?.revisionRequest),
        };
      }),
    })),
    plan: planOf(view),
  };
}

export async function listStepAttempts(uid: string, stepId: string, cursor?: string): Promise<CoachedAttemptPage> {
  await learnerName(uid);
  const page = await readAttemptPage(uid, stepId, cursor);
  return { items: page.docs.map(toCoached), nextCursor: page.nextCursor };
}

export async function listReviewQueue(cursor?: string): Promise<ReviewQueuePage> {
  const [page, content] = await Promise.all([readOpenReviews(cursor), readContent()]);
  const titles = new Map(content.steps.map(({ id, data }) => [id, data.title]));
  const names = await readUserNames(page.docs.map(({ data }) => data.uid));
  return {
    items: page.docs.map(({ id, data }) => ({
      id,
      learner: { id: data.uid, name: names.get(data.uid)?.name ?? data.uid },
      attemptId: data.attemptId,
      stepId: data.stepId,
      stepTitle: titles.get(data.stepId) ?? `Step ${data.stepId}`,
      phaseKey: data.phaseKey,
      kind: data.kind,
      score: data.score,
      openedAt: toIso(data.openedAt),
    })),
    total: page.total,
    nextCursor: page.nextCursor,
  };
}

// ---------- coaches write ----------

/** A coach's note on any attempt: shown to the learner under "Note from your coach"; replaces an earlier note. */
export async function noteAttempt(
  deps: { clock: Clock },
  adminUid: string,
  uid: string,
  attemptId: string,
  text: string,
): Promise<CoachedAttempt> {
  const [actor] = await Promise.all([auditActor(adminUid), learnerName(uid)]);
  const at = Timestamp.fromDate(deps.clock.now());
  const saved = await changeAttempt(uid, attemptId, at, (attempt) => ({
    attempt: { coachNote: { text, by: actor, at } },
    audit: {
      actor,
      action: "incubator_attempt.note",
      target: { type: "incubator_attempt", id: attemptId },
      targetUserId: uid,
      before: { note: attempt.data.coachNote?.text ?? null },
      after: { note: text },
      at,
    },
  }));
  return toCoached(saved);
}

/**
 * A coach passes a failed attempt or asks to revise a passed one, with a reason. A pass completes
 * the step with everything an AI pass brings (awardPass, the same fixed award ids) and puts the
 * answer on the plan; the score stays the AI's. A revision request takes nothing back: the plan
 * shows it beside that part until the learner's next passing answer replaces the part.
 */
export async function giveVerdict(
  deps: { clock: Clock },
  adminUid: string,
  uid: string,
  attemptId: string,
  verdict: { action: CoachAction; reason: string },
): Promise<CoachedAttempt> {
  const { action, reason } = verdict;
  // Only a pass needs the learner's view (read before it, as an evaluation's awards are).
  const [actor, , view] = await Promise.all([
    auditActor(adminUid),
    learnerName(uid),
    action === "pass" ? readView(uid) : null,
  ]);
  const at = Timestamp.fromDate(deps.clock.now());
  const saved = await changeAttempt(uid, attemptId, at, (attempt, progress) => {
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
    const common = { phaseKey: data.phaseKey, coachVerdicts: FieldValue.increment(1), updatedAt: at };
    if (action === "revise")
      return {
        attempt: { coachVerdict },
        progress: { ...common, revisionRequest: { reason, attemptId, by: actor, at } },
        audit,
      };
    // The plan keeps a newer passing answer the learner gave since.
    const newer = progress?.passedAnswer && progress.passedAnswer.passedAt.toMillis() > data.createdAt.toMillis();
    return {
      attempt: { coachVerdict },
      progress: {
        ...common,
        ...(progress?.completed ? {} : { completed: true, completedAt: at }),
        ...(newer
          ? {}
          : {
              passedAnswer: {
                normalizedText: data.normalizedText,
                rawInput: data.rawInput,
                score: data.evaluation.score,
                attemptId,
                passedAt: at,
              },
              revisionRequest: null,
            }),
      },
      audit,
    };
  });
  // A step deleted since the attempt has nothing left to award.
  if (view && view.content.steps.some(({ id }) => id === saved.data.stepId)) {
    const found = findStep(view, saved.data.stepId);
    const earned = await awardPass(uid, view, found, { score: saved.data.evaluation.score, at }, attemptId);
    // The step it opened opens now, for Insights' waiting time too.
    if (earned.nextStepUnlocked) await recordReached(uid, viewWithPass(view, found.id), at.toDate());
  }
  return toCoached(saved);
}

// ---------- the learner asks ----------

/** "Ask my coach to review": once per failed attempt (answers the gate stopped too), rate-limited. */
export async function askForReview(
  deps: CoachDependencies,
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
