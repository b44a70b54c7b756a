import { toIso } from "../../contract/common";
import type { PhaseKey } from "../../contract/incubator/common";
import type { Badge, IncubatorProgress } from "../../contract/incubator/learner";
import {
  INCUBATOR_STATE_ID,
  type AwardDoc,
  type PhaseDoc,
  type StepDoc,
  type StepProgressDoc,
} from "../../contract/incubator/storage";
import { INCUBATOR_ACCESS_FRESH_SECONDS } from "../../contract/incubator/launch";
import { skillById, type Pillar } from "../../contract/pillars";
import { systemClock } from "../../lib/clock";
import {
  incubatorAwards,
  incubatorPhases,
  incubatorState,
  incubatorStepProgress,
  incubatorSteps,
  readList,
  type StoredDoc,
} from "../../lib/collections";
import { conflict, notFound } from "../../lib/errors";
import { isEmulator } from "../../lib/firebase";
import { rememberedReads } from "../../lib/remembered-reads";
import { buildRoadmap, type LearnerMarks, type Roadmap } from "./roadmap";

// A learner's Incubator as one request sees it: the content, what is open to them (the roadmap),
// their progress and awards, read once. Writes are writer.ts's.

// Ceilings far above the content (6 phases of 3-5 steps, admins adding a few), so reads stay bounded.
const PHASES_CAP = 50;
const STEPS_CAP = 500;
const AWARDS_CAP = 2 * STEPS_CAP + PHASES_CAP;

export interface Content {
  phases: StoredDoc<PhaseDoc>[];
  steps: StoredDoc<StepDoc>[];
}

const CONTENT_ID = "content";

/**
 * The content is the same for every learner and changes only by an admin's edit, yet every
 * Incubator request, tutor message and cohort week read all of it (bench:cost: about 30 documents
 * a call, the largest source of a learner's reads). An instance reads it once for
 * INCUBATOR_ACCESS_FRESH_SECONDS, as the launch switch (docs/decisions/069-incubator-content-remembered.md);
 * an admin's edit reaches this instance at once (`forgetContent`) and the others within that time.
 * On the emulator it is read on every call, as the switch is, except under bench:cost, which
 * counts what a deployed instance reads.
 */
const content = rememberedReads(
  async (): Promise<Content> => {
    const [phases, steps] = await Promise.all([
      readList(incubatorPhases().orderBy("order").limit(PHASES_CAP)),
      readList(incubatorSteps().limit(STEPS_CAP)),
    ]);
    return { phases, steps };
  },
  isEmulator() && !process.env.SOLOSENSEI_BENCH_COUNTS ? 0 : INCUBATOR_ACCESS_FRESH_SECONDS * 1000,
);

/** Every phase and step, active or not (the lock rules skip inactive ones themselves). */
export const readContent = (): Promise<Content> => content.get(CONTENT_ID, systemClock);

/** After an admin's edit of a phase or step: this instance's next read asks Firestore. */
export const forgetContent = () => content.forget(CONTENT_ID);

export const learnerStateRef = (uid: string) => incubatorState(uid).doc(INCUBATOR_STATE_ID);

export interface LearnerView {
  content: Content;
  marks: LearnerMarks;
  roadmap: Roadmap;
  progress: Map<string, StepProgressDoc>;
  awards: StoredDoc<AwardDoc>[];
  xp: number;
}

function roadmapOf(content: Content, marks: LearnerMarks): Roadmap {
  return buildRoadmap(
    content.phases.map(({ id, data }) => ({ key: id, order: data.order, isActive: data.isActive })),
    content.steps.map(({ id, data }) => ({ id, phaseKey: data.phaseKey, order: data.order, isActive: data.isActive })),
    marks,
  );
}

/** The learner's view as stored, writing nothing (admins read this; a learner's read is writer.ts's loadView). */
export async function readView(uid: string): Promise<LearnerView> {
  const [content, state, progressDocs, awards] = await Promise.all([
    readContent(),
    learnerStateRef(uid).get(),
    readList(incubatorStepProgress(uid).limit(STEPS_CAP)),
    readList(incubatorAwards(uid).orderBy("createdAt").limit(AWARDS_CAP)),
  ]);
  const stored = state.data();
  const progress = new Map(progressDocs.map(({ id, data }) => [id, data]));
  const marks: LearnerMarks = {
    completed: new Set(progressDocs.filter(({ data }) => data.completed).map(({ id }) => id)),
    reachedPhases: new Set(stored?.reachedPhases ?? []),
    reachedSteps: new Set(stored?.reachedSteps ?? []),
  };
  return { content, marks, roadmap: roadmapOf(content, marks), progress, awards, xp: stored?.xp ?? 0 };
}

/** The view once `stepId` has passed: the roadmap with it complete (nothing is read or written). */
export function viewWithPass(view: LearnerView, stepId: string): LearnerView {
  const marks = { ...view.marks, completed: new Set([...view.marks.completed, stepId]) };
  return { ...view, marks, roadmap: roadmapOf(view.content, marks) };
}

export const pillarOf = (step: StepDoc): Pillar => skillById(step.skillId)!.pillar;
export const phaseDoc = (content: Content, key: string) => content.phases.find((phase) => phase.id === key)?.data;
export const badgesOf = (awards: StoredDoc<AwardDoc>[]) => awards.filter(({ data }) => data.kind === "phase_badge");
export const badgeListOf = (awards: StoredDoc<AwardDoc>[]): Badge[] =>
  badgesOf(awards).map(({ data }) => ({ key: data.phaseKey, title: data.title, awardedAt: toIso(data.createdAt) }));

/** The learner's progress: XP, badges and steps complete, overall and per phase. */
export function progressOf(view: LearnerView): IncubatorProgress {
  const phases = view.roadmap.phases;
  const completedSteps = phases.reduce((sum, phase) => sum + phase.completed, 0);
  const totalSteps = phases.reduce((sum, phase) => sum + phase.total, 0);
  return {
    overview: {
      xp: view.xp,
      badges: badgesOf(view.awards).length,
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
