import type { DocumentData, DocumentReference, WriteBatch } from "firebase-admin/firestore";
import type { PhaseDoc, StepDoc } from "../../functions/src/contract/incubator/storage";
import { incubatorPhases, incubatorSteps } from "../../functions/src/lib/collections";
import { db } from "../../functions/src/lib/firebase";
import { INCUBATOR_PHASES } from "../incubator/content";
import type { SeedModule } from "../seed-context";

/** Adds the creation of each document that does not exist yet to the batch; answers how many. */
async function createMissing<T extends DocumentData>(
  batch: WriteBatch,
  entries: { ref: DocumentReference<T>; doc: T }[],
) {
  const existing = await db.getAll(...entries.map(({ ref }) => ref));
  const missing = entries.filter((_, index) => !existing[index]!.exists);
  for (const { ref, doc } of missing) batch.create(ref, doc);
  return missing.length;
}

/**
 * The Incubator's SAMPLE CONTENT (seed/incubator/content.ts): phases by key, steps by their numeric
 * id, all active. Only missing documents are written, so a second run changes nothing and admins'
 * edits, switches and reorders survive a re-seed.
 */
export const incubator: SeedModule = {
  name: "incubator",
  async run({ log }) {
    const phases = INCUBATOR_PHASES.map(({ key, order, title, goal, senseiTips }) => ({
      ref: incubatorPhases().doc(key),
      doc: { order, title, goal, senseiTips, isActive: true } satisfies PhaseDoc,
    }));
    const steps = INCUBATOR_PHASES.flatMap((phase) =>
      phase.steps.map((step, index) => ({
        ref: incubatorSteps().doc(step.id),
        doc: {
          phaseKey: phase.key,
          order: index + 1,
          title: step.title,
          planHeading: step.planHeading,
          prompt: step.prompt,
          inputType: step.inputType,
          helperTips: step.helperTips,
          successCriteria: step.successCriteria,
          skillId: step.skillId,
          isActive: true,
        } satisfies StepDoc,
      })),
    );
    const batch = db.batch();
    const written = (await createMissing(batch, phases)) + (await createMissing(batch, steps));
    if (written) await batch.commit();
    log(`incubator: ${written} of ${phases.length + steps.length} phases and steps written`);
  },
};
