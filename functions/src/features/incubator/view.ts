import { toIso } from "../../contract/common";
import type { Badge, IncubatorProgress } from "../../contract/incubator/learner";
import type { PhaseKey } from "../../contract/incubator/common";
import type { AwardDoc, PhaseDoc, StepDoc, StepProgressDoc, StoredEvaluation } from "../../contract/incubator/storage";
import { skillById, type Pillar } from "../../contract/pillars";
import type { Clock } from "../../lib/clock";
import type { StoredDoc } from "../../lib/collections";
import { conflict, notFound } from "../../lib/errors";
import { markReached, readContent, readLearner, type Content } from "./repository";
import { buildRoadmap, newlyReached, type LearnerMarks, type Roadmap } from "./roadmap";

// The learner's view of the content: the roadmap (what is open), their progress and awards.

export const pillarOf = (step: StepDoc): Pillar => skillById(step.skillId)!.pillar;

export interface LearnerView {
  content: Content;
  marks: LearnerMarks;
  roadmap: Roadmap;
  progress: Map<string, StepProgressDoc>;
  awards: StoredDoc<AwardDoc>[];
  xp: number;
}

export function roadmapOf(content: Content, marks: LearnerMarks): Roadmap {
  return buildRoadmap(
    content.phases.map(({ id, data }) => ({ key: id, order: data.order, isActive: data.isActive })),
    content.steps.map(({ id, data }) => ({ id, phaseKey: data.phaseKey, order: data.order, isActive: data.isActive })),
    marks,
  );
}

/**
 * Reads the learner's roadmap, storing the phases and steps they have newly reached.
 *
 * The one write behind the Incubator's GETs, on purpose: a phase or step opens not only when the
 * learner passes a step but also when an admin switches off or reorders content, or adds a first
 * phase, and nothing runs for the learner then. Stored at the first read that shows it open, it
 * stays open whatever admins change later (a learner never loses what they saw open). Bounded:
 * it writes only when something is newly open (then never again for it), one merge of two id
 * lists that cannot outgrow the content.
 */
export async function loadView(uid: string, clock: Clock): Promise<LearnerView> {
  const view = await readView(uid);
  await recordReached(uid, view, clock.now());
  return view;
}

/** Stores what the view shows newly open (nothing when nothing is): after a pass, the step it opened. */
export const recordReached = (uid: string, view: LearnerView, at: Date) =>
  markReached(uid, newlyReached(view.roadmap, view.marks), view.content, at);

/** The learner's view as stored, writing nothing: what admins read. */
export async function readView(uid: string): Promise<LearnerView> {
  const [content, learner] = await Promise.all([readContent(), readLearner(uid)]);
  const progress = new Map(learner.progress.map(({ id, data }) => [id, data]));
  const marks: LearnerMarks = {
    completed: new Set(learner.progress.filter(({ data }) => data.completed).map(({ id }) => id)),
    reachedPhases: new Set(learner.state?.reachedPhases ?? []),
    reachedSteps: new Set(learner.state?.reachedSteps ?? []),
  };
  const roadmap = roadmapOf(content, marks);
  return { content, marks, roadmap, progress, awards: learner.awards, xp: learner.state?.xp ?? 0 };
}

export const phaseDoc = (content: Content, key: string) => content.phases.find((phase) => phase.id === key)?.data;
export const badgesOf = (awards: StoredDoc<AwardDoc>[]) => awards.filter(({ data }) => data.kind === "phase_badge");
export const badgeListOf = (awards: StoredDoc<AwardDoc>[]): Badge[] =>
  badgesOf(awards).map(({ data }) => ({ key: data.phaseKey, title: data.title, awardedAt: toIso(data.createdAt) }));

/** The learner's progress; `gained` adds what a pass just earned to the view read before it. */
export function progressOf(view: LearnerView, gained = { xp: 0, badges: 0 }): IncubatorProgress {
  const phases = view.roadmap.phases;
  const completedSteps = phases.reduce((sum, phase) => sum + phase.completed, 0);
  const totalSteps = phases.reduce((sum, phase) => sum + phase.total, 0);
  return {
    overview: {
      xp: view.xp + gained.xp,
      badges: badgesOf(view.awards).length + gained.badges,
      totalBadges: phases.length,
      completedSteps,
      totalSteps,
      percent: totalSteps ? Math.round((completedSteps / totalSteps) * 100) : 0,
    },
    phaseProgress: phases.map((phase) => ({
      phaseKey: phase.key as PhaseKey,
      completed: phase.completed,
      total: phase.total,
    })),
  };
}

export interface FoundStep {
  id: string;
  step: StepDoc;
  phase: PhaseDoc | undefined;
}

export function findStep(view: LearnerView, stepId: string): FoundStep {
  const found = view.content.steps.find((entry) => entry.id === stepId);
  if (!found) throw notFound("Step not found");
  return { id: stepId, step: found.data, phase: phaseDoc(view.content, found.data.phaseKey) };
}

/** Answers and evaluations only reach an active, unlocked step of an active phase. */
export function assertWorkable(view: LearnerView, found: FoundStep) {
  if (!found.step.isActive || !found.phase?.isActive) throw conflict("This step is not available right now.");
  if (view.roadmap.status.get(found.id) === "locked")
    throw conflict("This step is locked: complete the steps before it first.");
}

export function toEvaluation(stored: StoredEvaluation) {
  return {
    passed: stored.passed,
    score: stored.score,
    passScore: stored.passScore,
    feedback: stored.feedback,
    nextHint: stored.nextHint,
    criteria: stored.criteria,
    evaluatedAt: toIso(stored.evaluatedAt),
  };
}
