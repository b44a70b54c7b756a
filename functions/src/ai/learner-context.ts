import { logger } from "firebase-functions/logger";
import { tutorCuratedVideoSchema, tutorSkillProgressSchema, type TutorCuratedVideo } from "../contract/chat";
import type { Pillar } from "../contract/pillars";
import { DEFAULT_TIME_ZONE, type Level } from "../contract/profile";
import { rankForLearner } from "../lib/catalogue-ranking";
import { activities, curatedVideos, profiles, readList, readOnly, skillProgress, users } from "../lib/collections";
import type { IncubatorWork } from "../contract/incubator/tutor-context";
import { composeIncubatorContext } from "./incubator-context";
import { chooseFocus, weakestPillars, type LearnerContext } from "./prompts";

// What the AI knows about a learner, read from five features' collections through views of
// their schemas: the tutor's chat and the admin's test use it.

const RECENT_ACTIVITIES = 5;
const CANDIDATE_VIDEOS = 100;

/** The best active catalogue video for the focus, or none: the catalogue is never a reason to fail. */
async function matchingVideo(pillar: Pillar, skillId: string, level: Level): Promise<TutorCuratedVideo | null> {
  try {
    const query = readOnly(curatedVideos(), tutorCuratedVideoSchema)
      .where("pillar", "==", pillar)
      .where("isActive", "==", true)
      .limit(CANDIDATE_VIDEOS);
    const videos = (await readList(query)).map(({ data }) => data);
    return rankForLearner(videos, { skillId, level })[0] ?? null;
  } catch (error) {
    logger.warn("Learner context could not read the video catalogue", error);
    return null;
  }
}

/** The learner's Incubator work (null: they may not use the Incubator now), and the step a session is about. */
export interface IncubatorScope {
  work: IncubatorWork | null;
  stepId?: string | null;
}

/**
 * Profile, weakest pillars, recent activity, a catalogue video for what the message is about, and
 * (while they may use it) their Incubator work; with the Incubator closed to them, none of it is
 * read and its activities are left out too.
 */
export async function learnerContext(
  uid: string,
  message: string,
  scope: IncubatorScope,
): Promise<{ context: LearnerContext; timeZone: string }> {
  const { work } = scope;
  const [user, profile, progress, recentAll] = await Promise.all([
    users().doc(uid).get(),
    profiles().doc(uid).get(),
    readList(readOnly(skillProgress(uid), tutorSkillProgressSchema)),
    readList(
      activities(uid)
        .orderBy("createdAt", "desc")
        .limit(RECENT_ACTIVITIES * 2),
    ),
  ]);
  const recent = recentAll.filter(({ data }) => work || data.type !== "incubator").slice(0, RECENT_ACTIVITIES);
  const profileDoc = profile.data();
  const pillarProgress = progress.map(({ data }) => data);
  const weakest = weakestPillars(pillarProgress, profileDoc?.weaknesses ?? []);
  const focus = chooseFocus(message, weakest);
  const currentLevel = profileDoc?.currentLevel ?? "Beginner";
  const context: LearnerContext = {
    name: user.data()?.name ?? null,
    currentLevel,
    workContext: profileDoc?.metadata ?? {},
    goals: profileDoc?.goals ?? [],
    strengths: profileDoc?.strengths ?? [],
    weaknesses: profileDoc?.weaknesses ?? [],
    pillarProgress: weakest.flatMap((pillar) => pillarProgress.filter((entry) => entry.pillar === pillar)),
    recentActivities: recent.map(({ data }) => ({ title: data.title, createdAt: data.createdAt.toDate() })),
    focus,
    video: await matchingVideo(focus.pillar, focus.skillId, currentLevel),
    incubator: work && composeIncubatorContext(work, message, scope.stepId ?? null),
  };
  return { context, timeZone: profileDoc?.timeZone ?? DEFAULT_TIME_ZONE };
}
