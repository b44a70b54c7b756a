import { Timestamp, type Transaction } from "firebase-admin/firestore";
import {
  skillBelongsToPillar,
  skillNotInPillarMessage,
  type AdminCuratedVideo,
  type AdminCuratedVideoListQuery,
  type AdminCuratedVideoPage,
  type CreateCuratedVideoRequest,
  type UpdateCuratedVideoRequest,
} from "../../contract/admin-videos";
import { catalogueOrder, thumbnailUrlFor, type CuratedVideoDoc } from "../../contract/learning";
import { PILLARS, SKILL_IDS, type Pillar, type SkillId } from "../../contract/pillars";
import type { AuditActor } from "../../contract/audit-log";
import { recordAudit } from "../../lib/audit-log";
import type { Clock } from "../../lib/clock";
import { readList } from "../../lib/collections";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { isAlreadyExists } from "../../lib/firebase";
import { CATALOGUE_CAP, curatedVideos, curatedVideoYoutubeIds } from "./repository";
import { runTransaction } from "../../lib/transaction";
import { toIso } from "../../contract/common";

// The admin's curated-video management (the Video Management tab).

export interface AdminVideoDependencies {
  clock: Clock;
  /** Who makes the change, for the audit trail. */
  actor: (uid: string) => Promise<AuditActor>;
}

export const DUPLICATE_YOUTUBE_ID = "A video with this YouTube ID is already in the catalogue";

function toAdminVideo(id: string, doc: CuratedVideoDoc): AdminCuratedVideo {
  const { createdAt, updatedAt, ...video } = doc;
  return {
    id,
    ...video,
    thumbnailUrl: thumbnailUrlFor(video.youtubeVideoId),
    createdAt: toIso(createdAt),
    updatedAt: toIso(updatedAt),
  };
}

// ---------- the list ----------

/**
 * A page ends at a position in the catalogue order, not at a document: the cursor names the last
 * video's pillar, skill, priority and id, so a page still follows on after that video is deleted.
 */
const cursorOf = (video: AdminCuratedVideo) => `${video.pillar}.${video.skillId}.${video.orderPriority}.${video.id}`;

function parseCursor(cursor: string) {
  const match = /^([A-Z]+)\.([a-z_]+)\.(-?\d+)\.(.+)$/s.exec(cursor);
  if (!match || !PILLARS.includes(match[1] as Pillar) || !SKILL_IDS.includes(match[2] as SkillId))
    throw badRequest("Invalid request", [{ path: "cursor", message: "Not a valid cursor" }]);
  return {
    pillar: match[1] as Pillar,
    skillId: match[2] as SkillId,
    orderPriority: Number(match[3]),
    id: match[4]!,
  };
}

/**
 * Every video, active or not, in the catalogue order (pillar, skill, priority), filtered and
 * paged. The order is not one Firestore can sort by (pillars and skills have their own order),
 * so the catalogue is read whole, bounded like the learner's (CATALOGUE_CAP), and paged here.
 */
export async function listAdminVideos(query: AdminCuratedVideoListQuery): Promise<AdminCuratedVideoPage> {
  const after = query.cursor ? parseCursor(query.cursor) : null;
  let found = curatedVideos().limit(CATALOGUE_CAP);
  if (query.pillar) found = found.where("pillar", "==", query.pillar);
  if (query.skillId) found = found.where("skillId", "==", query.skillId);
  if (query.difficulty) found = found.where("difficulty", "==", query.difficulty);
  if (query.isActive !== undefined) found = found.where("isActive", "==", query.isActive);
  const videos = (await readList(found))
    .map(({ id, data }) => toAdminVideo(id, data))
    .sort(catalogueOrder)
    .filter((video) => !after || catalogueOrder(after, video) < 0);
  const items = videos.slice(0, query.limit);
  return { items, nextCursor: videos.length > query.limit ? cursorOf(items[items.length - 1]!) : null };
}

// ---------- writes ----------

/** Refuses a YouTube id another catalogue video holds: the guard document, and any older video without one. */
async function assertYoutubeIdFree(tx: Transaction, youtubeVideoId: string, self: string | null) {
  const [guard, holders] = await Promise.all([
    tx.get(curatedVideoYoutubeIds().doc(youtubeVideoId)),
    tx.get(curatedVideos().where("youtubeVideoId", "==", youtubeVideoId).limit(2)),
  ]);
  const taken = (guard.exists && guard.data()!.videoId !== self) || holders.docs.some((holder) => holder.id !== self);
  if (taken) throw duplicateYoutubeId();
}

const duplicateYoutubeId = () =>
  conflict(DUPLICATE_YOUTUBE_ID, [{ path: "youtubeVideoId", message: DUPLICATE_YOUTUBE_ID }]);

/** Two concurrent writes of one YouTube id: the second finds the guard at commit. */
async function guardingDuplicates<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isAlreadyExists(error)) throw duplicateYoutubeId();
    throw error;
  }
}

/** What the audit trail records of a video: its catalogue fields, not its bookkeeping times. */
const audited = ({ createdAt: _createdAt, updatedAt: _updatedAt, ...fields }: CuratedVideoDoc) => fields;

export async function createAdminVideo(
  deps: AdminVideoDependencies,
  adminUid: string,
  request: CreateCuratedVideoRequest,
): Promise<AdminCuratedVideo> {
  const ref = curatedVideos().doc();
  const now = Timestamp.fromDate(deps.clock.now());
  const doc: CuratedVideoDoc = { ...request, createdAt: now, updatedAt: now };
  const actor = await deps.actor(adminUid);
  await guardingDuplicates(() =>
    runTransaction(async (tx) => {
      await assertYoutubeIdFree(tx, request.youtubeVideoId, null);
      tx.create(ref, doc);
      tx.create(curatedVideoYoutubeIds().doc(request.youtubeVideoId), { videoId: ref.id });
      recordAudit(tx, {
        actor,
        action: "video.create",
        target: { type: "video", id: ref.id },
        before: {},
        after: audited(doc),
        at: now,
      });
    }),
  );
  return toAdminVideo(ref.id, doc);
}

/** The fields of a request that differ from the stored video (a no-op PATCH writes nothing). */
function realChanges(before: CuratedVideoDoc, request: UpdateCuratedVideoRequest): UpdateCuratedVideoRequest {
  return Object.fromEntries(
    Object.entries(request).filter(
      ([key, value]) => value !== undefined && before[key as keyof CuratedVideoDoc] !== value,
    ),
  );
}

export async function updateAdminVideo(
  deps: AdminVideoDependencies,
  adminUid: string,
  id: string,
  request: UpdateCuratedVideoRequest,
): Promise<AdminCuratedVideo> {
  const ref = curatedVideos().doc(id);
  const actor = await deps.actor(adminUid);
  return guardingDuplicates(() =>
    runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) throw notFound("Video not found");
      const before = snapshot.data()!;
      const changes = realChanges(before, request);
      const after: CuratedVideoDoc = { ...before, ...changes };
      if (!skillBelongsToPillar(after.skillId, after.pillar))
        throw badRequest("Invalid request", [{ path: "skillId", message: skillNotInPillarMessage(after.pillar) }]);
      if (Object.keys(changes).length === 0) return toAdminVideo(id, before);
      const movesYoutubeId = changes.youtubeVideoId !== undefined;
      const oldGuard = curatedVideoYoutubeIds().doc(before.youtubeVideoId);
      const oldGuardHolder = movesYoutubeId ? (await tx.get(oldGuard)).data()?.videoId : undefined;
      if (movesYoutubeId) await assertYoutubeIdFree(tx, after.youtubeVideoId, id);
      after.updatedAt = Timestamp.fromDate(deps.clock.now());
      tx.update(ref, curatedVideos.changes({ ...changes, updatedAt: after.updatedAt }));
      if (movesYoutubeId) {
        if (oldGuardHolder === id) tx.delete(oldGuard);
        tx.create(curatedVideoYoutubeIds().doc(after.youtubeVideoId), { videoId: id });
      }
      recordAudit(tx, {
        actor,
        action: "video.update",
        target: { type: "video", id },
        before: audited(before),
        after: audited(after),
        at: after.updatedAt.toDate(),
      });
      return toAdminVideo(id, after);
    }),
  );
}

/**
 * Removes the video from the catalogue only: learning paths hold their own copies of their videos
 * (`learningPaths/{id}/videos`, contract/learning.ts), so learners' paths and progress stay whole.
 */
export async function deleteAdminVideo(deps: AdminVideoDependencies, adminUid: string, id: string): Promise<void> {
  const ref = curatedVideos().doc(id);
  const actor = await deps.actor(adminUid);
  await runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw notFound("Video not found");
    const before = snapshot.data()!;
    const guard = curatedVideoYoutubeIds().doc(before.youtubeVideoId);
    const holder = (await tx.get(guard)).data()?.videoId;
    tx.delete(ref);
    if (holder === id) tx.delete(guard);
    recordAudit(tx, {
      actor,
      action: "video.delete",
      target: { type: "video", id },
      before: audited(before),
      after: {},
      at: deps.clock.now(),
    });
  });
}
