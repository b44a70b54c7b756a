import {
  createCuratedVideoRequestSchema,
  youtubeVideoId,
  type AdminCuratedVideo,
  type CreateCuratedVideoInput,
} from "@contract/admin-videos";
import { DIFFICULTIES, PILLARS, SKILLS, type Difficulty, type Pillar } from "@contract/pillars";
import { difficultyLabel } from "@/components/pillar-badge";
import { fieldErrors, type FieldErrors } from "@/lib/form-errors";

/** The video form as typed: selects may still be empty and the priority is text. */
export interface VideoFormValues {
  title: string;
  /** An 11-character id or a pasted YouTube URL. */
  youtube: string;
  pillar: Pillar | "";
  skillId: string;
  difficulty: Difficulty | "";
  orderPriority: string;
  channelTitle: string;
  description: string;
  isActive: boolean;
}

export const EMPTY_VIDEO_FORM: VideoFormValues = {
  title: "",
  youtube: "",
  pillar: "",
  skillId: "",
  difficulty: "",
  orderPriority: "1",
  channelTitle: "",
  description: "",
  isActive: true,
};

export function formFromVideo(video: AdminCuratedVideo): VideoFormValues {
  return {
    title: video.title,
    youtube: video.youtubeVideoId,
    pillar: video.pillar,
    skillId: video.skillId,
    difficulty: video.difficulty,
    orderPriority: String(video.orderPriority),
    channelTitle: video.channelTitle,
    description: video.description,
    isActive: video.isActive,
  };
}

export const PILLAR_OPTIONS = PILLARS.map((pillar) => ({ value: pillar, label: pillar }));
export const DIFFICULTY_OPTIONS = DIFFICULTIES.map((difficulty) => ({
  value: difficulty,
  label: difficultyLabel(difficulty),
}));

/** The skills of the chosen pillar only (none before a pillar is chosen). */
export function skillOptions(pillar: Pillar | "") {
  return SKILLS.filter((skill) => skill.pillar === pillar).map((skill) => ({ value: skill.id, label: skill.label }));
}

/** Changing the pillar clears the chosen skill. */
export function withPillar(values: VideoFormValues, pillar: Pillar | ""): VideoFormValues {
  return pillar === values.pillar ? values : { ...values, pillar, skillId: "" };
}

/** Priority Order is a whole number of at least 1; anything else counts as 1. */
export function priorityFrom(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) && value >= 1 ? value : 1;
}

/** The request the form sends (the same fields for a create and a full edit). */
export function videoRequest(values: VideoFormValues): CreateCuratedVideoInput {
  return {
    title: values.title,
    // The id inside a pasted URL; anything else goes as typed, for the schema to name the problem.
    youtubeVideoId: youtubeVideoId(values.youtube) ?? values.youtube,
    pillar: values.pillar as Pillar,
    skillId: values.skillId,
    difficulty: values.difficulty as Difficulty,
    orderPriority: priorityFrom(values.orderPriority),
    channelTitle: values.channelTitle,
    description: values.description,
    isActive: values.isActive,
  };
}

const REQUIRED: Partial<Record<keyof CreateCuratedVideoInput, string>> = {
  pillar: "Choose a pillar",
  skillId: "Choose a skill category",
  difficulty: "Choose a difficulty",
};

/**
 * The form's errors before sending, by the same contract schema the server applies; an empty
 * select gets a plain 'Choose ...' rather than zod's enum message.
 */
export function videoFormErrors(values: VideoFormValues): FieldErrors {
  const parsed = createCuratedVideoRequestSchema.safeParse(videoRequest(values));
  if (parsed.success) return {};
  const errors = fieldErrors(parsed.error.issues);
  for (const [field, message] of Object.entries(REQUIRED))
    if (errors[field] && !values[field as keyof VideoFormValues]) errors[field] = message;
  return errors;
}
