import { z } from "zod/mini";
import { hasLoneSurrogate } from "./text";

/**
 * A Firestore Timestamp as stored in a document. Structural, so the contract
 * stays pure zod: both the admin SDK's and the web SDK's Timestamps match.
 */
export interface TimestampLike {
  toDate(): Date;
  toMillis(): number;
}
export const timestampSchema = z.custom<TimestampLike>(
  (value) =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as TimestampLike).toDate === "function" &&
    typeof (value as TimestampLike).toMillis === "function",
  { message: "Expected a Firestore Timestamp" },
);

/** Timestamps travel over HTTP as ISO 8601 strings. */
export const isoDateSchema = z.iso.datetime({ offset: true });

/** A stored timestamp as it travels: its ISO 8601 string (UTC). */
export const toIso = (timestamp: { toDate(): Date }): string => timestamp.toDate().toISOString();

/**
 * Whether a string can name a Firestore document: never empty, `.` or `..`, no `/`
 * (express has already decoded `%2F` in path parameters), not a reserved `__...__` id,
 * and short (Firestore allows 1,500 bytes; our ids are far shorter). Such ids reach
 * Firestore as errors after seconds of retries, so they are refused at the edge.
 */
export const ID_MAX_LENGTH = 128;
export function isDocumentId(id: string): boolean {
  return (
    id.length > 0 &&
    id.length <= ID_MAX_LENGTH &&
    id !== "." &&
    id !== ".." &&
    !id.includes("/") &&
    !/^__.*__$/s.test(id) &&
    // A lone surrogate (possible in JSON) is not UTF-8.
    !hasLoneSurrogate(id)
  );
}

/**
 * Code-unit order, for ids and ISO timestamps (whose text order is their time order). Far cheaper
 * than `localeCompare`, whose collation only human text needs.
 */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The one rule for ids from clients: path parameters, ids in bodies and paging cursors. */
export const idSchema = z.string().check(z.refine(isDocumentId, { message: "Not a valid id" }));

/** An IANA time zone name such as Europe/Berlin, checked against the runtime's tz database. */
export const timeZoneSchema = z.string().check(
  z.maxLength(64),
  z.refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: "Unknown time zone" },
  ),
);

export const roleSchema = z.enum(["admin", "user"]);
export type Role = z.infer<typeof roleSchema>;
