import { Timestamp, type Transaction } from "firebase-admin/firestore";
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
import { recordActivity } from "../../lib/activities";
import type { Clock } from "../../lib/clock";
import { profiles, readList } from "../../lib/collections";
import { preparePath } from "../../lib/learning-store";
import { planPersonalisedPath } from "../../lib/personalised-path";
import { latestAssessment, skillProgress } from "./repository";
import { levelFor, recommendations, scoreAssessment, type AssessmentOutcome } from "./scoring";
import { runTransaction } from "../../lib/transaction";
import { toIso } from "../../contract/common";

const toSkillProgress = (id: string, doc: SkillProgressDoc): SkillProgress => ({
  id,
  ...doc,
  updatedAt: toIso(doc.updatedAt),
});

/** Writes the four pillar entries and the profile's level, strengths and weaknesses. */
function writeOutcome(tx: Transaction, uid: string, outcome: AssessmentOutcome, now: Timestamp): SkillProgress[] {
  const entries = PILLARS.map((pillar) => {
    const doc: SkillProgressDoc = {
      pillar,
      skillCategoryId: PILLAR_INFO[pillar].id,
      progressPercentage: outcome.pillarScores[pillar],
      updatedAt: now,
    };
    tx.set(skillProgress(uid).doc(pillar), doc);
    return toSkillProgress(pillar, doc);
  });
  tx.update(
    profiles().doc(uid),
    profiles.changes({
      assessmentCompleted: true,
      currentLevel: outcome.currentLevel,
      strengths: outcome.strengths,
      weaknesses: outcome.weaknesses,
      updatedAt: now,
    }),
  );
  return entries;
}

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
  return runTransaction(async (tx) => {
    const profile = (await tx.get(profiles().doc(uid))).data();
    if (!profile) throw notFound("Profile not found");
    // A retake creates a new path; an empty catalogue creates none.
    const path = plan.videos.length ? await preparePath(tx, uid, plan.path, plan.videos, clock) : null;
    path?.write();
    tx.set(latestAssessment(uid), {
      answers: sorted,
      pillarScores: outcome.pillarScores,
      overallLevel: outcome.currentLevel,
      completedAt: now,
    });
    const entries = writeOutcome(tx, uid, outcome, now);
    await recordActivity(
      uid,
      {
        type: "assessment",
        title: "Completed the Skills Assessment",
        description: `Overall level: ${outcome.currentLevel}. Focus next on ${outcome.weaknesses.join(" and ")}.`,
      },
      clock,
      { writer: tx },
    );
    return {
      ...outcome,
      recommendations: recommendations(sorted, profile.metadata),
      skillProgress: entries,
      learningPathId: path?.id ?? null,
    };
  });
}

/** Recomputes skill progress and the profile's level from the stored latest answers. */
export async function recalculateProgress(uid: string, clock: Clock): Promise<SkillProgress[]> {
  return runTransaction(async (tx) => {
    const [latest, profile] = await Promise.all([tx.get(latestAssessment(uid)), tx.get(profiles().doc(uid))]);
    if (!profile.exists) throw notFound("Profile not found");
    const answers = latest.data()?.answers;
    if (!answers) throw notFound("No assessment has been completed yet");
    return writeOutcome(tx, uid, scoreAssessment(answers), Timestamp.fromDate(clock.now()));
  });
}

export async function listSkillProgress(uid: string): Promise<SkillProgress[]> {
  const entries = await readList(skillProgress(uid).orderBy("skillCategoryId"));
  return entries.map(({ id, data }) => toSkillProgress(id, data));
}

export async function recommendationsFor(uid: string): Promise<string[]> {
  const [profile, latest] = await Promise.all([profiles().doc(uid).get(), latestAssessment(uid).get()]);
  const doc = profile.data();
  if (!doc) throw notFound("Profile not found");
  return recommendations(latest.data()?.answers ?? null, doc.metadata);
}

/** Per pillar in pillar order; empty until the first assessment. */
export async function assessmentSummary(uid: string): Promise<AssessmentSummaryEntry[]> {
  const latest = (await latestAssessment(uid).get()).data();
  if (!latest) return [];
  const scores: PillarScores = latest.pillarScores;
  return PILLARS.map((pillar) => ({
    category: pillar,
    name: PILLAR_INFO[pillar].tagline,
    level: levelFor(scores[pillar]),
    score: scores[pillar],
  }));
}
