import type { z } from "zod/mini";
import { TUTOR_CONFIG_ID } from "../../ai/tutor";
import { AI_STATUS_SHARDS, type tutorConfigDocSchema } from "../../contract/tutor";
import { recordAudit, type AuditEntryInput } from "../../lib/audit-log";
import { aiStatus, tutorConfigs } from "../../lib/collections";
import { runTransaction } from "../../lib/transaction";

// The one saved tutor configuration, `tutorConfig/current` (ai/tutor.ts reads it for every answer),
// and the AI status's shards (ai/status.ts writes them).

type TutorConfigDoc = z.infer<typeof tutorConfigDocSchema>;

const currentTutorConfig = () => tutorConfigs().doc(TUTOR_CONFIG_ID);

/**
 * Replaces the configuration and records its audit entry, which `audit` makes from the
 * configuration saved before (undefined for the first), in one transaction.
 */
export async function saveTutorConfig(
  doc: TutorConfigDoc,
  audit: (before: TutorConfigDoc | undefined) => AuditEntryInput,
): Promise<void> {
  const ref = currentTutorConfig();
  await runTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    tx.set(ref, doc);
    recordAudit(tx, audit(before));
  });
}

/** Saves `doc` unless a configuration exists; answers whether it did. */
export async function saveTutorConfigIfMissing(doc: TutorConfigDoc): Promise<boolean> {
  const ref = currentTutorConfig();
  if ((await ref.get()).exists) return false;
  await ref.set(doc);
  return true;
}

/** The AI status's shards as stored (a missing one reads as undefined). */
export const readAiStatusShards = async () =>
  (await Promise.all(AI_STATUS_SHARDS.map((id) => aiStatus().doc(id).get()))).map((shard) => shard.data());
