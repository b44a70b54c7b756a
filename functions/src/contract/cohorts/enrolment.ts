import { z } from "zod/mini";
import { idSchema, isoDateSchema, timestampSchema } from "../common";
import { COHORT_LIMITS } from "./common";

// Enrolment in a cohort: a CSV import (the admin's browser parses it; the server checks it row by
// row, then adds or invites), invitations by email, the cohort's join code, and moving or removing
// a member. Adding and removing themselves are domain/cohorts/members.ts.

/** A CSV row as the browser read it: raw text, checked row by row by the server. */
export const enrolmentRowSchema = z.object({
  name: z.string().check(z.maxLength(400)),
  email: z.string().check(z.maxLength(400)),
});
export type EnrolmentRow = z.infer<typeof enrolmentRowSchema>;

/** `POST /api/admin/cohorts/:cohortId/enrolment/check` (the dry run) and `.../enrolment` (confirm). */
export const enrolmentRequestSchema = z.object({
  rows: z
    .array(enrolmentRowSchema)
    .check(
      z.minLength(1, "The file has no rows"),
      z.maxLength(COHORT_LIMITS.csvRows, `A file holds at most ${COHORT_LIMITS.csvRows} rows`),
    ),
});
export type EnrolmentRequest = z.infer<typeof enrolmentRequestSchema>;
/** The import's body cap: its rows at their largest, as JSON. */
export const ENROLMENT_BODY_LIMIT = COHORT_LIMITS.csvRows * 2 * 1024;

/**
 * What becomes of a row: `add` an existing user now, `invite` an unknown email, `member` already in
 * this cohort, `invited` an invitation to this cohort still waiting (both change nothing), `error`.
 */
export const ENROLMENT_OUTCOMES = ["add", "invite", "member", "invited", "error"] as const;
export const enrolmentOutcomeSchema = z.enum(ENROLMENT_OUTCOMES);
export type EnrolmentOutcome = z.infer<typeof enrolmentOutcomeSchema>;

export const enrolmentRowResultSchema = z.object({
  /** 1-based, as the file's data rows are counted. */
  row: z.int(),
  name: z.string(),
  /** Trimmed and lower-cased. */
  email: z.string(),
  outcome: enrolmentOutcomeSchema,
  /** Why the row cannot be imported; null unless `outcome` is "error". */
  error: z.nullable(z.string()),
});
export type EnrolmentRowResult = z.infer<typeof enrolmentRowResultSchema>;

export const enrolmentCountsSchema = z.object({
  add: z.int(),
  invite: z.int(),
  member: z.int(),
  invited: z.int(),
  error: z.int(),
});
export type EnrolmentCounts = z.infer<typeof enrolmentCountsSchema>;

/** The dry run's answer, and the confirmation's (then `add` and `invite` are what was done). */
export const enrolmentReportSchema = z.object({
  rows: z.array(enrolmentRowResultSchema),
  counts: enrolmentCountsSchema,
});
export type EnrolmentReport = z.infer<typeof enrolmentReportSchema>;

export const cohortParamsSchema = z.object({ cohortId: idSchema });
export const cohortMemberParamsSchema = z.object({ cohortId: idSchema, uid: idSchema });

/** The join code's letters: no 0/O, 1/I/L, so a code read aloud or typed is not mistaken. */
export const JOIN_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** `cohorts/{id}.joinCode`: null until the admin makes one. */
export const joinCodeDocSchema = z.object({
  code: z.string(),
  enabled: z.boolean(),
  expiresAt: z.nullable(timestampSchema),
  createdAt: timestampSchema,
});
export type JoinCodeDoc = z.infer<typeof joinCodeDocSchema>;

/** `PUT /api/admin/cohorts/:cohortId/join-code`: a new code (an old one stops working), off, or on again. */
export const JOIN_CODE_ACTIONS = ["replace", "disable", "enable"] as const;
export const setJoinCodeRequestSchema = z.object({
  action: z.enum(JOIN_CODE_ACTIONS),
  /** When the code stops working; null never. Kept as it was when left out. */
  expiresAt: z.optional(z.nullable(isoDateSchema)),
});
export type SetJoinCodeRequest = z.infer<typeof setJoinCodeRequestSchema>;

/** The join code as the admin sees it, and `GET`/`PUT .../join-code`'s answer. */
export const joinCodeSchema = z.object({
  joinCode: z.nullable(
    z.object({
      code: z.string(),
      enabled: z.boolean(),
      expiresAt: z.nullable(isoDateSchema),
      createdAt: isoDateSchema,
      /** Enabled and not expired. */
      usable: z.boolean(),
    }),
  ),
});
export type JoinCode = z.infer<typeof joinCodeSchema>;

/** `cohortInvitations/{sha256(token)}`: an emailed sign-up link; it works once, until `expiresAt`. */
export const cohortInvitationDocSchema = z.object({
  cohortId: z.string(),
  /** Lower-cased. */
  email: z.string(),
  name: z.string(),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
  usedAt: z.nullable(timestampSchema),
  usedBy: z.nullable(z.string()),
});
export type CohortInvitationDoc = z.infer<typeof cohortInvitationDocSchema>;

const invitationTokenSchema = z.string().check(z.minLength(10), z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/));
export const invitationParamsSchema = z.object({ token: invitationTokenSchema });

/** `GET /api/cohort-invitations/:token` (public): what the sign-up page shows. */
export const cohortInvitationSchema = z.object({
  cohortName: z.string(),
  email: z.string(),
  name: z.string(),
  expiresAt: isoDateSchema,
});
export type CohortInvitation = z.infer<typeof cohortInvitationSchema>;
export const INVITATION_UNUSABLE = "This invitation has expired or was already used";

/** `POST /api/cohort/join`: by the cohort's code, or by an invitation's token. */
export const joinCohortRequestSchema = z.union([
  z.object({
    code: z
      .string()
      .check(
        z.minLength(1, "Enter the join code"),
        z.maxLength(40, "A join code is shorter"),
        z.regex(/^[A-Za-z0-9 -]*$/, "A join code has only letters and digits"),
      ),
  }),
  z.object({ invitation: invitationTokenSchema }),
]);
export type JoinCohortRequest = z.infer<typeof joinCohortRequestSchema>;
export const joinCohortResponseSchema = z.object({ cohortId: z.string(), cohortName: z.string() });
export type JoinCohortResponse = z.infer<typeof joinCohortResponseSchema>;
export const JOIN_CODE_UNUSABLE = "This join code is not valid, turned off or expired";

/** `POST /api/admin/cohorts/:cohortId/members/:uid/move` */
export const moveMemberRequestSchema = z.object({ toCohortId: idSchema });
export const memberChangeResponseSchema = z.object({ uid: z.string(), cohortId: z.nullable(z.string()) });
export type MemberChangeResponse = z.infer<typeof memberChangeResponseSchema>;

/** `GET /api/admin/cohorts/:cohortId/enrolment/members?after=`: the members, a page at a time, by name. */
export const memberPageQuerySchema = z.object({ after: z.optional(idSchema) });
export const enrolledMemberSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  coachId: z.nullable(z.string()),
  joinedAt: isoDateSchema,
});
export type EnrolledMember = z.infer<typeof enrolledMemberSchema>;
export const enrolledMemberPageSchema = z.object({
  items: z.array(enrolledMemberSchema),
  nextCursor: z.nullable(z.string()),
});
export type EnrolledMemberPage = z.infer<typeof enrolledMemberPageSchema>;
