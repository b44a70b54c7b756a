import { Timestamp, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import type { AuditAction, AuditActor, AuditChanges, AuditTarget } from "../contract/audit-log";
import { auditLog } from "./collections";
import { toIso } from "../contract/common";

/** What an admin change records: the whole before and after views of what it touched. */
export interface AuditEntryInput {
  actor: AuditActor;
  action: AuditAction;
  target: AuditTarget;
  /** The user the change is about, for the User Summary's history; null or absent otherwise. */
  targetUserId?: string | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** Why, where the admin must say. */
  reason?: string;
  at: Date | Timestamp;
}

// Passwords (and anything like them) never reach the audit trail, whatever a caller passes.
const SECRET_FIELD = /pass(word|code|phrase)?|secret|token|credential/i;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Plain JSON as stored in `changes`: Timestamps and Dates as ISO strings, undefined as null. */
function toJson(value: unknown): Json {
  if (value === undefined || value === null) return null;
  if (value instanceof Timestamp) return toIso(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toJson);
  if (typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key, entry]) => entry !== undefined && !SECRET_FIELD.test(key))
        .map(([key, entry]) => [key, toJson(entry)]),
    );
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return String(value);
}

function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((entry, index) => sameJson(entry, b[index]!));
  }
  if (a && b && typeof a === "object" && typeof b === "object") {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameJson(a[key] ?? null, b[key] ?? null));
  }
  return false;
}

/**
 * The fields that differ between `before` and `after` (deep equality on plain JSON, Timestamps
 * by value), without password-like fields. Empty when the change changes nothing.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): AuditChanges {
  const changes: AuditChanges = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (SECRET_FIELD.test(key)) continue;
    const was = toJson(before[key]);
    const is = toJson(after[key]);
    if (!sameJson(was, is)) changes[key] = { before: was, after: is };
  }
  return changes;
}

/**
 * Adds one `auditLog` entry to the writer of the change itself, so the change and its record
 * commit together or not at all (no change without its record). Returns the recorded changes.
 */
export function recordAudit(writer: Transaction | WriteBatch, entry: AuditEntryInput): AuditChanges {
  const changes = changedFields(entry.before, entry.after);
  const doc = {
    actor: entry.actor,
    action: entry.action,
    target: entry.target,
    targetUserId: entry.targetUserId ?? null,
    changes,
    reason: entry.reason ?? null,
    createdAt: entry.at instanceof Timestamp ? entry.at : Timestamp.fromDate(entry.at),
  };
  writer.create(auditLog().doc(), doc);
  return changes;
}
