import { evaluateAnswer, type EvaluationDependencies } from "../../ai/evaluation";
import type { AuditActor } from "../../contract/audit-log";
import type { PhaseDoc, StepDoc } from "../../contract/incubator/storage";
import {
  INCUBATOR_ADMIN_LIMITS,
  STARTER_RUBRIC,
  type AdminPhase,
  type AdminStep,
  type PreviewEvaluationResponse,
  type ReorderStepsRequest,
  type createStepRequestSchema,
  type updateStepRequestSchema,
} from "../../contract/incubator/admin";
import { answerItems, rubricSchema } from "../../contract/incubator/rubric";
import { SKILL_IDS } from "../../contract/pillars";
import type { RateRule } from "../../http/rate-limit";
import { auditActor } from "../../lib/audit-actor";
import { changedFields } from "../../lib/audit-log";
import type { Clock } from "../../lib/clock";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { z } from "zod/mini";
import {
  addStep,
  changePhase,
  changeStep,
  listPhases,
  phaseExists,
  readPhaseSteps,
  readStep,
  reorderPhaseSteps,
} from "./repository";

// The Incubator admin: editing phases and steps. Every change runs in one
// transaction with its audit entry (lib/audit-log.ts), so the two commit together. Learners read
// the same documents, so a change shows in their views at once, under the Incubator's rules
// (features/incubator: the previous phase is the previous active one, unlocks are permanent).

export interface AdminDependencies {
  clock: Clock;
}

export const previewRule: RateRule = {
  scope: "incubator-preview",
  limit: INCUBATOR_ADMIN_LIMITS.previewsPerWindow,
  windowSeconds: INCUBATOR_ADMIN_LIMITS.previewWindowMinutes * 60,
  message: "Too many evaluation previews.",
};

const PHASE_NOT_FOUND = "Phase not found";
const STEP_NOT_FOUND = "Step not found";

const toAdminPhase = ({ id, data }: { id: string; data: PhaseDoc }): AdminPhase => ({
  id: id as AdminPhase["id"],
  order: data.order,
  title: data.title,
  goal: data.goal,
  isActive: data.isActive,
});

const toAdminStep = ({ id, data }: { id: string; data: StepDoc }): AdminStep => ({
  id,
  phaseKey: data.phaseKey,
  order: data.order,
  title: data.title,
  planHeading: data.planHeading ?? "",
  prompt: data.prompt,
  helperTips: data.helperTips,
  inputType: data.inputType,
  isActive: data.isActive,
  successCriteriaJSON: data.successCriteria,
});

/** The fields of a step the audit trail compares (the rubric under its stored name). */
const editable = (step: StepDoc) => ({
  title: step.title,
  planHeading: step.planHeading ?? "",
  prompt: step.prompt,
  helperTips: step.helperTips,
  successCriteria: step.successCriteria,
  inputType: step.inputType,
});

async function withActor<T>(uid: string, run: (actor: AuditActor) => Promise<T>): Promise<T> {
  return run(await auditActor(uid));
}

export async function listAdminPhases(): Promise<AdminPhase[]> {
  return (await listPhases()).map(toAdminPhase);
}

export async function listAdminSteps(phaseKey: string): Promise<AdminStep[]> {
  if (!(await phaseExists(phaseKey))) throw notFound(PHASE_NOT_FOUND);
  return (await readPhaseSteps(phaseKey)).map(toAdminStep);
}

/** A step or phase the admin asked for that does not exist: a 404. */
function found<T>(value: T | null, message: string): T {
  if (value === null) throw notFound(message);
  return value;
}

/** Switching a phase or step on or off: nothing when it already is, else the flag and its audit entry. */
function activeChange(
  actor: AuditActor,
  target: { type: "incubator_phase" | "incubator_step"; id: string },
  was: boolean,
  isActive: boolean,
  at: Date,
) {
  if (was === isActive) return null;
  const audit = {
    actor,
    action: `${target.type}.active` as const,
    target,
    before: { isActive: was },
    after: { isActive },
    at,
  };
  return { fields: { isActive }, audit };
}

export function setPhaseActive(deps: AdminDependencies, uid: string, phaseKey: string, isActive: boolean) {
  return withActor(uid, async (actor) => {
    const target = { type: "incubator_phase" as const, id: phaseKey };
    const changed = await changePhase(phaseKey, (phase) => ({
      change: activeChange(actor, target, phase.isActive, isActive, deps.clock.now()),
      result: toAdminPhase({ id: phaseKey, data: { ...phase, isActive } }),
    }));
    return found(changed, PHASE_NOT_FOUND);
  });
}

export function setStepActive(deps: AdminDependencies, uid: string, stepId: string, isActive: boolean) {
  return withActor(uid, async (actor) => {
    const target = { type: "incubator_step" as const, id: stepId };
    const changed = await changeStep(stepId, (step) => ({
      change: activeChange(actor, target, step.isActive, isActive, deps.clock.now()),
      result: toAdminStep({ id: stepId, data: { ...step, isActive } }),
    }));
    return found(changed, STEP_NOT_FOUND);
  });
}

/** Changes the fields the request names; an edit that changes nothing writes nothing. */
export function updateStep(
  deps: AdminDependencies,
  uid: string,
  stepId: string,
  changes: z.output<typeof updateStepRequestSchema>,
) {
  return withActor(uid, async (actor) => {
    const changed = await changeStep(stepId, (step) => {
      const { successCriteriaJSON, ...fields } = changes;
      const next: StepDoc = {
        ...step,
        ...fields,
        ...(successCriteriaJSON ? { successCriteria: successCriteriaJSON } : {}),
      };
      const edits = Object.keys(changedFields(editable(step), editable(next))).length > 0;
      return {
        change: edits
          ? {
              fields: editable(next),
              audit: {
                actor,
                action: "incubator_step.update",
                target: { type: "incubator_step", id: stepId },
                before: editable(step),
                after: editable(next),
                at: deps.clock.now(),
              },
            }
          : null,
        result: toAdminStep({ id: stepId, data: next }),
      };
    });
    return found(changed, STEP_NOT_FOUND);
  });
}

/** Which rule a reorder payload breaks, or null when it numbers every step of the phase 1..n once. */
export function reorderProblem(stepIds: readonly string[], stepOrders: ReorderStepsRequest["stepOrders"]) {
  const named = new Set(stepOrders.map((entry) => entry.stepId));
  if (named.size !== stepOrders.length) return "stepOrders names a step more than once";
  if (stepOrders.length !== stepIds.length || stepIds.some((id) => !named.has(id)))
    return "stepOrders must name every step of this phase, and only those";
  const orders = new Set(stepOrders.map((entry) => entry.order));
  if (orders.size !== stepOrders.length || stepOrders.some((entry) => entry.order > stepOrders.length))
    return `stepOrders must number the steps 1 to ${stepOrders.length}, each number once`;
  return null;
}

/**
 * Applies a whole new order in one transaction, or nothing: two reorders at once run one after
 * the other (each reads every step it writes), so the phase always ends numbered 1..n.
 */
export function reorderSteps(
  deps: AdminDependencies,
  uid: string,
  phaseKey: string,
  stepOrders: ReorderStepsRequest["stepOrders"],
) {
  return withActor(uid, async (actor) => {
    const reordered = await reorderPhaseSteps(phaseKey, (steps) => {
      const problem = reorderProblem(
        steps.map((step) => step.id),
        stepOrders,
      );
      if (problem) throw badRequest(problem, [{ path: "stepOrders", message: problem }]);
      const orderOf = new Map(stepOrders.map((entry) => [entry.stepId, entry.order]));
      const ordered = steps
        .map((step) => ({ ...step, data: { ...step.data, order: orderOf.get(step.id)! } }))
        .sort((a, b) => a.data.order - b.data.order);
      const moved = steps.filter((step) => step.data.order !== orderOf.get(step.id));
      return {
        change: moved.length
          ? {
              orders: moved.map((step) => ({ stepId: step.id, order: orderOf.get(step.id)! })),
              audit: {
                actor,
                action: "incubator_phase.reorder",
                target: { type: "incubator_phase", id: phaseKey },
                before: { stepOrder: steps.map((step) => step.id) },
                after: { stepOrder: ordered.map((step) => step.id) },
                at: deps.clock.now(),
              },
            }
          : null,
        result: ordered.map(toAdminStep),
      };
    });
    return found(reordered, PHASE_NOT_FOUND);
  });
}

/**
 * Adds a step at the end of the phase, inactive until an admin switches it on (learners
 * never see a half-written step), under the next free numeric id (see addStep).
 */
export async function createStep(
  deps: AdminDependencies,
  uid: string,
  phaseKey: string,
  request: z.output<typeof createStepRequestSchema>,
): Promise<AdminStep> {
  const actor = await auditActor(uid);
  const added = await addStep(phaseKey, (steps, id) => {
    if (steps.length >= INCUBATOR_ADMIN_LIMITS.stepsPerPhase)
      throw conflict(`A phase holds at most ${INCUBATOR_ADMIN_LIMITS.stepsPerPhase} steps`);
    const step: StepDoc = {
      phaseKey: phaseKey as StepDoc["phaseKey"],
      order: steps.reduce((largest, entry) => Math.max(largest, entry.data.order), 0) + 1,
      title: request.title,
      prompt: request.prompt,
      inputType: request.inputType,
      helperTips: request.helperTips,
      successCriteria: request.successCriteriaJSON ?? rubricSchema.parse(STARTER_RUBRIC),
      skillId: request.skillId ?? steps.at(-1)?.data.skillId ?? SKILL_IDS[0],
      isActive: false,
    };
    return {
      step,
      audit: {
        actor,
        action: "incubator_step.create",
        target: { type: "incubator_step", id },
        before: {},
        after: { phaseKey, ...editable(step), order: step.order, isActive: false },
        at: deps.clock.now(),
      },
    };
  });
  const { id, step } = found(added, PHASE_NOT_FOUND);
  return toAdminStep({ id, data: step });
}

/**
 * The learners' evaluator on a sample answer (a multi step's items one per line), saving
 * nothing; at most INCUBATOR_ADMIN_LIMITS.previewsPerWindow per admin and window.
 */
export async function previewEvaluation(
  deps: EvaluationDependencies & { limit: (uid: string) => Promise<void> },
  uid: string,
  stepId: string,
  sampleAnswer: string,
): Promise<PreviewEvaluationResponse> {
  const step = await readStep(stepId);
  if (!step) throw notFound(STEP_NOT_FOUND);
  await deps.limit(uid);
  const answer = step.inputType === "multi" ? answerItems(sampleAnswer.split("\n")) : sampleAnswer;
  // The gate's reason is stored on a learner's attempt (for Insights); the preview says it in its summary.
  const { gateReason: _stored, ...preview } = await evaluateAnswer(deps, { step, answer });
  return preview;
}
