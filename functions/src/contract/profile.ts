import { z } from "zod/mini";
import { isoDateSchema, timeZoneSchema, timestampSchema } from "./common";
import { storedTextSchema, textSchema } from "./text";

export const LEVELS = ["Beginner", "Intermediate", "Advanced"] as const;
export const levelSchema = z.enum(LEVELS);
export type Level = z.infer<typeof levelSchema>;

export const workContextSchema = z.object({
  bio: z.optional(storedTextSchema(1000)),
  workSetup: z.optional(storedTextSchema(100)),
  motivation: z.optional(storedTextSchema(100)),
  experienceLength: z.optional(storedTextSchema(100)),
  platforms: z.optional(z.array(storedTextSchema(100)).check(z.maxLength(30))),
  clientTypes: z.optional(z.array(storedTextSchema(100)).check(z.maxLength(30))),
});
export type WorkContext = z.infer<typeof workContextSchema>;

const contextText = (label: string) => z.optional(textSchema({ label, max: 100 }));
const contextList = (label: string) => z.optional(z.array(textSchema({ label, max: 100 })).check(z.maxLength(30)));
/** The work context as a request sends it: the text rule (contract/text.ts) on every field. */
const workContextRequestSchema = z.object({
  bio: z.optional(textSchema({ label: "Bio", max: 1000, multiline: true })),
  workSetup: contextText("Work setup"),
  motivation: contextText("Motivation"),
  experienceLength: contextText("Experience"),
  platforms: contextList("A platform"),
  clientTypes: contextList("A client type"),
});

const profileFields = {
  userId: z.string(),
  currentLevel: levelSchema,
  goals: z.array(z.string()),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  preferredLearningStyle: z.nullable(z.string()),
  assessmentCompleted: z.boolean(),
  metadata: workContextSchema,
  timeZone: z.string(),
};

/** `profiles/{uid}` */
export const profileDocSchema = z.object({ ...profileFields, createdAt: timestampSchema, updatedAt: timestampSchema });
export type ProfileDoc = z.infer<typeof profileDocSchema>;

/** The learner profile as the API returns it. */
export const profileSchema = z.object({ id: z.string(), ...profileFields, createdAt: isoDateSchema });
export type Profile = z.infer<typeof profileSchema>;

export const DEFAULT_TIME_ZONE = "UTC";
export { timeZoneSchema };

/** Profile lists: trimmed, empty entries dropped. */
const listSchema = z.pipe(
  z.array(textSchema({ label: "An entry", max: 200 })).check(z.maxLength(30)),
  z.transform((items) => items.filter(Boolean)),
);
const learningStyleSchema = z.optional(z.nullable(textSchema({ label: "Learning style", max: 100 })));

export const createProfileRequestSchema = z.object({
  goals: z.optional(listSchema),
  preferredLearningStyle: learningStyleSchema,
  metadata: z.optional(workContextRequestSchema),
});
export type CreateProfileRequest = z.infer<typeof createProfileRequestSchema>;

export const updateProfileRequestSchema = z.object({
  goals: z.optional(listSchema),
  strengths: z.optional(listSchema),
  weaknesses: z.optional(listSchema),
  preferredLearningStyle: learningStyleSchema,
  metadata: z.optional(workContextRequestSchema),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

const choice = textSchema({ label: "An option", max: 100, required: "Choose an option" });
const choices = z.array(choice).check(z.minLength(1, "Choose at least one option"), z.maxLength(30));

/** The five work-context answers. */
export const contextRequestSchema = z.object({
  workSetup: choice,
  motivation: choice,
  experienceLength: choice,
  platforms: choices,
  clientTypes: choices,
});
export type ContextRequest = z.infer<typeof contextRequestSchema>;

export const CONTEXT_FIELDS = ["workSetup", "motivation", "experienceLength", "platforms", "clientTypes"] as const;
export type ContextField = (typeof CONTEXT_FIELDS)[number];

/** A question is answered by a non-blank choice, or a list with at least one non-blank choice. */
const isAnswered = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some((entry) => typeof entry === "string" && entry.trim() !== "")
    : typeof value === "string" && value.trim() !== "";

/**
 * The work context is complete when all five questions of the work-context questionnaire are answered, as the
 * questionnaire requires them (`contextRequestSchema`). Onboarding then skips the questionnaire, and
 * the 'Complete Your Profile' message is not sent.
 */
export function hasFullWorkContext(metadata: WorkContext | undefined): boolean {
  return CONTEXT_FIELDS.every((field) => isAnswered(metadata?.[field]));
}

export interface ContextQuestion {
  field: ContextField;
  question: string;
  multiple: boolean;
  options: readonly string[];
}

/** The onboarding question set (sample content; constants shared by web and server). */
export const CONTEXT_QUESTIONS: readonly ContextQuestion[] = [
  {
    field: "workSetup",
    question: "How do you work today?",
    multiple: false,
    options: [
      "Full-time freelancer",
      "Freelancing on the side of a job",
      "Running a small business with a team",
      "Gig work through apps and platforms",
      "Just getting started",
    ],
  },
  {
    field: "motivation",
    question: "What matters most to you right now?",
    multiple: false,
    options: [
      "Finding more clients",
      "Earning more from the work I do",
      "Working more efficiently",
      "Building a brand people recognise",
      "Going independent full-time",
    ],
  },
  {
    field: "experienceLength",
    question: "How long have you been working for yourself?",
    multiple: false,
    options: ["Not yet started", "Less than 1 year", "1-3 years", "3-5 years", "More than 5 years"],
  },
  {
    field: "platforms",
    question: "Where do you find clients? Choose all that apply.",
    multiple: true,
    options: [
      "Upwork",
      "Fiverr",
      "LinkedIn",
      "Instagram or TikTok",
      "My own website",
      "Referrals and word of mouth",
      "Local network and events",
    ],
  },
  {
    field: "clientTypes",
    question: "Who are your clients? Choose all that apply.",
    multiple: true,
    options: [
      "Individuals and consumers",
      "Startups",
      "Small businesses",
      "Large companies",
      "Agencies",
      "Non-profits and public sector",
    ],
  },
];
