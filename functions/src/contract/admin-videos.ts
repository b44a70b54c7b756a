import { z } from "zod/mini";
import { idSchema, isoDateSchema } from "./common";
import { curatedVideoSchema } from "./learning";
import { difficultySchema, pillarSchema, SKILLS, skillIdSchema, type Pillar } from "./pillars";
import { textSchema } from "./text";

// The admin's curated-video management (the Video Management tab).

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"]);
const SHORT_HOSTS = new Set(["youtu.be", "www.youtu.be"]);
/** Paths whose next segment is the video id: youtube.com/shorts/{id}, /embed/{id}, /live/{id}, /v/{id}. */
const ID_SEGMENTS = new Set(["shorts", "embed", "live", "v"]);

/**
 * The YouTube video id an admin typed or pasted: an 11-character id, or a YouTube URL
 * (watch?v=, youtu.be/, shorts/, embed/; with or without www or m, with or without the
 * scheme, with extra parameters). Anything else is null. The web form and the server
 * both use it, so they agree on what is accepted.
 */
export function youtubeVideoId(input: string): string | null {
  const text = input.trim();
  if (YOUTUBE_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  let candidate: string | null | undefined = null;
  if (SHORT_HOSTS.has(host)) candidate = segments[0];
  else if (YOUTUBE_HOSTS.has(host) || host === "youtube-nocookie.com" || host === "www.youtube-nocookie.com") {
    if (segments[0] === "watch") candidate = url.searchParams.get("v");
    else if (segments[0] && ID_SEGMENTS.has(segments[0])) candidate = segments[1];
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

export const YOUTUBE_FIELD_MESSAGE = "Enter an 11-character YouTube video id or a YouTube video URL";

/** The YouTube field of the form: an id or a URL in, the id out. */
export const youtubeVideoFieldSchema = z.pipe(
  z.string().check(z.maxLength(2000)),
  z.transform((value, ctx) => {
    const id = youtubeVideoId(value);
    if (id) return id;
    ctx.issues.push({ code: "custom", message: YOUTUBE_FIELD_MESSAGE, input: value });
    return z.NEVER;
  }),
);

export const VIDEO_TITLE_MAX = 200;
export const VIDEO_DESCRIPTION_MAX = 5000;
export const CHANNEL_TITLE_MAX = 200;
export const ORDER_PRIORITY_MAX = 100_000;

export const skillBelongsToPillar = (skillId: string, pillar: Pillar) =>
  SKILLS.some((skill) => skill.id === skillId && skill.pillar === pillar);
export const skillNotInPillarMessage = (pillar: Pillar) => `Choose a skill of the ${pillar} pillar`;

const adminVideoFields = {
  youtubeVideoId: youtubeVideoFieldSchema,
  title: textSchema({ label: "Video title", max: VIDEO_TITLE_MAX, required: "Video title is required" }),
  description: textSchema({ label: "Description", max: VIDEO_DESCRIPTION_MAX, multiline: true }),
  channelTitle: textSchema({ label: "Channel", max: CHANNEL_TITLE_MAX }),
  pillar: pillarSchema,
  /** Canonical skill id (the learner side's short aliases are accepted and stored canonical). */
  skillId: skillIdSchema,
  difficulty: difficultySchema,
  orderPriority: z
    .number("Priority must be a whole number of at least 1")
    .check(
      z.int("Priority must be a whole number of at least 1"),
      z.gte(1, "Priority must be at least 1"),
      z.lte(ORDER_PRIORITY_MAX),
    ),
  isActive: z.boolean(),
};

/** `POST /api/admin/curated-videos`. */
export const createCuratedVideoRequestSchema = z
  .object({
    ...adminVideoFields,
    description: z._default(adminVideoFields.description, ""),
    channelTitle: z._default(adminVideoFields.channelTitle, ""),
    orderPriority: z._default(adminVideoFields.orderPriority, 1),
    isActive: z._default(adminVideoFields.isActive, true),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (!skillBelongsToPillar(value.skillId, value.pillar))
        ctx.addIssue({ code: "custom", path: ["skillId"], message: skillNotInPillarMessage(value.pillar) });
    }),
  );
export type CreateCuratedVideoRequest = z.output<typeof createCuratedVideoRequestSchema>;
/** What a client sends (defaults may be left out; the YouTube field may be a URL). */
export type CreateCuratedVideoInput = z.input<typeof createCuratedVideoRequestSchema>;

/**
 * `PATCH /api/admin/curated-videos/{id}`: any of the fields (all of them from the edit form, or
 * just `{isActive}` from the quick toggle). The server checks the skill against the pillar the
 * video will have after the change.
 */
export const updateCuratedVideoRequestSchema = z
  .partial(z.object(adminVideoFields))
  .check(z.refine((value) => Object.values(value).some((field) => field !== undefined), "Nothing to update"));
export type UpdateCuratedVideoRequest = z.output<typeof updateCuratedVideoRequestSchema>;
export type UpdateCuratedVideoInput = z.input<typeof updateCuratedVideoRequestSchema>;

/** A catalogue video as the admin sees it: every field, active or not. */
export const adminCuratedVideoSchema = z.extend(curatedVideoSchema, { updatedAt: isoDateSchema });
export type AdminCuratedVideo = z.infer<typeof adminCuratedVideoSchema>;

export const ADMIN_VIDEOS_PAGE_DEFAULT = 50;
export const ADMIN_VIDEOS_PAGE_MAX = 100;

/** `GET /api/admin/curated-videos`: pillar order, then skill order, then priority (the learner catalogue's order). */
export const adminCuratedVideoListQuerySchema = z.object({
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(ADMIN_VIDEOS_PAGE_MAX)),
    ADMIN_VIDEOS_PAGE_DEFAULT,
  ),
  /** The `nextCursor` of the previous page. */
  cursor: z.optional(z.string().check(z.maxLength(300))),
  pillar: z.optional(pillarSchema),
  skillId: z.optional(skillIdSchema),
  difficulty: z.optional(difficultySchema),
  isActive: z.optional(
    z.pipe(
      z.enum(["true", "false"]),
      z.transform((value) => value === "true"),
    ),
  ),
});
export type AdminCuratedVideoListQuery = z.output<typeof adminCuratedVideoListQuerySchema>;
export type AdminCuratedVideoListInput = z.input<typeof adminCuratedVideoListQuerySchema>;

export const adminCuratedVideoPageSchema = z.object({
  items: z.array(adminCuratedVideoSchema),
  nextCursor: z.nullable(z.string()),
});
export type AdminCuratedVideoPage = z.infer<typeof adminCuratedVideoPageSchema>;

export const adminCuratedVideoParamsSchema = z.object({ id: idSchema });

/**
 * `curatedVideoYoutubeIds/{youtubeVideoId}`: which catalogue video holds a YouTube id. Created in
 * the same transaction as the video, so two concurrent creates of one id cannot both succeed.
 */
export const curatedVideoYoutubeIdDocSchema = z.object({ videoId: z.string() });
