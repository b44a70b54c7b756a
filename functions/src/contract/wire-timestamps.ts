import type { TimestampLike } from "./common";

// Firestore timestamps as JSON: on the wire (`GET /api/users/{uid}/live`) and in the web app's
// stored query cache. A file of its own, so the landing page's cache code pulls in no schema.

const TIMESTAMP_TAG = "__timestamp";

/** A timestamp revived from JSON: what the contract's `timestampSchema` accepts, and JSON again. */
export function millisTimestamp(millis: number): TimestampLike & { toJSON(): { [TIMESTAMP_TAG]: number } } {
  return { toMillis: () => millis, toDate: () => new Date(millis), toJSON: () => ({ [TIMESTAMP_TAG]: millis }) };
}

/** A timestamp of either SDK, or one revived from JSON. */
export const isTimestamp = (value: unknown): value is TimestampLike =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as TimestampLike).toMillis === "function" &&
  typeof (value as TimestampLike).toDate === "function";

/** Document fields made JSON-safe: every timestamp (of either SDK) becomes `{__timestamp: millis}`. */
export function encodeTimestamps(value: unknown): unknown {
  if (isTimestamp(value)) return { [TIMESTAMP_TAG]: value.toMillis() };
  if (Array.isArray(value)) return value.map(encodeTimestamps);
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, encodeTimestamps(field)]));
  return value;
}

/** The reverse of `encodeTimestamps`, as a `JSON.parse` reviver. */
export function reviveTimestamp(_key: string, value: unknown): unknown {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const keys = Object.keys(value);
    const millis = (value as Record<string, unknown>)[TIMESTAMP_TAG];
    if (keys.length === 1 && typeof millis === "number") return millisTimestamp(millis);
  }
  return value;
}

/** Every timestamp of a parsed JSON value revived (for values parsed without the reviver). */
export function decodeTimestamps(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value), reviveTimestamp);
}
