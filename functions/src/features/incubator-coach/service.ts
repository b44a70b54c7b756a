import { Timestamp } from "firebase-admin/firestore";
import { toIso } from "../../contract/common";
import type { PhaseKey } from "../../contract/incubator/common";
import type { CoachAction } from "../../contract/incubator/coaching";
import type {
  CoachedAttempt,
  CoachedAttemptPage,
  LearnerIncubator,
  ReviewQueuePage,
} from "../../contract/incubator/coach";
import type { AttemptDoc } from "../../contract/incubator/storage";
import { toAttempt } from "../../domain/incubator/attempts";
import { planOf } from "../../domain/incubator/plan";
import { badgeListOf, badgesOf, progressOf, readContent, readView } from "../../domain/incubator/view";
import { recordVerdict } from "../../domain/incubator/verdict";
import { changeAttempt } from "../../domain/incubator/writer";
import { auditActor } from "../../lib/audit-actor";
import type { Clock } from "../../lib/clock";
import type { StoredDoc } from "../../lib/collections";
import { notFound } from "../../lib/errors";
import { readUserName, readUserNames } from "../../lib/user-names";
import { readAttemptPage, readLearnerOpenReviews, readOpenReviews } from "./repository";

// Coach review (docs/decisions/058-ai-verdict-never-overwritten.md): what admins read of a learner's Incubator, their
// notes, passes and revision requests, and the review queue.

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

/** The open queue; with `coachId`, only the items of that coach's learners ("My learners"). */
export async function listReviewQueue(cursor?: string, coachId?: string): Promise<ReviewQueuePage> {
  const [page, content] = await Promise.all([readOpenReviews(cursor, coachId), readContent()]);
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

/** A coach's pass or revision request (domain/incubator/verdict.ts), for a learner who exists. */
export async function giveVerdict(
  deps: { clock: Clock },
  adminUid: string,
  uid: string,
  attemptId: string,
  verdict: { action: CoachAction; reason: string },
): Promise<CoachedAttempt> {
  await learnerName(uid);
  return toCoached(await recordVerdict(deps, adminUid, uid, attemptId, verdict));
}
