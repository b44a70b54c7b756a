import { Timestamp } from "firebase-admin/firestore";
import type { AssessmentAnswer } from "../../functions/src/contract/assessment";
import { PILLAR_INFO, PILLARS } from "../../functions/src/contract/pillars";
import { recordActivity } from "../../functions/src/lib/activities";
import { profiles, skillProgress } from "../../functions/src/lib/collections";
import { db } from "../../functions/src/lib/firebase";
import { latestAssessment } from "../../functions/src/features/assessment/repository";
import { scoreAssessment } from "../../functions/src/features/assessment/scoring";
import type { SeedModule } from "../seed-context";

// Sample content. The assessment statements and context questions themselves are constants in
// functions/src/contract (assessment.ts, profile.ts), shared by web and server.

/** Lena's answers: strong at SHAPE, solid at SERVE, weaker at SHOW and SELL. */
const LEARNER_ANSWERS: AssessmentAnswer[] = [5, 4, 4, 5, 2, 3, 2, 2, 2, 3, 2, 3, 4, 3, 4, 4].map(
  (answer, questionId) => ({ questionId, answer }),
);

const LEARNER_ACTIVITIES = [
  { daysAgo: 12, type: "other", title: "Joined SoloSensei", description: "Set up a learner profile." },
  {
    daysAgo: 12,
    type: "assessment",
    title: "Completed the Skills Assessment",
    description: "Overall level: Intermediate. Focus next on SHOW and SELL.",
  },
  {
    daysAgo: 9,
    type: "chat",
    title: "Asked the AI tutor",
    description: "How do I write a one-sentence offer?",
    pillar: "SHAPE",
  },
  {
    daysAgo: 5,
    type: "chat",
    title: "Asked the AI tutor",
    description: "Ideas for a weekly LinkedIn post.",
    pillar: "SHOW",
  },
  {
    daysAgo: 2,
    type: "chat",
    title: "Asked the AI tutor",
    description: "How to answer 'can you do it cheaper?'",
    pillar: "SELL",
  },
  {
    daysAgo: 1,
    type: "chat",
    title: "Asked the AI tutor",
    description: "A follow-up email after a proposal.",
    pillar: "SELL",
  },
] as const;

export const learnerCore: SeedModule = {
  name: "learner-core",
  async run({ clock, uids, log }) {
    const uid = uids.learner;
    if (!uid) throw new Error("learner-core needs the accounts module first");
    // The latest assessment marks the module as done: a second run changes nothing.
    if ((await latestAssessment(uid).get()).exists) return;

    const now = clock.now();
    const assessedAt = Timestamp.fromMillis(now.getTime() - 12 * 24 * 3600_000);
    const outcome = scoreAssessment(LEARNER_ANSWERS);
    const batch = db.batch();
    batch.update(
      profiles().doc(uid),
      profiles.changes({
        currentLevel: outcome.currentLevel,
        strengths: outcome.strengths,
        weaknesses: outcome.weaknesses,
        goals: ["Land three retainer clients", "Raise my day rate", "Post weekly on LinkedIn"],
        preferredLearningStyle: "Short videos",
        assessmentCompleted: true,
        metadata: {
          bio: "Brand designer helping small food businesses look as good as they taste.",
          workSetup: "Full-time freelancer",
          motivation: "Finding more clients",
          experienceLength: "1-3 years",
          platforms: ["LinkedIn", "Instagram or TikTok", "Referrals and word of mouth"],
          clientTypes: ["Small businesses", "Startups"],
        },
        updatedAt: assessedAt,
      }),
    );
    batch.set(latestAssessment(uid), {
      answers: LEARNER_ANSWERS,
      pillarScores: outcome.pillarScores,
      overallLevel: outcome.currentLevel,
      completedAt: assessedAt,
    });
    for (const pillar of PILLARS)
      batch.set(skillProgress(uid).doc(pillar), {
        pillar,
        skillCategoryId: PILLAR_INFO[pillar].id,
        progressPercentage: outcome.pillarScores[pillar],
        updatedAt: assessedAt,
      });
    LEARNER_ACTIVITIES.forEach((activity, index) => {
      const at = { now: () => new Date(now.getTime() - activity.daysAgo * 24 * 3600_000 + index * 60_000) };
      void recordActivity(
        uid,
        {
          type: activity.type,
          title: activity.title,
          description: activity.description,
          pillar: "pillar" in activity ? activity.pillar : null,
        },
        at,
        { id: `seed-${index + 1}`, writer: batch },
      );
    });
    await batch.commit();
    log("learner: completed assessment, work context, goals and activities");
  },
};
