// TanStack Query keys that several features set, read or invalidate: one spelling each.

/** The signed-in user (`GET /api/user`); null for a visitor. */
export const currentUserKey = ["current-user"] as const;

/** A user's recommendations for one version of their profile (its `updatedAt` in ms). */
export const recommendationsKey = (uid: string, profileVersion: number) =>
  ["recommendations", uid, profileVersion] as const;

/** Every cached answer about learning paths (each path's progress sits below it). */
export const learningPathsKey = ["learning-paths"] as const;

export const pathProgressKey = (pathId: string) => [...learningPathsKey, pathId, "progress"] as const;

/** The learners' catalogue (`GET /api/curated-videos`), which the admin's video changes make stale. */
export const curatedVideosKey = ["curated-videos"] as const;

/** The admin panel's figures (`GET /api/admin/stats`): the stat cards and the message statistics. */
export const adminStatsKey = ["admin", "stats"] as const;

/** The learner's Incubator answers (features/incubator) sit below it; the Incubator admin refetches them after a change. */
export const incubatorKey = ["incubator"] as const;

/** The back office's Incubator answers (content, coach review, insights): a content change refetches them all. */
export const incubatorAdminKey = ["incubator-admin"] as const;

/**
 * The coach side's session answers (features/coach-hours and features/coach-sessions: the hours,
 * the coaches' week, a session's brief, free slots) sit below it: a move or a cancellation from any
 * view refetches them all.
 */
export const coachSessionsKey = ["admin", "sessions"] as const;
