import { z } from "zod/mini";
import { idSchema, isoDateSchema, timestampSchema } from "./common";

/**
 * The audit trail of admin changes (issue scope: users, catalogue videos, tutor configuration and
 * the Incubator admin). Every admin change writes one entry in the same batch or transaction as
 * the change itself (lib/audit-log.ts), with the changed fields before and after, never a password.
 */
export const AUDIT_ACTIONS = [
  "user.update",
  "user.status",
  "user.role",
  "user.password_reset",
  "video.create",
  "video.update",
  "video.delete",
  "tutor_config.save",
  "incubator_phase.active",
  "incubator_step.active",
  "incubator_step.update",
  "incubator_step.create",
  "incubator_phase.reorder",
  "incubator.launch",
  "incubator_attempt.note",
  "incubator_attempt.pass",
  "incubator_attempt.revise",
  "cohort.create",
  "cohort.update",
  "cohort.coaches",
  "cohort_member.coach",
  "cohort.enrol",
  "cohort.join_code",
  "cohort_member.move",
  "cohort_member.remove",
  "session_settings.save",
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const AUDIT_TARGET_TYPES = [
  "user",
  "video",
  "tutor_config",
  "incubator_phase",
  "incubator_step",
  "incubator",
  "incubator_attempt",
  "cohort",
  "session_settings",
] as const;
export const auditTargetTypeSchema = z.enum(AUDIT_TARGET_TYPES);
export type AuditTargetType = z.infer<typeof auditTargetTypeSchema>;

/** The admin who made the change (the username at the time). */
export const auditActorSchema = z.object({ id: z.string(), username: z.string() });
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditTargetSchema = z.object({ type: auditTargetTypeSchema, id: z.string() });
export type AuditTarget = z.infer<typeof auditTargetSchema>;

/** One changed field: plain JSON values (timestamps as ISO strings), null where the field was absent. */
export const auditChangeSchema = z.object({ before: z.json(), after: z.json() });
export const auditChangesSchema = z.record(z.string(), auditChangeSchema);
export type AuditChanges = z.infer<typeof auditChangesSchema>;

/** `auditLog/{id}`: written only by the server, read only through `GET /api/admin/audit-log`. */
export const auditLogDocSchema = z.object({
  actor: auditActorSchema,
  action: auditActionSchema,
  target: auditTargetSchema,
  /** The user the change is about (a user change), or null; `?targetUserId=` filters on it. */
  targetUserId: z.nullable(z.string()),
  changes: auditChangesSchema,
  /** Why the admin made the change, where they must say (a coach's pass or revision request); else null. */
  reason: z._default(z.nullable(z.string()), null),
  createdAt: timestampSchema,
});
export type AuditLogDoc = z.infer<typeof auditLogDocSchema>;

/** An entry as `GET /api/admin/audit-log` returns it. */
export const auditEntrySchema = z.extend(auditLogDocSchema, { id: z.string(), createdAt: isoDateSchema });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_LOG_PAGE_DEFAULT = 20;
export const AUDIT_LOG_PAGE_MAX = 100;

/** `GET /api/admin/audit-log?targetUserId=&limit=&cursor=`: newest first. */
export const auditLogQuerySchema = z.object({
  targetUserId: z.optional(idSchema),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(AUDIT_LOG_PAGE_MAX)), AUDIT_LOG_PAGE_DEFAULT),
  /** The `nextCursor` of the previous page. */
  cursor: z.optional(idSchema),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.nullable(z.string()) });
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
