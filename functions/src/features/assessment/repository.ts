import type { AssessmentDoc, SkillProgressDoc } from "../../contract/assessment";
import type { ProfileDoc } from "../../contract/profile";
import type { Transaction } from "firebase-admin/firestore";
import { recordActivity, type NewActivity } from "../../lib/activities";
import type { Clock } from "../../lib/clock";
import { assessments, profiles, readList, skillProgress } from "../../lib/collections";
import { preparePath, type NewPath, type NewPathVideo } from "../../lib/learning-store";
import { runTransaction } from "../../lib/transaction";

// The learner's latest assessment (`users/{uid}/assessments/latest`), their per-pillar skill
// progress and what the assessment changes on their profile.

/** The one stored assessment of a learner (the seed writes it too). */
export const latestAssessment = (uid: string) => assessments(uid).doc("latest");

/** What an assessment's scores give: the four pillar entries and the profile's new level and focus. */
export interface Outcome {
  skillProgress: SkillProgressDoc[];
  profile: Pick<ProfileDoc, "assessmentCompleted" | "currentLevel" | "strengths" | "weaknesses" | "updatedAt">;
}

function writeOutcome(tx: Transaction, uid: string, outcome: Outcome) {
  for (const entry of outcome.skillProgress) tx.set(skillProgress(uid).doc(entry.pillar), entry);
  tx.update(profiles().doc(uid), profiles.changes(outcome.profile));
}

/**
 * Saves a completed assessment in one transaction: the answers as the latest assessment, its
 * outcome, its activity and, when given, a new learning path. Answers the profile as it was read
 * and the new path's id; null (and nothing written) when the learner has no profile.
 */
export function saveAssessment(
  uid: string,
  saved: {
    latest: AssessmentDoc;
    outcome: Outcome;
    path: { path: NewPath; videos: NewPathVideo[] } | null;
    activity: NewActivity;
  },
  clock: Clock,
): Promise<{ profile: ProfileDoc; learningPathId: string | null } | null> {
  return runTransaction(async (tx) => {
    const profile = (await tx.get(profiles().doc(uid))).data();
    if (!profile) return null;
    const path = saved.path ? await preparePath(tx, uid, saved.path.path, saved.path.videos, clock) : null;
    path?.write();
    tx.set(latestAssessment(uid), saved.latest);
    writeOutcome(tx, uid, saved.outcome);
    await recordActivity(uid, saved.activity, clock, { writer: tx });
    return { profile, learningPathId: path?.id ?? null };
  });
}

/**
 * Writes again the outcome that `decide` makes of the stored latest assessment and profile, in one
 * transaction (`decide` throws to write nothing).
 */
export function rewriteOutcome(
  uid: string,
  decide: (stored: { latest: AssessmentDoc | undefined; profileExists: boolean }) => Outcome,
): Promise<Outcome> {
  return runTransaction(async (tx) => {
    const [latest, profile] = await Promise.all([tx.get(latestAssessment(uid)), tx.get(profiles().doc(uid))]);
    const outcome = decide({ latest: latest.data(), profileExists: profile.exists });
    writeOutcome(tx, uid, outcome);
    return outcome;
  });
}

export const readSkillProgress = (uid: string) => readList(skillProgress(uid).orderBy("skillCategoryId"));

export const readLatestAssessment = async (uid: string) => (await latestAssessment(uid).get()).data();

export const readProfile = async (uid: string) => (await profiles().doc(uid).get()).data();
