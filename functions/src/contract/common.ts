import { z } from "zod";

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

export const idSchema = z.string().min(1).max(128);

/** An IANA time zone name such as Europe/Berlin, checked against the runtime's tz database. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: "Unknown time zone" },
  );

export const roleSchema = z.enum(["admin", "user"]);
export type Role = z.infer<typeof roleSchema>;
