import { isTimestamp } from "@contract/wire-timestamps";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * TanStack Query's structural sharing, seeing two timestamps of the same instant as equal: a
 * refetched answer keeps the previous answer's objects wherever nothing changed, so the views that
 * show them do not render again. Timestamps are objects with functions (revived from JSON or the
 * stored cache, or Firestore's), which the library's own sharing always takes for changed.
 */
export function shareEqual(previous: unknown, next: unknown): unknown {
  if (previous === next) return previous;
  if (isTimestamp(previous) && isTimestamp(next)) return previous.toMillis() === next.toMillis() ? previous : next;
  const arrays = Array.isArray(previous) && Array.isArray(next);
  if (!arrays && !(isPlainObject(previous) && isPlainObject(next))) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  const shared: Record<string, unknown> = arrays ? ([] as unknown as Record<string, unknown>) : {};
  let same = keys.length === Object.keys(before).length;
  for (const key of keys) {
    shared[key] = shareEqual(before[key], after[key]);
    if (shared[key] !== before[key] || !(key in before)) same = false;
  }
  return same ? previous : shared;
}
