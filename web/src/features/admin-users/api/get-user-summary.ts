import { activityListSchema } from "@contract/activity";
import { assessmentSummarySchema } from "@contract/assessment";
import { additionalVideoListSchema, learningPathListSchema } from "@contract/learning";
import { profileSchema } from "@contract/profile";
import { useQuery } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "@/lib/api-client";
import { CSV_ACTIVITY_COUNT, type UserSummaryData } from "../user-summary-csv";
import { adminUserKey } from "./admin-user-cache";

export type UserSummaryReads = Omit<UserSummaryData, "user">;

/**
 * The learner reads that the User Summary dialog shows, at once. A user
 * without a profile (an account that never opened the app) has a summary without one.
 */
export async function getUserSummary(userId: string): Promise<UserSummaryReads> {
  const base = `/users/${encodeURIComponent(userId)}`;
  const [profile, skills, learningPaths, additionalVideos, activities] = await Promise.all([
    apiRequest(`${base}/profile`, { schema: profileSchema }).catch((error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 404) return null;
      throw error;
    }),
    apiRequest(`${base}/assessment-summary`, { schema: assessmentSummarySchema }),
    apiRequest(`${base}/learning-paths`, { schema: learningPathListSchema }),
    apiRequest(`${base}/additional-videos`, { schema: additionalVideoListSchema }),
    apiRequest(`${base}/activities?limit=${CSV_ACTIVITY_COUNT}`, { schema: activityListSchema }),
  ]);
  return { profile, skills, learningPaths, additionalVideos, activities };
}

export function useUserSummary(userId: string) {
  return useQuery({ queryKey: [...adminUserKey(userId), "summary"], queryFn: () => getUserSummary(userId) });
}
