/** A part of a whole as a whole percent between 0 and 100 (0 when there is nothing to do). */
export function percentage(done: number, total: number): number {
  return total > 0 ? Math.min(100, Math.max(0, Math.round((done / total) * 100))) : 0;
}

const count = (value: unknown) => (typeof value === "number" && value > 0 ? value : 0);

/**
 * The dashboard's "Overall progress": watched videos over total videos across all the
 * learner's paths, rounded (0% without paths). Missing or malformed counts count as 0.
 */
export function overallProgress(paths: readonly { totalVideos?: unknown; watchedVideos?: unknown }[]): number {
  const total = paths.reduce((sum, path) => sum + count(path.totalVideos), 0);
  const watched = paths.reduce((sum, path) => sum + count(path.watchedVideos), 0);
  return percentage(watched, total);
}
