import { evaluateAnswer, type EvaluationDependencies } from "../../ai/evaluation";
import type { AuditActor } from "../../contract/audit-log";
import type { PhaseDoc, StepDoc } from "../../contract/incubator-storage";
import {
  INCUBATOR_ADMIN_LIMITS,
  STARTER_RUBRIC,
  type AdminPhase,
  type AdminStep,
  type PreviewEvaluationResponse,
  type ReorderStepsRequest,
  type createStepRequestSchema,
  type updateStepRequestSchema,
} from "../../contract/incubator-admin";
import { answerItems, rubricSchema } from "../../contract/incubator-rubric";
import { SKILL_IDS } from "../../contract/pillars";
import type { RateRule } from "../../http/rate-limit";
import { changedFields, recordAudit } from "../../lib/audit-log";
import type { Clock } from "../../lib/clock";
import { incubatorPhases, incubatorSteps } from "../../lib/collections";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { isAlreadyExists } from "../../lib/firebase";
import type { z } from "zod/mini";
import { auditActor, largestStepId, listPhases, listPhaseSteps, phaseRef, stepRef } from "./repository";
import { runTransaction } from "../../lib/transaction";

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
  prompt: data.prompt,
  helperTips: data.helperTips,
  inputType: data.inputType,
  isActive: data.isActive,
  successCriteriaJSON: data.successCriteria,
});

/** The fields of a step the audit trail compares (the rubric under its stored name). */
const editable = (step: StepDoc) => ({
  title: step.title,
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
  if (!(await phaseRef(phaseKey).get()).exists) throw notFound(PHASE_NOT_FOUND);
  return (await listPhaseSteps(phaseKey)).map(toAdminStep);
}

export function setPhaseActive(deps: AdminDependencies, uid: string, phaseKey: string, isActive: boolean) {
  return withActor(uid, (actor) =>
    runTransaction(async (tx) => {
      const snapshot = await tx.get(phaseRef(phaseKey));
      const phase = snapshot.data();
      if (!phase) throw notFound(PHASE_NOT_FOUND);
      if (phase.isActive !== isActive) {
        tx.update(snapshot.ref, incubatorPhases.changes({ isActive }));
        recordAudit(tx, {
          actor,
          action: "incubator_phase.active",
          target: { type: "incubator_phase", id: phaseKey },
          before: { isActive: phase.isActive },
          after: { isActive },
          at: deps.clock.now(),
        });
      }
      return toAdminPhase({ id: phaseKey, data: { ...phase, isActive } });
    }),
  );
}

export function setStepActive(deps: AdminDependencies, uid: string, stepId: string, isActive: boolean) {
  return withActor(uid, (actor) =>
    runTransaction(async (tx) => {
      const snapshot = await tx.get(stepRef(stepId));
      const step = snapshot.data();
      if (!step) throw notFound(STEP_NOT_FOUND);
      if (step.isActive !== isActive) {
        tx.update(snapshot.ref, incubatorSteps.changes({ isActive }));
        recordAudit(tx, {
          actor,
          action: "incubator_step.active",
          target: { type: "incubator_step", id: stepId },
          before: { isActive: step.isActive },
          after: { isActive },
          at: deps.clock.now(),
        });
      }
      return toAdminStep({ id: stepId, data: { ...step, isActive } });
    }),
  );
}

/** Changes the fields the request names; an edit that changes nothing writes nothing. */
export function updateStep(
  deps: AdminDependencies,
  uid: string,
  stepId: string,
  changes: z.output<typeof updateStepRequestSchema>,
) {
  return withActor(uid, (actor) =>
    runTransaction(async (tx) => {
      const snapshot = await tx.get(stepRef(stepId));
      const step = snapshot.data();
      if (!step) throw notFound(STEP_NOT_FOUND);
      const { successCriteriaJSON, ...fields } = changes;
      const next: StepDoc = {
        ...step,
        ...fields,
        ...(successCriteriaJSON ? { successCriteria: successCriteriaJSON } : {}),
      };
      if (Object.keys(changedFields(editable(step), editable(next))).length) {
        tx.update(snapshot.ref, incubatorSteps.changes(editable(next)));
        recordAudit(tx, {
          actor,
          action: "incubator_step.update",
          target: { type: "incubator_step", id: stepId },
          before: editable(step),
          after: editable(next),
          at: deps.clock.now(),
        });
      }
      return toAdminStep({ id: stepId, data: next });
    }),
  );
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
  return withActor(uid, (actor) =>
    runTransaction(async (tx) => {
      if (!(await tx.get(phaseRef(phaseKey))).exists) throw notFound(PHASE_NOT_FOUND);
      const steps = await listPhaseSteps(phaseKey, tx);
      const problem = reorderProblem(
        steps.map((step) => step.id),
        stepOrders,
      );
      if (problem) throw badRequest(problem, [{ path: "stepOrders", message: problem }]);
      const orderOf = new Map(stepOrders.map((entry) => [entry.stepId, entry.order]));
      const reordered = steps
        .map((step) => ({ ...step, data: { ...step.data, order: orderOf.get(step.id)! } }))
        .sort((a, b) => a.data.order - b.data.order);
      const moved = steps.filter((step) => step.data.order !== orderOf.get(step.id));
      if (moved.length) {
        for (const step of moved) tx.update(step.ref, incubatorSteps.changes({ order: orderOf.get(step.id)! }));
        recordAudit(tx, {
          actor,
          action: "incubator_phase.reorder",
          target: { type: "incubator_phase", id: phaseKey },
          before: { stepOrder: steps.map((step) => step.id) },
          after: { stepOrder: reordered.map((step) => step.id) },
          at: deps.clock.now(),
        });
      }
      return reordered.map(toAdminStep);
    }),
  );
}

/**
 * Adds a step at the end of the phase, inactive until an admin switches it on (learners
 * never see a half-written step), under the next free numeric id. Two adds at once: the transaction that loses
 * runs again on fresh reads, or its create finds the id taken and it tries the next one.
 */
export async function createStep(
  deps: AdminDependencies,
  uid: string,
  phaseKey: string,
  request: z.output<typeof createStepRequestSchema>,
): Promise<AdminStep> {
  const actor = await auditActor(uid);
  for (let attempt = 0; ; attempt++) {
    try {
      return await runTransaction(async (tx) => {
        if (!(await tx.get(phaseRef(phaseKey))).exists) throw notFound(PHASE_NOT_FOUND);
        const steps = await listPhaseSteps(phaseKey, tx);
        if (steps.length >= INCUBATOR_ADMIN_LIMITS.stepsPerPhase)
          throw conflict(`A phase holds at most ${INCUBATOR_ADMIN_LIMITS.stepsPerPhase} steps`);
        const id = String((await largestStepId(tx)) + 1);
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
        tx.create(stepRef(id), step);
        recordAudit(tx, {
          actor,
          action: "incubator_step.create",
          target: { type: "incubator_step", id },
          before: {},
          after: { phaseKey, ...editable(step), order: step.order, isActive: false },
          at: deps.clock.now(),
        });
        return toAdminStep({ id, data: step });
      });
    } catch (error) {
      if (!isAlreadyExists(error) || attempt >= 4) throw error;
    }
  }
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
  const step = (await stepRef(stepId).get()).data();
  if (!step) throw notFound(STEP_NOT_FOUND);
  await deps.limit(uid);
  const answer = step.inputType === "multi" ? answerItems(sampleAnswer.split("\n")) : sampleAnswer;
  return evaluateAnswer(deps, { step, answer });
}
