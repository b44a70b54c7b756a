import type { Transaction } from "firebase-admin/firestore";
import { INCUBATOR_ADMIN_LIMITS } from "../../contract/incubator/admin";
import type { PhaseDoc, StepDoc } from "../../contract/incubator/storage";
import { recordAudit, type AuditEntryInput } from "../../lib/audit-log";
import { incubatorPhases, incubatorSteps, readable, readList, type StoredDoc } from "../../lib/collections";
import { isAlreadyExists } from "../../lib/firebase";
import { runTransaction } from "../../lib/transaction";
import { forgetContent } from "../../domain/incubator/view";

// The Incubator's content as admins change it: `incubatorPhases/{phaseKey}` and
// `incubatorSteps/{stepId}` (contract/incubator.ts). Phases are six; a phase holds at most
// INCUBATOR_ADMIN_LIMITS.stepsPerPhase steps, so every list here is bounded. Each change makes this
// instance read the content afresh (domain/incubator/view.ts remembers it for a while).

const MAX_PHASES = 20;
/** Every step of every phase, for the next free numeric id. */
const MAX_STEPS = MAX_PHASES * INCUBATOR_ADMIN_LIMITS.stepsPerPhase;

const phaseRef = (phaseKey: string) => incubatorPhases().doc(phaseKey);
const stepRef = (stepId: string) => incubatorSteps().doc(stepId);

export const phaseExists = async (phaseKey: string) => (await phaseRef(phaseKey).get()).exists;
export const readStep = async (stepId: string) => (await stepRef(stepId).get()).data();

export const listPhases = () => readList(incubatorPhases().orderBy("order").limit(MAX_PHASES));

const phaseStepsQuery = (phaseKey: string) =>
  incubatorSteps().where("phaseKey", "==", phaseKey).limit(INCUBATOR_ADMIN_LIMITS.stepsPerPhase);

/** A phase's steps in their order (ties, which a valid phase never has, by id). */
async function listPhaseSteps(phaseKey: string, tx?: Transaction) {
  const snapshot = tx ? await tx.get(phaseStepsQuery(phaseKey)) : await phaseStepsQuery(phaseKey).get();
  return readable(snapshot.docs).sort((a, b) => a.data.order - b.data.order || Number(a.id) - Number(b.id));
}

/** The largest numeric step id in use, across phases (0 before any). */
async function largestStepId(tx: Transaction): Promise<number> {
  const snapshot = await tx.get(incubatorSteps().select().limit(MAX_STEPS));
  return snapshot.docs.reduce((largest, doc) => Math.max(largest, Number(doc.id) || 0), 0);
}

export const readPhaseSteps = (phaseKey: string) => listPhaseSteps(phaseKey);

/** A change `decide` makes: the fields to update with the audit entry that records them, or none. */
export interface AuditedChange<Doc, T> {
  change: { fields: Partial<Doc>; audit: AuditEntryInput } | null;
  result: T;
}

/** Changes a phase as `decide` says, in one transaction with its audit entry; null when there is no such phase. */
export function changePhase<T>(phaseKey: string, decide: (phase: PhaseDoc) => AuditedChange<PhaseDoc, T>) {
  const ref = phaseRef(phaseKey);
  return runTransaction(async (tx) => {
    const phase = (await tx.get(ref)).data();
    if (!phase) return null;
    const { change, result } = decide(phase);
    if (change) {
      tx.update(ref, incubatorPhases.changes(change.fields));
      recordAudit(tx, change.audit);
    }
    return result;
  }).finally(forgetContent);
}

/** Changes a step as `decide` says, in one transaction with its audit entry; null when there is no such step. */
export function changeStep<T>(stepId: string, decide: (step: StepDoc) => AuditedChange<StepDoc, T>) {
  const ref = stepRef(stepId);
  return runTransaction(async (tx) => {
    const step = (await tx.get(ref)).data();
    if (!step) return null;
    const { change, result } = decide(step);
    if (change) {
      tx.update(ref, incubatorSteps.changes(change.fields));
      recordAudit(tx, change.audit);
    }
    return result;
  }).finally(forgetContent);
}

/**
 * Gives a phase's steps the orders `decide` answers (for the steps whose order moves), with its
 * audit entry, in one transaction that reads every step it writes; null when there is no such phase.
 */
export function reorderPhaseSteps<T>(
  phaseKey: string,
  decide: (steps: StoredDoc<StepDoc>[]) => {
    change: { orders: { stepId: string; order: number }[]; audit: AuditEntryInput } | null;
    result: T;
  },
) {
  return runTransaction(async (tx) => {
    if (!(await tx.get(phaseRef(phaseKey))).exists) return null;
    const { change, result } = decide(await listPhaseSteps(phaseKey, tx));
    if (change) {
      for (const { stepId, order } of change.orders) tx.update(stepRef(stepId), incubatorSteps.changes({ order }));
      recordAudit(tx, change.audit);
    }
    return result;
  }).finally(forgetContent);
}

/**
 * Adds the step `make` answers (from the phase's steps and the new id) under the next free numeric
 * id, with its audit entry; null when there is no such phase. Two adds at once: the transaction that
 * loses runs again on fresh reads, or its create finds the id taken and it tries the next one.
 */
export async function addStep(
  phaseKey: string,
  make: (steps: StoredDoc<StepDoc>[], id: string) => { step: StepDoc; audit: AuditEntryInput },
): Promise<{ id: string; step: StepDoc } | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await runTransaction(async (tx) => {
        if (!(await tx.get(phaseRef(phaseKey))).exists) return null;
        const steps = await listPhaseSteps(phaseKey, tx);
        const id = String((await largestStepId(tx)) + 1);
        const { step, audit } = make(steps, id);
        tx.create(stepRef(id), step);
        recordAudit(tx, audit);
        return { id, step };
      }).finally(forgetContent);
    } catch (error) {
      if (!isAlreadyExists(error) || attempt >= 4) throw error;
    }
  }
}
