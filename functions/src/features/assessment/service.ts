import { Timestamp } from "firebase-admin/firestore";
import type {
  AssessmentAnswer,
  AssessmentResult,
  AssessmentSummaryEntry,
  PillarScores,
  SkillProgress,
  SkillProgressDoc,
} from "../../contract/assessment";
import { PILLAR_INFO, PILLARS } from "../../contract/pillars";
import { notFound } from "../../lib/errors";
import type { Clock } from "../../lib/clock";
import { planPersonalisedPath } from "../../lib/personalised-path";
import {
  readLatestAssessment,
  readProfile,
  readSkillProgress,
  rewriteOutcome,
  saveAssessment,
  type Outcome,
} from "./repository";
import { levelFor, recommendations, scoreAssessment, type AssessmentOutcome } from "./scoring";
import { toIso } from "../../contract/common";

const toSkillProgress = (id: string, doc: SkillProgressDoc): SkillProgress => ({
  id,
  ...doc,
  updatedAt: toIso(doc.updatedAt),
});

/** The four pillar entries and the profile's level, strengths and weaknesses of an outcome. */
function outcomeDocs(outcome: AssessmentOutcome, now: Timestamp): Outcome {
  return {
    skillProgress: PILLARS.map((pillar): SkillProgressDoc => ({
      pillar,
      skillCategoryId: PILLAR_INFO[pillar].id,
      progressPercentage: outcome.pillarScores[pillar],
      updatedAt: now,
    })),
    profile: {
      assessmentCompleted: true,
      currentLevel: outcome.currentLevel,
      strengths: outcome.strengths,
      weaknesses: outcome.weaknesses,
      updatedAt: now,
    },
  };
}

const skillProgressOf = (outcome: Outcome) => outcome.skillProgress.map((doc) => toSkillProgress(doc.pillar, doc));

/** Scores the answers and writes everything that follows from them in one transaction. */
export async function submitAssessment(
  uid: string,
  answers: AssessmentAnswer[],
  clock: Clock,
): Promise<AssessmentResult> {
  const sorted = [...answers].sort((a, b) => a.questionId - b.questionId);
  const outcome = scoreAssessment(sorted);
  const now = Timestamp.fromDate(clock.now());
  // The catalogue is read before the transaction: it is not the learner's data and may be large.
  const plan = await planPersonalisedPath(outcome.weaknesses);
  const docs = outcomeDocs(outcome, now);
  const saved = await saveAssessment(
    uid,
    {
      latest: {
        answers: sorted,
        pillarScores: outcome.pillarScores,
        overallLevel: outcome.currentLevel,
        completedAt: now,
      },
      outcome: docs,
      // A retake creates a new path; an empty catalogue creates none.
      path: plan.videos.length ? plan : null,
      activity: {
        type: "assessment",
        title: "Completed the Skills Assessment",
        description: `Overall level: ${outcome.currentLevel}. Focus next on ${outcome.weaknesses.join(" and ")}.`,
      },
    },
    clock,
  );
  if (!saved) throw notFound("Profile not found");
  return {
    ...outcome,
    recommendations: recommendations(sorted, saved.profile.metadata),
    skillProgress: skillProgressOf(docs),
    learningPathId: saved.learningPathId,
  };
}

/** Recomputes skill progress and the profile's level from the stored latest answers. */
export async function recalculateProgress(uid: string, clock: Clock): Promise<SkillProgress[]> {
  const outcome = await rewriteOutcome(uid, ({ latest, profileExists }) => {
    if (!profileExists) throw notFound("Profile not found");
    const answers = latest?.answers;
    if (!answers) throw notFound("No assessment has been completed yet");
    return outcomeDocs(scoreAssessment(answers), Timestamp.fromDate(clock.now()));
  });
  return skillProgressOf(outcome);
}

export async function listSkillProgress(uid: string): Promise<SkillProgress[]> {
  const entries = await readSkillProgress(uid);
  return entries.map(({ id, data }) => toSkillProgress(id, data));
}

export async function recommendationsFor(uid: string): Promise<string[]> {
  const [profile, latest] = await Promise.all([readProfile(uid), readLatestAssessment(uid)]);
  if (!profile) throw notFound("Profile not found");
  return recommendations(latest?.answers ?? null, profile.metadata);
}

/** Per pillar in pillar order; empty until the first assessment. */
export async function assessmentSummary(uid: string): Promise<AssessmentSummaryEntry[]> {
  const latest = await readLatestAssessment(uid);
  if (!latest) return [];
  const scores: PillarScores = latest.pillarScores;
  return PILLARS.map((pillar) => ({
    category: pillar,
    name: PILLAR_INFO[pillar].tagline,
    level: levelFor(scores[pillar]),
    score: scores[pillar],
  }));
}
