import { sessionSummary } from "../../domain/sessions/summary";
import { Timestamp } from "firebase-admin/firestore";
import { generationError, resolveProvider, type AiFailureTexts } from "../../ai/errors";
import type { AiProvider } from "../../ai/provider";
import { schedulePhases } from "../../contract/cohorts/common";
import { toIso } from "../../contract/common";
import type { PhaseKey } from "../../contract/incubator/common";
import type { ActionItem } from "../../contract/sessions/learner";
import type { BriefAttempt, BriefCohort, BriefPhase, BriefSummary, SessionBrief } from "../../contract/sessions/brief";
import type { CoachSession } from "../../contract/sessions/coach";
import { SESSION_LIMITS } from "../../contract/sessions/common";
import type { ActionItemDoc, CoachingSessionDoc, SessionNotesDoc } from "../../contract/sessions/storage";
import { isLate, phasesPastDue } from "../../domain/cohorts/calendar";
import { dueOf, weekLabel } from "../../domain/cohorts/deadlines";
import { readMembership, type Membership } from "../../domain/cohorts/membership";
import { recordVerdict } from "../../domain/incubator/verdict";
import { phaseDoc, readView, type LearnerView } from "../../domain/incubator/view";
import type { RateRule } from "../../http/rate-limit";
import type { Clock } from "../../lib/clock";
import type { StoredDoc } from "../../lib/collections";
import { badRequest, conflict, notFound } from "../../lib/errors";
import {
  addActionItem,
  readActionItems,
  readLearnerWork,
  readNotes,
  readRatings,
  readSession,
  readSessionsBetween,
  saveOutcome,
  type BriefAttemptDoc,
} from "./repository";

// The coach's side of a session after booking: the coaches' week, a session and its brief (built
// from stored data on each request, so no copy of it goes stale), the AI's summary of the brief,
// what happened after (the outcome and notes, action items, a revision request) and the ratings.
// Admins are all coaches: each sees every coach's sessions.

export interface CoachSessionDependencies {
  clock: Clock;
  /** The provider, resolved on use so a missing configuration is a clear 503. */
  ai: () => AiProvider;
  /** Counts one summary against the coach's hourly limit; refuses with 429 past it. */
  limit: (coachId: string) => Promise<void>;
}

export const summaryRule: RateRule = {
  scope: "brief-summary",
  limit: SESSION_LIMITS.summariesPerHour,
  windowSeconds: 60 * 60,
  message: "You have asked for a lot of summaries this hour.",
};

export const SUMMARY_FAILED =
  "The summary could not be written right now. The brief is all there; try again in a moment.";
const SUMMARY_FAILURE: AiFailureTexts = {
  what: "Session brief summary",
  failed: SUMMARY_FAILED,
  notConfigured: "AI summaries are not available: AI has not been configured yet. Please tell the SoloSensei team.",
  modelUnavailable:
    "AI summaries are not available: the AI model is no longer offered. Please tell the SoloSensei team.",
};

const DAY_MS = 24 * 60 * 60 * 1000;

const toActionItem = ({ id, data }: StoredDoc<ActionItemDoc>): ActionItem => ({
  id,
  sessionId: data.sessionId,
  text: data.text,
  done: data.done,
  doneAt: data.doneAt && toIso(data.doneAt),
  createdAt: toIso(data.createdAt),
});

function toCoachSession(
  { id, data }: StoredDoc<CoachingSessionDoc>,
  notes: SessionNotesDoc | null,
  items: StoredDoc<ActionItemDoc>[],
): CoachSession {
  return {
    ...sessionSummary(id, data),
    learnerEmail: data.learnerEmail,
    coachTimeZone: data.coachTimeZone,
    minutes: data.minutes,
    meetingLink: data.meetingLink,
    cancelledBy: data.cancelledBy,
    reason: data.reason,
    lateCancellation: data.lateCancellation,
    outcome: data.outcome,
    notes: notes && { text: notes.text, private: notes.private },
    actionItems: items.map(toActionItem),
    rating: data.rating && { stars: data.rating.stars, comment: data.rating.comment },
  };
}

// ---------- reads ----------

/** Every coach's sessions starting in [from, to), the caller's own first, then by start. */
export async function listWeek(callerId: string, range: { from: string; to: string }) {
  const from = new Date(range.from);
  const to = new Date(range.to);
  const span = to.getTime() - from.getTime();
  if (span <= 0) throw badRequest("Invalid request", [{ path: "to", message: "The range ends after it starts" }]);
  if (span > SESSION_LIMITS.weekDaysMax * DAY_MS)
    throw badRequest("Invalid request", [
      { path: "to", message: `The range spans at most ${SESSION_LIMITS.weekDaysMax} days` },
    ]);
  const docs = await readSessionsBetween(from, to, SESSION_LIMITS.weekSessionsMax);
  const shown = docs.slice(0, SESSION_LIMITS.weekSessionsMax);
  const own = (doc: StoredDoc<CoachingSessionDoc>) => (doc.data.coachId === callerId ? 0 : 1);
  return {
    // A stable sort of sessions already by start: the caller's keep their order, then the others'.
    sessions: shown.sort((a, b) => own(a) - own(b)).map(({ id, data }) => sessionSummary(id, data)),
    truncated: docs.length > shown.length,
  };
}

async function sessionWithRecords(sessionId: string) {
  const session = await readSession(sessionId);
  const [notes, items] = await Promise.all([readNotes(sessionId), readActionItems(session.data.learnerId, sessionId)]);
  return toCoachSession(session, notes, items);
}

/** One session as its coach reads it: private notes and action items included. */
export const readCoachSession = (sessionId: string): Promise<CoachSession> => sessionWithRecords(sessionId);

// ---------- the brief ----------

const phaseStatus = (phase: LearnerView["roadmap"]["phases"][number]): BriefPhase["status"] =>
  phase.complete && phase.total > 0 ? "complete" : phase.unlocked ? "in_progress" : "locked";

/** The roadmap's phases and steps, each phase with its due week and whether it is overdue in the cohort. */
function roadmapOf(view: LearnerView, cohort: Membership["cohort"] | null, now: Date): BriefPhase[] {
  const steps = new Map(view.content.steps.map(({ id, data }) => [id, data]));
  return view.roadmap.phases.map((phase) => {
    const key = phase.key as PhaseKey;
    const status = phaseStatus(phase);
    return {
      key,
      title: phaseDoc(view.content, key)?.title ?? key,
      unlocked: phase.unlocked,
      passed: phase.completed,
      total: phase.total,
      status,
      due: cohort && dueOf(cohort, key),
      overdue: cohort !== null && status !== "complete" && isLate(cohort, key, now),
      steps: phase.stepIds.map((id) => {
        const progress = view.progress.get(id);
        return {
          id,
          title: steps.get(id)?.title ?? `Step ${id}`,
          status: view.roadmap.status.get(id) ?? "locked",
          bestScore: progress?.bestScore ?? 0,
          revisionRequested: Boolean(progress?.revisionRequest),
        };
      }),
    };
  });
}

/** Week n of N and what is due or overdue; null outside a cohort or in a draft one. */
function cohortOf(membership: Membership | null, phases: BriefPhase[], now: Date): BriefCohort | null {
  if (!membership || membership.cohort.stage === "draft") return null;
  const { cohort, member } = membership;
  const label = weekLabel(cohort, now);
  const running = label.started && !label.completed;
  const shown = new Map(phases.map((phase) => [phase.key, phase.status === "complete"]));
  return {
    ...label,
    timeZone: member.timeZone,
    due: running ? schedulePhases(cohort.schedule).filter((key) => cohort.schedule[key] === label.week) : [],
    // A phase the roadmap does not show (inactive, or gone) is not the learner's to do.
    overdue: phasesPastDue(cohort, now).filter((key) => shown.get(key) === false),
  };
}

function toBriefAttempt(view: LearnerView, { id, data }: StoredDoc<BriefAttemptDoc>): BriefAttempt {
  const { evaluation } = data;
  return {
    id,
    stepId: data.stepId,
    stepTitle: view.content.steps.find((step) => step.id === data.stepId)?.data.title ?? `Step ${data.stepId}`,
    phaseKey: data.phaseKey,
    score: evaluation.score,
    passed: evaluation.passed,
    coachVerdict: data.coachVerdict?.action ?? null,
    late: data.late ?? false,
    createdAt: toIso(data.createdAt),
    // The quotes the coach needs are the words a criterion failed on.
    criteria: evaluation.criteria.map((criterion) => ({
      ...criterion,
      quote: criterion.verdict === "met" ? null : criterion.quote,
    })),
  };
}

/** The session's brief, read from the learner's stored work now. */
export async function readBrief(deps: { clock: Clock }, sessionId: string): Promise<SessionBrief> {
  const session = await sessionWithRecords(sessionId);
  const uid = session.learnerId;
  const now = deps.clock.now();
  const [view, work, membership] = await Promise.all([
    readView(uid),
    readLearnerWork(uid),
    readMembership(uid, deps.clock),
  ]);
  const cohort = membership && membership.cohort.stage !== "draft" ? membership.cohort : null;
  const phases = roadmapOf(view, cohort, now);
  const stepTitle = (stepId: string) =>
    view.content.steps.find((step) => step.id === stepId)?.data.title ?? `Step ${stepId}`;
  return {
    session,
    roadmap: {
      completedSteps: phases.reduce((sum, phase) => sum + phase.passed, 0),
      totalSteps: phases.reduce((sum, phase) => sum + phase.total, 0),
      phases,
    },
    cohort: cohortOf(membership, phases, now),
    attempts: work.attempts.map((attempt) => toBriefAttempt(view, attempt)),
    openReviews: work.reviews.map(({ data }) => ({
      attemptId: data.attemptId,
      stepId: data.stepId,
      stepTitle: stepTitle(data.stepId),
      kind: data.kind,
      score: data.score,
      openedAt: toIso(data.openedAt),
    })),
    checkIns: work.checkIns.map(({ createdAt: _createdAt, ...figures }) => figures),
    topic: session.topic,
  };
}

/** The AI's short summary of the brief, counted against the coach's hourly limit. */
export async function summariseBrief(
  deps: CoachSessionDependencies,
  coachId: string,
  sessionId: string,
): Promise<BriefSummary> {
  const brief = await readBrief(deps, sessionId);
  const provider = resolveProvider(deps.ai, SUMMARY_FAILURE);
  await deps.limit(coachId);
  try {
    const reply = await provider.summariseBrief(brief);
    return { summary: reply.text, writtenBy: "ai", modelVersion: reply.modelVersion };
  } catch (error) {
    throw generationError(error, SUMMARY_FAILURE);
  }
}

// ---------- after the session ----------

const CANCELLED = "This session was cancelled.";

function assertBegun(session: CoachingSessionDoc, now: Date, what: string) {
  if (session.status === "cancelled") throw conflict(CANCELLED);
  if (now.getTime() < session.startsAt.toMillis())
    throw conflict(`The session has not started yet: ${what} once it has begun.`);
}

/** Held or a no-show, with the notes (private ones the learner never sees); changeable later. */
export async function setOutcome(
  deps: { clock: Clock },
  sessionId: string,
  input: { outcome: "held" | "no_show"; notes: string; notesPrivate: boolean },
): Promise<CoachSession> {
  const now = deps.clock.now();
  const at = Timestamp.fromDate(now);
  await saveOutcome(sessionId, (session) => {
    assertBegun(session, now, "mark it");
    return {
      session: { status: input.outcome, outcome: input.outcome, outcomeAt: at, updatedAt: at },
      notes: input.notes
        ? {
            sessionId,
            learnerId: session.learnerId,
            coachId: session.coachId,
            text: input.notes,
            private: input.notesPrivate,
            updatedAt: at,
          }
        : null,
    };
  });
  return sessionWithRecords(sessionId);
}

/** A line of the notes as an action item the learner ticks off on Home. */
export async function addItem(deps: { clock: Clock }, sessionId: string, text: string): Promise<ActionItem> {
  const now = deps.clock.now();
  const saved = await addActionItem(sessionId, (session, count) => {
    assertBegun(session, now, "add action items");
    if (count >= SESSION_LIMITS.actionItemsPerSession)
      throw conflict(`A session has at most ${SESSION_LIMITS.actionItemsPerSession} action items.`);
    return {
      sessionId,
      coachId: session.coachId,
      text,
      done: false,
      doneAt: null,
      createdAt: Timestamp.fromDate(now),
    };
  });
  return toActionItem(saved);
}

/**
 * Asks the learner to revise a step whose attempt stands passed, as coach review does: the
 * verdict goes on the attempt that put the answer on the plan, and nothing complete goes back.
 */
export async function requestRevision(
  deps: { clock: Clock },
  coachId: string,
  sessionId: string,
  input: { stepId: string; note: string },
) {
  const session = await readSession(sessionId);
  if (session.data.status === "cancelled") throw conflict(CANCELLED);
  const uid = session.data.learnerId;
  const view = await readView(uid);
  const step = view.content.steps.find(({ id }) => id === input.stepId);
  if (!step) throw notFound("Step not found");
  const progress = view.progress.get(input.stepId);
  if (!progress?.completed || !progress.passedAnswer)
    throw conflict("Only a step whose attempt stands passed can be sent back for revision.");
  if (progress.revisionRequest) throw conflict("A revision of this step is already requested.");
  await recordVerdict(deps, coachId, uid, progress.passedAnswer.attemptId, { action: "revise", reason: input.note });
  return {
    id: input.stepId,
    title: step.data.title,
    status: view.roadmap.status.get(input.stepId) ?? "complete",
    bestScore: progress.bestScore,
    revisionRequested: true,
  };
}

// ---------- ratings ----------

/** Each coach's ratings: how many, the mean to one decimal, and the latest few with their comments. */
export async function listRatings() {
  const coaches = await readRatings();
  return {
    coaches: coaches.map(({ coach, ratings, average, recent }) => ({
      coachId: coach.coachId,
      name: coach.name,
      ratings,
      average: ratings && average !== null ? Math.round(average * 10) / 10 : null,
      recent: recent.flatMap((session) =>
        session.rating
          ? [
              {
                stars: session.rating.stars,
                comment: session.rating.comment,
                at: toIso(session.rating.at),
                learnerName: session.learnerName,
              },
            ]
          : [],
      ),
    })),
  };
}
