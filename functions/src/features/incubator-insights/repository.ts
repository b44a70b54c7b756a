import { createHash } from "node:crypto";
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QueryDocumentSnapshot,
} from "firebase-admin/firestore";
import { isDocumentId } from "../../contract/common";
import type { PhaseKey } from "../../contract/incubator/common";
import { INSIGHT_SHARDS, INSIGHTS, type InsightShardDoc } from "../../contract/incubator/insights";
import { stepProgressDocSchema, type AttemptDoc, type StepProgressDoc } from "../../contract/incubator/storage";
import {
  allIncubatorAttempts,
  allIncubatorStates,
  allIncubatorStepProgress,
  incubatorStepProgress,
  insightEvents,
  insightShards,
  readable,
  readList,
  type StoredDoc,
} from "../../lib/collections";
import { createdOnce, db } from "../../lib/firebase";
import { pagesOf } from "../../lib/paging";
import { notFound } from "../../lib/errors";
import { runTransaction } from "../../lib/transaction";
import { add, type InsightDelta } from "./delta";

// Insights' Firestore side: the step shards the progress trigger moves (docs/decisions/015-documents-many-requests-write.md), and the progress queries of the stuck lists.

/** Daily counts older than this are dropped whenever a shard is written, so a shard stays bounded. */
const KEPT_DAYS = 90;
const DAY_MS = 86_400_000;

export const SHARD_IDS = Array.from({ length: INSIGHT_SHARDS }, (_, index) => `s${index}`);

/** A learner always moves the same shard of a step (a hash of their id). */
export const insightShardOf = (uid: string) =>
  SHARD_IDS[createHash("sha256").update(uid).digest().readUInt32BE(0) % INSIGHT_SHARDS]!;

const plus = (counts: Record<string, number>, delta: Record<string, number>) => {
  const sum = { ...counts };
  for (const [key, by] of Object.entries(delta)) add(sum, key, by);
  return sum;
};

/** The daily counts (keyed "YYYY-MM-DD" or "YYYY-MM-DD|reason") of the last KEPT_DAYS days before `at`. */
const recent = (counts: Record<string, number>, at: Date) => {
  const oldest = new Date(at.getTime() - KEPT_DAYS * DAY_MS).toISOString().slice(0, 10);
  return Object.fromEntries(Object.entries(counts).filter(([key]) => key.slice(0, 10) >= oldest));
};

/** A shard with a delta added (`was` undefined for a new one), its old days dropped. */
export function shardWith(
  was: InsightShardDoc | undefined,
  delta: InsightDelta & { reachedUndated?: number },
  phaseKey: PhaseKey,
  at: Date,
): InsightShardDoc {
  return {
    phaseKey,
    reached: (was?.reached ?? 0) + delta.reached,
    reachedUndated: (was?.reachedUndated ?? 0) + (delta.reachedUndated ?? 0),
    attempted: (was?.attempted ?? 0) + delta.attempted,
    passed: (was?.passed ?? 0) + delta.passed,
    attemptsToPass: plus(was?.attemptsToPass ?? {}, delta.attemptsToPass),
    latestScore: plus(was?.latestScore ?? {}, delta.latestScore),
    missing: plus(was?.missing ?? {}, delta.missing),
    evaluationsByDay: recent(plus(was?.evaluationsByDay ?? {}, delta.evaluationsByDay), at),
    gatedByDay: recent(plus(was?.gatedByDay ?? {}, delta.gatedByDay), at),
    coachChangedByDay: recent(plus(was?.coachChangedByDay ?? {}, delta.coachChangedByDay), at),
    updatedAt: Timestamp.fromDate(at),
  };
}

/**
 * Applies one progress write to the step's Insights shard, once: the event id is recorded in the
 * same transaction, so a retried trigger changes nothing. The shard is read and written whole (its
 * counts are map entries, which increments cannot reach through the schema's check).
 */
export async function applyInsightEvent(
  eventId: string,
  where: { uid: string; stepId: string; phaseKey: PhaseKey },
  delta: InsightDelta,
  at: Date,
) {
  const marker = insightEvents().doc(eventId);
  const shard = insightShards(where.stepId).doc(insightShardOf(where.uid));
  await runTransaction(async (transaction) => {
    const [applied, current] = await Promise.all([transaction.get(marker), transaction.get(shard)]);
    if (applied.exists) return;
    transaction.create(marker, { appliedAt: Timestamp.fromDate(at) });
    transaction.set(shard, shardWith(current.data(), delta, where.phaseKey, at));
  });
}

/** A step's shards: at most INSIGHT_SHARDS documents, whatever the number of learners. */
export const readShards = (stepId: string) => readList(insightShards(stepId).limit(INSIGHT_SHARDS));

// ---------- the backfill's reads and writes ----------

/** Every learner's reached steps, a page at a time. */
export async function* reachedPages(pageSize: number): AsyncGenerator<{ uid: string; stepIds: string[] }[]> {
  for await (const docs of pagesOf(allIncubatorStates(), pageSize))
    yield readable(docs).map(({ ref, data }) => ({ uid: ref.parent.parent!.id, stepIds: data.reachedSteps }));
}

/**
 * Creates the learner's progress of each step that has none, its opening time unknown (never
 * replacing one written meanwhile); answers how many it created.
 */
export async function createUndatedProgress(uid: string, steps: { id: string; phaseKey: PhaseKey }[], at: Date) {
  if (!steps.length) return 0;
  const refs = steps.map(({ id }) => incubatorStepProgress(uid).doc(id));
  const existing = await db.getAll(...refs);
  const created = await Promise.all(
    steps.map(({ phaseKey }, index) =>
      existing[index]!.exists
        ? false
        : createdOnce(() =>
            refs[index]!.create(stepProgressDocSchema.parse({ phaseKey, updatedAt: Timestamp.fromDate(at) })),
          ),
    ),
  );
  return created.filter(Boolean).length;
}

/**
 * Every learner's step progress, a page at a time, with how many of the page's documents had the
 * stuck lists' fields stored (storeStuckFields).
 */
export async function* progressPages(
  pageSize: number,
): AsyncGenerator<{ docs: StoredDoc<StepProgressDoc>[]; stored: number }> {
  for await (const docs of pagesOf(allIncubatorStepProgress(), pageSize)) {
    const stored = await Promise.all(docs.map(storeStuckFields));
    yield { docs: readable(docs), stored: stored.filter(Boolean).length };
  }
}

/** Every learner's attempts created since `since`, oldest first, a page at a time. */
export async function* attemptPages(since: Date, pageSize: number): AsyncGenerator<StoredDoc<AttemptDoc>[]> {
  const query = allIncubatorAttempts().where("createdAt", ">=", Timestamp.fromDate(since)).orderBy("createdAt");
  let last: QueryDocumentSnapshot<AttemptDoc> | undefined;
  for (;;) {
    const docs = (await (last ? query.startAfter(last) : query).limit(pageSize).get()).docs;
    if (docs.length) yield readable(docs);
    if (docs.length < pageSize) return;
    last = docs[docs.length - 1];
  }
}

/** Replaces a step's shards with rebuilt ones (the backfill); shards without learners are removed. */
export async function replaceShards(stepId: string, shards: Map<string, InsightShardDoc>) {
  const batch = db.batch();
  for (const id of SHARD_IDS) {
    const ref = insightShards(stepId).doc(id);
    const shard = shards.get(id);
    if (shard) batch.set(ref, shard);
    else batch.delete(ref);
  }
  await batch.commit();
}

// ---------- the stuck lists ----------

export type StuckKind = "failing" | "idle";

/** Where a learner's progress of a step is, as one id for a paging cursor ("uid~stepId"). */
export const progressKey = (ref: DocumentReference) => `${ref.parent.parent!.id}~${ref.id}`;

/**
 * Unpassed progress, across learners: failing, with at least INSIGHTS.stuckFailedAttempts
 * evaluations, most attempts first; idle, opened at or before `openedBy` without an attempt,
 * longest waiting first (undated steps never match: null sorts apart from times).
 */
function stuckQuery(kind: StuckKind, openedBy: Date): Query<StepProgressDoc> {
  const unpassed = allIncubatorStepProgress().where("completed", "==", false);
  return kind === "failing"
    ? unpassed.where("attemptCount", ">=", INSIGHTS.stuckFailedAttempts).orderBy("attemptCount", "desc")
    : unpassed.where("attemptCount", "==", 0).where("openedAt", "<=", Timestamp.fromDate(openedBy)).orderBy("openedAt");
}

/**
 * Stores the defaults of the fields the stuck lists filter on (`completed`, `attemptCount`) that a
 * progress document leaves out: writes that merge (the step's opening, a saved answer) store only
 * the fields they name, and queries never see a schema's default. Writes nothing when the document
 * changed since this snapshot (that change's trigger stores them then). Answers whether it wrote.
 */
export async function storeStuckFields(snapshot: DocumentSnapshot): Promise<boolean> {
  const fields = {
    ...(snapshot.get("completed") === undefined ? { completed: false } : {}),
    ...(snapshot.get("attemptCount") === undefined ? { attemptCount: 0 } : {}),
  };
  if (!Object.keys(fields).length || !snapshot.updateTime) return false;
  try {
    await snapshot.ref.update(incubatorStepProgress.changes(fields), { lastUpdateTime: snapshot.updateTime });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === FAILED_PRECONDITION) return false;
    throw error;
  }
}
const FAILED_PRECONDITION = 9;

/** The progress document a cursor names (404 when it is gone, as every admin list's cursor). */
export async function progressAt(cursor: string): Promise<DocumentSnapshot<StepProgressDoc>> {
  const split = cursor.lastIndexOf("~");
  const [uid, stepId] = [cursor.slice(0, split), cursor.slice(split + 1)];
  const snapshot =
    split > 0 && isDocumentId(uid) && isDocumentId(stepId) ? await incubatorStepProgress(uid).doc(stepId).get() : null;
  if (!snapshot?.exists) throw notFound("Unknown cursor");
  return snapshot;
}

/**
 * Up to `size` stuck progress documents after `after`: the readable ones, and the last one read
 * (null when the query had no more).
 */
export async function stuckBatch(
  kind: StuckKind,
  openedBy: Date,
  after: DocumentSnapshot<StepProgressDoc> | undefined,
  size: number,
): Promise<{ docs: StoredDoc<StepProgressDoc>[]; last: QueryDocumentSnapshot<StepProgressDoc> | null }> {
  const query = stuckQuery(kind, openedBy).limit(size);
  const docs = (await (after ? query.startAfter(after) : query).get()).docs;
  return { docs: readable(docs), last: docs.length === size ? docs[size - 1]! : null };
}
