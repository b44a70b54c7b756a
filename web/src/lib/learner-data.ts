// The signed-in learner's own documents, live (lib/live-query.ts), for the features that show them.
import { activityDocSchema, type ActivityDoc } from "@contract/activity";
import { skillProgressDocSchema, type SkillProgressDoc } from "@contract/assessment";
import { learningPathDocSchema, LIST_CAP, watchedVideoDocSchema, type LearningPathDoc } from "@contract/learning";
import { profileDocSchema, type ProfileDoc } from "@contract/profile";
import { useLiveCollection, useLiveDocument, type Live } from "./live-query";
import { useSessionUser } from "./session-user";

export type LivePath = Live<LearningPathDoc>;
export type LiveActivity = Live<ActivityDoc>;

/** Watched videos a reader follows at most (one document per YouTube video ever watched). */
const WATCHED_VIDEOS_CAP = 1000;

/** The learner profile; `profile` is null once loaded and missing. */
export function useLiveProfile(): { loading: boolean; profile: ProfileDoc | null } {
  const { id } = useSessionUser();
  const { status, data } = useLiveDocument(profileDocSchema, ["profiles", id]);
  return { loading: status === "loading", profile: data };
}

/** Confidence per pillar, in pillar order (empty before the first assessment). */
export function useLiveSkillProgress(): { loading: boolean; entries: SkillProgressDoc[] } {
  const { id } = useSessionUser();
  const { status, data } = useLiveCollection(skillProgressDocSchema, {
    path: ["users", id, "skillProgress"],
    orderBy: ["skillCategoryId"],
    max: LIST_CAP,
  });
  return { loading: status === "loading", entries: data };
}

/** The learner's learning paths, newest first (rules: the owner reads `where userId == uid`). */
export function useLivePaths() {
  const { id } = useSessionUser();
  return useLiveCollection(learningPathDocSchema, {
    path: ["learningPaths"],
    where: [["userId", "==", id]],
    orderBy: ["createdAt", "desc"],
    max: LIST_CAP,
  });
}

export function useLiveWatchedVideos() {
  const { id } = useSessionUser();
  return useLiveCollection(watchedVideoDocSchema, {
    path: ["users", id, "watchedVideos"],
    orderBy: ["watchedAt", "desc"],
    max: WATCHED_VIDEOS_CAP,
  });
}

/** Activities, newest first; `max` bounds how far back a reader looks. */
export function useLiveActivities(max: number) {
  const { id } = useSessionUser();
  return useLiveCollection(activityDocSchema, {
    path: ["users", id, "activities"],
    orderBy: ["createdAt", "desc"],
    max,
  });
}
