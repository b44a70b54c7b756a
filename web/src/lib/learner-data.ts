// The signed-in learner's own documents, live (lib/live-query.ts), for the features that show them.
import type { ActivityDoc } from "@contract/activity";
import type { SkillProgressDoc } from "@contract/assessment";
import type { LearningPathDoc } from "@contract/learning";
import { EMPTY_LEARNING_SUMMARY, type LearningSummaryDoc } from "@contract/learning-summary";
import { liveQueries } from "@contract/live-queries";
import type { ProfileDoc } from "@contract/profile";
import { useLiveCollection, useLiveDocument, type Live, type Status } from "./live-query";
import { useSessionUser } from "./session-user";

export type LivePath = Live<LearningPathDoc>;
export type LiveActivity = Live<ActivityDoc>;

/** The learner profile; `profile` is null once loaded and missing. */
export function useLiveProfile(): { loading: boolean; profile: ProfileDoc | null } {
  const { status, data } = useLiveDocument(liveQueries.profile(useSessionUser()));
  return { loading: status === "loading", profile: data };
}

/** Confidence per pillar, in pillar order (empty before the first assessment). */
export function useLiveSkillProgress(): { loading: boolean; entries: SkillProgressDoc[] } {
  const { status, data } = useLiveCollection(liveQueries.skillProgress(useSessionUser()));
  return { loading: status === "loading", entries: data };
}

/** The learner's learning paths, newest first. */
export function useLivePaths() {
  return useLiveCollection(liveQueries.learningPaths(useSessionUser()));
}

/** The dashboard's counts over the learner's whole history; all zero before the first activity. */
export function useLiveLearningSummary(): { status: Status; summary: LearningSummaryDoc } {
  const { status, data } = useLiveDocument(liveQueries.learningSummary(useSessionUser()));
  return { status, summary: data ?? EMPTY_LEARNING_SUMMARY };
}

/** The latest activities, newest first (RECENT_ACTIVITIES). */
export function useLiveActivities() {
  return useLiveCollection(liveQueries.activities(useSessionUser()));
}
