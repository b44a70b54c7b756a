import type { Transaction } from "firebase-admin/firestore";
import type { AdminCuratedVideoListQuery } from "../../contract/admin-videos";
import type { CuratedVideoDoc } from "../../contract/learning";
import { recordAudit, type AuditEntryInput } from "../../lib/audit-log";
import { curatedVideos, curatedVideoYoutubeIds, readList } from "../../lib/collections";
import { isAlreadyExists } from "../../lib/firebase";
import { CATALOGUE_CAP } from "../../lib/learning-store";
import { runTransaction } from "../../lib/transaction";

// The curated catalogue as the admin manages it: every video, active or not, and the YouTube-id
// guard (`curatedVideoYoutubeIds/{youtubeVideoId}`) that keeps each video in the catalogue once.

/** Another video holds the YouTube id: nothing was written. */
export const TAKEN = "taken";

/** Every video matching the filters, active or not, bounded like the learner's catalogue. */
export function readCatalogue(filter: Omit<AdminCuratedVideoListQuery, "cursor" | "limit">) {
  let found = curatedVideos().limit(CATALOGUE_CAP);
  if (filter.pillar) found = found.where("pillar", "==", filter.pillar);
  if (filter.skillId) found = found.where("skillId", "==", filter.skillId);
  if (filter.difficulty) found = found.where("difficulty", "==", filter.difficulty);
  if (filter.isActive !== undefined) found = found.where("isActive", "==", filter.isActive);
  return readList(found);
}

/** Whether a video other than `self` holds the YouTube id: the guard document, or any older video without one. */
async function youtubeIdTaken(tx: Transaction, youtubeVideoId: string, self: string | null) {
  const [guard, holders] = await Promise.all([
    tx.get(curatedVideoYoutubeIds().doc(youtubeVideoId)),
    tx.get(curatedVideos().where("youtubeVideoId", "==", youtubeVideoId).limit(2)),
  ]);
  return (guard.exists && guard.data()!.videoId !== self) || holders.docs.some((holder) => holder.id !== self);
}

/** Two concurrent writes of one YouTube id: the second finds the guard at commit. */
async function guardingDuplicates<T>(run: () => Promise<T>): Promise<T | typeof TAKEN> {
  try {
    return await run();
  } catch (error) {
    if (isAlreadyExists(error)) return TAKEN;
    throw error;
  }
}

/** Adds a video with its guard and audit entry (made for its new id) in one transaction; answers its id. */
export async function createVideo(doc: CuratedVideoDoc, audit: (id: string) => AuditEntryInput) {
  const ref = curatedVideos().doc();
  return guardingDuplicates(() =>
    runTransaction(async (tx) => {
      if (await youtubeIdTaken(tx, doc.youtubeVideoId, null)) return TAKEN;
      tx.create(ref, doc);
      tx.create(curatedVideoYoutubeIds().doc(doc.youtubeVideoId), { videoId: ref.id });
      recordAudit(tx, audit(ref.id));
      return ref.id;
    }),
  );
}

/**
 * Changes a video by the fields `decide` answers, with its audit entry, in one transaction; a new
 * YouTube id moves the guard. `decide` answers null to write nothing. Answers the video as it
 * stands after, or null when there is no such video.
 */
export async function updateVideo(
  id: string,
  decide: (before: CuratedVideoDoc) => { fields: Partial<CuratedVideoDoc>; audit: AuditEntryInput } | null,
) {
  const ref = curatedVideos().doc(id);
  return guardingDuplicates(() =>
    runTransaction(async (tx) => {
      const before = (await tx.get(ref)).data();
      if (!before) return null;
      const change = decide(before);
      if (!change) return before;
      const after: CuratedVideoDoc = { ...before, ...change.fields };
      const movesYoutubeId = change.fields.youtubeVideoId !== undefined;
      const oldGuard = curatedVideoYoutubeIds().doc(before.youtubeVideoId);
      const oldGuardHolder = movesYoutubeId ? (await tx.get(oldGuard)).data()?.videoId : undefined;
      if (movesYoutubeId && (await youtubeIdTaken(tx, after.youtubeVideoId, id))) return TAKEN;
      tx.update(ref, curatedVideos.changes(change.fields));
      if (movesYoutubeId) {
        if (oldGuardHolder === id) tx.delete(oldGuard);
        tx.create(curatedVideoYoutubeIds().doc(after.youtubeVideoId), { videoId: id });
      }
      recordAudit(tx, change.audit);
      return after;
    }),
  );
}

/** Removes a video (and its guard) with the audit entry `audit` makes of it; false when there is no such video. */
export function deleteVideo(id: string, audit: (before: CuratedVideoDoc) => AuditEntryInput): Promise<boolean> {
  const ref = curatedVideos().doc(id);
  return runTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) return false;
    const guard = curatedVideoYoutubeIds().doc(before.youtubeVideoId);
    const holder = (await tx.get(guard)).data()?.videoId;
    tx.delete(ref);
    if (holder === id) tx.delete(guard);
    recordAudit(tx, audit(before));
    return true;
  });
}
