import { z } from "zod/mini";
import { isoDateSchema, timestampSchema } from "./common";
import { levelSchema } from "./profile";
import { SKILLS, pillarSchema, type Pillar } from "./pillars";

/**
 * Assessment statements, one per skill in SKILLS order (question i is about SKILLS[i]).
 * Constants shared by web and server: the server scores against the same list the learner saw.
 */
export const ASSESSMENT_STATEMENTS: readonly string[] = [
  "I can spot gaps in my market and turn them into paid opportunities.",
  "I can describe what I offer, for whom and with what result in one or two sentences.",
  "I know who my ideal clients are, what keeps them up at night and where they spend their time.",
  "I can explain why a client should pick me over other freelancers with similar skills.",
  "My online profile or portfolio shows clearly what I do and the results I have delivered.",
  "I can tell a short, genuine story about my work that makes people remember me.",
  "I share useful content or examples of my work on a regular schedule.",
  "I keep in touch with peers, past clients and partners who could refer work to me.",
  "I start conversations with potential clients without feeling pushy.",
  "I set my prices based on the value I deliver and hold them when a client pushes back.",
  "I can show a client what return they get for what they pay me.",
  "I can move a warm lead to a signed agreement and a paid deposit.",
  "I plan my projects with clear scope, milestones and deadlines, and I deliver on time.",
  "I say no to scope creep and protect my time with clear terms.",
  "I keep clients informed with timely, clear updates, including when things go wrong.",
  "I turn finished projects into repeat work, referrals and testimonials.",
];

/** Question i belongs to this pillar (SHAPE 0-3, SHOW 4-7, SELL 8-11, SERVE 12-15). */
export const questionPillar = (questionId: number): Pillar => SKILLS[questionId]!.pillar;

export const QUESTION_COUNT = 16;

/** The 5-point confidence scale, answer value = index + 1. */
export const CONFIDENCE_SCALE = [
  "Not at all confident",
  "Slightly confident",
  "Moderately confident",
  "Confident",
  "Very confident",
] as const;

export const assessmentAnswerSchema = z.object({
  questionId: z.int().check(z.gte(0), z.lte(QUESTION_COUNT - 1)),
  answer: z.int().check(z.gte(1), z.lte(5)),
});
export type AssessmentAnswer = z.infer<typeof assessmentAnswerSchema>;

export const assessmentRequestSchema = z.object({
  answers: z.array(assessmentAnswerSchema).check(
    z.length(QUESTION_COUNT, `Exactly ${QUESTION_COUNT} answers are required`),
    z.superRefine((answers, ctx) => {
      const seen = new Set<number>();
      answers.forEach((entry, index) => {
        if (seen.has(entry.questionId))
          ctx.addIssue({ code: "custom", path: [index, "questionId"], message: "Each question is answered once" });
        seen.add(entry.questionId);
      });
    }),
  ),
});
export type AssessmentRequest = z.infer<typeof assessmentRequestSchema>;

export const pillarScoresSchema = z.object({
  SHAPE: z.int().check(z.gte(0), z.lte(100)),
  SHOW: z.int().check(z.gte(0), z.lte(100)),
  SELL: z.int().check(z.gte(0), z.lte(100)),
  SERVE: z.int().check(z.gte(0), z.lte(100)),
});
export type PillarScores = z.infer<typeof pillarScoresSchema>;

/** `users/{uid}/assessments/latest`: the latest answers, kept so progress can be recalculated. */
export const assessmentDocSchema = z.object({
  answers: z.array(assessmentAnswerSchema),
  pillarScores: pillarScoresSchema,
  overallLevel: levelSchema,
  completedAt: timestampSchema,
});
export type AssessmentDoc = z.infer<typeof assessmentDocSchema>;

/** `users/{uid}/skillProgress/{PILLAR}` */
export const skillProgressDocSchema = z.object({
  pillar: pillarSchema,
  skillCategoryId: z.int().check(z.gte(1), z.lte(4)),
  progressPercentage: z.int().check(z.gte(0), z.lte(100)),
  updatedAt: timestampSchema,
});
export type SkillProgressDoc = z.infer<typeof skillProgressDocSchema>;

export const skillProgressSchema = z.extend(z.omit(skillProgressDocSchema, { updatedAt: true }), {
  id: z.string(),
  updatedAt: isoDateSchema,
});
export type SkillProgress = z.infer<typeof skillProgressSchema>;
export const skillProgressListSchema = z.array(skillProgressSchema);

export const assessmentResultSchema = z.object({
  pillarScores: pillarScoresSchema,
  overallScore: z.int().check(z.gte(0), z.lte(100)),
  currentLevel: levelSchema,
  strengths: z.array(pillarSchema),
  weaknesses: z.array(pillarSchema),
  recommendations: z.array(z.string()),
  skillProgress: z.array(skillProgressSchema),
  /** The personalised learning path the assessment created (null when the catalogue has nothing to offer). */
  learningPathId: z.nullable(z.string()),
});
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;

export const recommendationsResponseSchema = z.object({ recommendations: z.array(z.string()) });
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

/** One entry per pillar, in pillar order. */
export const assessmentSummaryEntrySchema = z.object({
  category: pillarSchema,
  name: z.string(),
  level: levelSchema,
  score: z.int().check(z.gte(0), z.lte(100)),
});
export const assessmentSummarySchema = z.array(assessmentSummaryEntrySchema);
export type AssessmentSummaryEntry = z.infer<typeof assessmentSummaryEntrySchema>;
