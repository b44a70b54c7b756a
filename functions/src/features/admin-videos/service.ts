import { Timestamp } from "firebase-admin/firestore";
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
import type { Clock } from "../../lib/clock";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { createVideo, deleteVideo, readCatalogue, TAKEN, updateVideo } from "./repository";
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
  const videos = (await readCatalogue(query))
    .map(({ id, data }) => toAdminVideo(id, data))
    .sort(catalogueOrder)
    .filter((video) => !after || catalogueOrder(after, video) < 0);
  const items = videos.slice(0, query.limit);
  return { items, nextCursor: videos.length > query.limit ? cursorOf(items[items.length - 1]!) : null };
}

// ---------- writes ----------

const duplicateYoutubeId = () =>
  conflict(DUPLICATE_YOUTUBE_ID, [{ path: "youtubeVideoId", message: DUPLICATE_YOUTUBE_ID }]);

/** What the audit trail records of a video: its catalogue fields, not its bookkeeping times. */
const audited = ({ createdAt: _createdAt, updatedAt: _updatedAt, ...fields }: CuratedVideoDoc) => fields;

export async function createAdminVideo(
  deps: AdminVideoDependencies,
  adminUid: string,
  request: CreateCuratedVideoRequest,
): Promise<AdminCuratedVideo> {
  const now = Timestamp.fromDate(deps.clock.now());
  const doc: CuratedVideoDoc = { ...request, createdAt: now, updatedAt: now };
  const actor = await deps.actor(adminUid);
  const id = await createVideo(doc, (id) => ({
    actor,
    action: "video.create",
    target: { type: "video", id },
    before: {},
    after: audited(doc),
    at: now,
  }));
  if (id === TAKEN) throw duplicateYoutubeId();
  return toAdminVideo(id, doc);
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
  const actor = await deps.actor(adminUid);
  const after = await updateVideo(id, (before) => {
    const changes = realChanges(before, request);
    const next: CuratedVideoDoc = { ...before, ...changes };
    if (!skillBelongsToPillar(next.skillId, next.pillar))
      throw badRequest("Invalid request", [{ path: "skillId", message: skillNotInPillarMessage(next.pillar) }]);
    if (Object.keys(changes).length === 0) return null;
    const updatedAt = Timestamp.fromDate(deps.clock.now());
    return {
      fields: { ...changes, updatedAt },
      audit: {
        actor,
        action: "video.update",
        target: { type: "video", id },
        before: audited(before),
        after: audited({ ...next, updatedAt }),
        at: updatedAt.toDate(),
      },
    };
  });
  if (after === null) throw notFound("Video not found");
  if (after === TAKEN) throw duplicateYoutubeId();
  return toAdminVideo(id, after);
}

/**
 * Removes the video from the catalogue only: learning paths hold their own copies of their videos
 * (`learningPaths/{id}/videos`, contract/learning.ts), so learners' paths and progress stay whole.
 */
export async function deleteAdminVideo(deps: AdminVideoDependencies, adminUid: string, id: string): Promise<void> {
  const actor = await deps.actor(adminUid);
  const deleted = await deleteVideo(id, (before) => ({
    actor,
    action: "video.delete",
    target: { type: "video", id },
    before: audited(before),
    after: {},
    at: deps.clock.now(),
  }));
  if (!deleted) throw notFound("Video not found");
}
