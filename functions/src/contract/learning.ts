import { z } from "zod/mini";
import { compareText, idSchema, isDocumentId, isoDateSchema, timestampSchema } from "./common";
import { difficultySchema, PILLARS, pillarSchema, SKILL_IDS } from "./pillars";
import { textSchema } from "./text";

/** Paths and video lists are bounded, so every read and write of them is. */
export const LIST_CAP = 100;
/** A video added from the catalogue goes to the end of its path. */
export const CATALOGUE_ORDER_INDEX = 999;
export const CUSTOM_PATH_TITLE = "My Custom Learning Path";
export const CUSTOM_PATH_DESCRIPTION = "Videos added from the catalogue";

/** YouTube ids are 11 characters of [A-Za-z0-9_-]. */
export const youtubeVideoIdSchema = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{11}$/, "Enter a valid YouTube video id"));

export const thumbnailUrlFor = (youtubeVideoId: string) => `https://i.ytimg.com/vi/${youtubeVideoId}/hqdefault.jpg`;
export const watchUrlFor = (youtubeVideoId: string) => `https://www.youtube.com/watch?v=${youtubeVideoId}`;

// ---------- curated catalogue ----------

const curatedVideoFields = {
  youtubeVideoId: z.string(),
  title: z.string(),
  description: z.string(),
  channelTitle: z.string(),
  pillar: pillarSchema,
  skillId: z.enum(SKILL_IDS),
  difficulty: difficultySchema,
  orderPriority: z.int(),
  isActive: z.boolean(),
};

/** `curatedVideos/{id}` */
export const curatedVideoDocSchema = z.object({
  ...curatedVideoFields,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type CuratedVideoDoc = z.infer<typeof curatedVideoDocSchema>;

export const curatedVideoSchema = z.object({
  id: z.string(),
  ...curatedVideoFields,
  thumbnailUrl: z.string(),
  createdAt: isoDateSchema,
});
export type CuratedVideo = z.infer<typeof curatedVideoSchema>;

type CatalogueOrdered = Pick<CuratedVideo, "id" | "pillar" | "skillId" | "orderPriority">;

/**
 * The catalogue's order: pillar (in pillar order), then skill (in skill order), then orderPriority,
 * with the id last so the order is total. The server lists the catalogue in it and the admin's
 * video cache places a new or changed video by it.
 */
export function catalogueOrder(a: CatalogueOrdered, b: CatalogueOrdered): number {
  return (
    PILLARS.indexOf(a.pillar) - PILLARS.indexOf(b.pillar) ||
    SKILL_IDS.indexOf(a.skillId) - SKILL_IDS.indexOf(b.skillId) ||
    a.orderPriority - b.orderPriority ||
    compareText(a.id, b.id)
  );
}
export const curatedVideoListSchema = z.array(curatedVideoSchema);

// ---------- learning paths ----------

const learningPathFields = {
  userId: z.string(),
  title: z.string(),
  description: z.string(),
  skillCategories: z.array(pillarSchema),
  totalVideos: z.int().check(z.gte(0)),
  /** Kept exact on every watch and add, across all paths holding the same YouTube video. */
  watchedVideos: z.int().check(z.gte(0)),
};

/** `learningPaths/{id}` */
export const learningPathDocSchema = z.object({ ...learningPathFields, createdAt: timestampSchema });
export type LearningPathDoc = z.infer<typeof learningPathDocSchema>;

export const learningPathSchema = z.object({
  id: z.string(),
  ...learningPathFields,
  progressPercentage: z.int().check(z.gte(0), z.lte(100)),
  createdAt: isoDateSchema,
});
export type LearningPath = z.infer<typeof learningPathSchema>;
export const learningPathListSchema = z.array(learningPathSchema);

export const createLearningPathRequestSchema = z.object({
  title: textSchema({ label: "Title", max: 120, required: "Title is required" }),
  description: z._default(textSchema({ label: "Description", max: 1000, multiline: true }), ""),
  skillCategories: z._default(z.array(pillarSchema).check(z.maxLength(4)), []),
});
export type CreateLearningPathRequest = z.output<typeof createLearningPathRequestSchema>;

const pathVideoFields = {
  userId: z.string(),
  youtubeVideoId: z.string(),
  title: z.string(),
  description: z.string(),
  skillCategory: pillarSchema,
  thumbnailUrl: z.string(),
  orderIndex: z.int(),
  curatedVideoId: z.nullable(z.string()),
};

/** `learningPaths/{pathId}/videos/{videoId}`; the id is `{pathId}__{youtubeVideoId}` (see pathVideoId). */
export const pathVideoDocSchema = z.object(pathVideoFields);
export type PathVideoDoc = z.infer<typeof pathVideoDocSchema>;

export const pathVideoSchema = z.object({ id: z.string(), ...pathVideoFields, watched: z.boolean() });
export type PathVideo = z.infer<typeof pathVideoSchema>;
/** The add-video answer: 201 with the new entry, or 200 with the entry the path already held. */
export const addPathVideoResponseSchema = z.extend(pathVideoSchema, { alreadyInPath: z.boolean() });

/**
 * A path holds a YouTube video at most once, and the path-video id names its path,
 * so the watch call (which only gets the path-video id) finds both in one read.
 */
export const PATH_VIDEO_SEPARATOR = "__";
export const pathVideoId = (pathId: string, youtubeVideoId: string) =>
  `${pathId}${PATH_VIDEO_SEPARATOR}${youtubeVideoId}`;
export function parsePathVideoId(id: string): { pathId: string; youtubeVideoId: string } | null {
  const at = id.indexOf(PATH_VIDEO_SEPARATOR);
  if (at <= 0) return null;
  const pathId = id.slice(0, at);
  const youtubeVideoId = id.slice(at + PATH_VIDEO_SEPARATOR.length);
  return youtubeVideoId && isDocumentId(pathId) ? { pathId, youtubeVideoId } : null;
}

export const addPathVideoRequestSchema = z.object({
  youtubeVideoId: youtubeVideoIdSchema,
  title: textSchema({ label: "Title", max: 200, required: "Title is required" }),
  description: z._default(textSchema({ label: "Description", max: 5000, multiline: true }), ""),
  skillCategory: pillarSchema,
  orderIndex: z._default(z.int().check(z.gte(0), z.lte(100_000)), CATALOGUE_ORDER_INDEX),
  /** Optional link back to the catalogue entry the video came from. */
  curatedVideoId: z.optional(z.nullable(idSchema)),
});
export type AddPathVideoRequest = z.output<typeof addPathVideoRequestSchema>;

export const pathProgressSchema = z.object({
  learningPath: learningPathSchema,
  videos: z.array(pathVideoSchema),
  totalVideos: z.int(),
  watchedVideos: z.int(),
  progressPercentage: z.int().check(z.gte(0), z.lte(100)),
});
export type PathProgress = z.infer<typeof pathProgressSchema>;

// ---------- watched videos ----------

const watchedVideoFields = {
  youtubeVideoId: z.string(),
  title: z.string(),
  skillCategory: pillarSchema,
  /** The path the video was first watched in; null once that path is gone or when watched elsewhere. */
  pathId: z.nullable(z.string()),
};

/** `users/{uid}/watchedVideos/{youtubeVideoId}`: one per user and YouTube video. */
export const watchedVideoDocSchema = z.object({ ...watchedVideoFields, watchedAt: timestampSchema });
export type WatchedVideoDoc = z.infer<typeof watchedVideoDocSchema>;

export const videoProgressSchema = z.object({
  id: z.string(),
  ...watchedVideoFields,
  watched: z.literal(true),
  watchedAt: isoDateSchema,
});
export type VideoProgress = z.infer<typeof videoProgressSchema>;
export const videoProgressListSchema = z.array(videoProgressSchema);

export const watchResponseSchema = z.object({
  videoId: z.string(),
  youtubeVideoId: z.string(),
  watched: z.literal(true),
  /** False when the video had already been watched: nothing changed. */
  newlyWatched: z.boolean(),
  watchedAt: isoDateSchema,
  pathProgress: z.object({
    totalVideos: z.int(),
    watchedVideos: z.int(),
    progressPercentage: z.int(),
  }),
});
export type WatchResponse = z.infer<typeof watchResponseSchema>;

export const additionalVideoSchema = z.object({
  id: z.string(),
  youtubeVideoId: z.string(),
  title: z.string(),
  skillCategory: pillarSchema,
  watchedAt: isoDateSchema,
});
export type AdditionalVideo = z.infer<typeof additionalVideoSchema>;
export const additionalVideoListSchema = z.array(additionalVideoSchema);
