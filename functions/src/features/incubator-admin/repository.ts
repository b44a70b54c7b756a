import type { Transaction } from "firebase-admin/firestore";
import type { AuditActor } from "../../contract/audit-log";
import { INCUBATOR_ADMIN_LIMITS } from "../../contract/incubator-admin";
import { incubatorPhases, incubatorSteps, readable, readList, users } from "../../lib/collections";

// The Incubator's content as admins change it: `incubatorPhases/{phaseKey}` and
// `incubatorSteps/{stepId}` (contract/incubator.ts). Phases are six; a phase holds at most
// INCUBATOR_ADMIN_LIMITS.stepsPerPhase steps, so every list here is bounded.

const MAX_PHASES = 20;
/** Every step of every phase, for the next free numeric id. */
const MAX_STEPS = MAX_PHASES * INCUBATOR_ADMIN_LIMITS.stepsPerPhase;

export const phaseRef = (phaseKey: string) => incubatorPhases().doc(phaseKey);
export const stepRef = (stepId: string) => incubatorSteps().doc(stepId);

export const listPhases = () => readList(incubatorPhases().orderBy("order").limit(MAX_PHASES));

const phaseStepsQuery = (phaseKey: string) =>
  incubatorSteps().where("phaseKey", "==", phaseKey).limit(INCUBATOR_ADMIN_LIMITS.stepsPerPhase);

/** A phase's steps in their order (ties, which a valid phase never has, by id). */
export async function listPhaseSteps(phaseKey: string, tx?: Transaction) {
  const snapshot = tx ? await tx.get(phaseStepsQuery(phaseKey)) : await phaseStepsQuery(phaseKey).get();
  return readable(snapshot.docs).sort((a, b) => a.data.order - b.data.order || Number(a.id) - Number(b.id));
}

/** The largest numeric step id in use, across phases (0 before any). */
export async function largestStepId(tx: Transaction): Promise<number> {
  const snapshot = await tx.get(incubatorSteps().select().limit(MAX_STEPS));
  return snapshot.docs.reduce((largest, doc) => Math.max(largest, Number(doc.id) || 0), 0);
}

/** Who made a change, as the audit trail names them (the username at the time). */
export async function auditActor(uid: string): Promise<AuditActor> {
  const user = (await users().doc(uid).get()).data();
  return { id: uid, username: user?.username ?? uid };
}
