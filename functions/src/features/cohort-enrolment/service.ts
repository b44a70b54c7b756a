import { Timestamp } from "firebase-admin/firestore";
import { COHORT_LIMITS } from "../../contract/cohorts/common";
import {
  type CohortInvitationDoc,
  type EnrolledMemberPage,
  type EnrolmentCounts,
  type EnrolmentReport,
  type EnrolmentRow,
  type EnrolmentRowResult,
  type MemberChangeResponse,
} from "../../contract/cohorts/enrolment";
import type { CohortDoc } from "../../contract/cohorts/storage";
import { toIso } from "../../contract/common";
import { cohortStatus } from "../../domain/cohorts/calendar";
import { addMembers, busyElsewhere, MEMBER_BATCH, moveMember, removeMember } from "../../domain/cohorts/members";
import { auditActor } from "../../lib/audit-actor";
import type { AuditEntryInput } from "../../lib/audit-log";
import type { Clock } from "../../lib/clock";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { mailDoc } from "../../lib/mail";
import { renderEmail } from "../../lib/render-email";
import { hashToken, newSecretToken } from "../../lib/secret-token";
import {
  accountsByEmail,
  pendingInvitations,
  readCohort,
  readCohorts,
  readMemberPage,
  readMemberships,
  saveInvitations,
} from "./repository";
import { readRows } from "./rows";

// Enrolment: a CSV checked row by row (the dry run writes nothing), then confirmed: existing
// users are added at once (domain/cohorts/members.ts), unknown emails invited by an account email
// whose link works once for COHORT_LIMITS.invitationDays (joining by it, or by the join code, is
// joining.ts). Moving or removing a member never touches their work under users/{uid}.

export interface EnrolmentDeps {
  clock: Clock;
  /** The web app's public URL, for the invitation's link. */
  appUrl: string;
}

/** Invitations (and their mails) per batch: two writes each, far under Firestore's 500. */
const INVITATION_BATCH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

async function enrollableCohort(cohortId: string, clock: Clock): Promise<CohortDoc> {
  const cohort = await readCohort(cohortId);
  if (!cohort) throw notFound("Cohort not found");
  if (cohortStatus(cohort, clock.now()) === "finished") throw conflict("This cohort has finished: it takes no one new");
  return cohort;
}

const countsOf = (rows: EnrolmentRowResult[]): EnrolmentCounts => {
  const counts: EnrolmentCounts = { add: 0, invite: 0, member: 0, invited: 0, error: 0 };
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
};

const report = (rows: EnrolmentRowResult[]): EnrolmentReport => ({ rows, counts: countsOf(rows) });

/** What importing these rows would do, row by row, and the accounts found; writes nothing. */
async function inspectRows(cohortId: string, rows: EnrolmentRow[], clock: Clock) {
  const cohort = await enrollableCohort(cohortId, clock);
  const now = clock.now();
  const read = readRows(rows);
  const emails = read.flatMap((row) => (row.error ? [] : [row.email]));
  const accounts = await accountsByEmail(emails);
  const unknown = emails.filter((email) => !accounts.has(email));
  const [memberships, invited] = await Promise.all([
    readMemberships([...accounts.values()].map((account) => account.uid)),
    pendingInvitations(cohortId, unknown, now),
  ]);
  const others = await readCohorts([
    ...new Set([...memberships.values()].flatMap((member) => (member.cohortId ? [member.cohortId] : []))),
  ]);
  const checked = report(
    read.map(({ row, name, email, error }): EnrolmentRowResult => {
      const result = (outcome: EnrolmentRowResult["outcome"], why: string | null = null) => ({
        row,
        name,
        email,
        outcome,
        error: why,
      });
      if (error) return result("error", error);
      const account = accounts.get(email);
      if (!account) return result(invited.has(email) ? "invited" : "invite");
      if (!account.isActive) return result("error", "This account is deactivated");
      const member = memberships.get(account.uid);
      if (member?.cohortId === cohortId) return result("member");
      const other = member?.cohortId ? others.get(member.cohortId) : undefined;
      const busy = other ? busyElsewhere(other, now) : null;
      return busy ? result("error", busy) : result("add");
    }),
  );
  return { cohort, checked, accounts };
}

/** The dry run: what importing these rows would do, row by row; writes nothing. */
export const checkRows = async (cohortId: string, rows: EnrolmentRow[], clock: Clock): Promise<EnrolmentReport> =>
  (await inspectRows(cohortId, rows, clock)).checked;

const enrolAudit = (
  actor: AuditEntryInput["actor"],
  cohortId: string,
  at: Date,
  after: Record<string, unknown>,
): AuditEntryInput => ({
  actor,
  action: "cohort.enrol",
  target: { type: "cohort", id: cohortId },
  before: {},
  after,
  at,
});

async function invitationOf(cohort: CohortDoc, cohortId: string, row: EnrolmentRowResult, deps: EnrolmentDeps) {
  const now = deps.clock.now();
  const token = newSecretToken();
  const link = new URL("/join", deps.appUrl);
  link.searchParams.set("invitation", token);
  const rendered = await renderEmail({
    kind: "cohort_invitation",
    name: row.name,
    link: link.href,
    appUrl: deps.appUrl,
    cohortName: cohort.name,
  });
  const doc: CohortInvitationDoc = {
    cohortId,
    email: row.email,
    name: row.name,
    createdAt: Timestamp.fromDate(now),
    expiresAt: Timestamp.fromMillis(now.getTime() + COHORT_LIMITS.invitationDays * DAY_MS),
    usedAt: null,
    usedBy: null,
  };
  return {
    tokenHash: hashToken(token),
    doc,
    mail: mailDoc({ email: row.email }, "cohort_invitation", null, rendered, now),
  };
}

/**
 * Imports the rows: refused with each row's error when any row has one (nothing written); else
 * existing users are added and unknown emails invited, in bounded batches, each with its audit
 * entry. Rows already done (members, invitations waiting) change nothing, so a second import of
 * the same file adds no one.
 */
export async function confirmRows(
  adminUid: string,
  cohortId: string,
  rows: EnrolmentRow[],
  deps: EnrolmentDeps,
): Promise<EnrolmentReport> {
  const { cohort, checked, accounts } = await inspectRows(cohortId, rows, deps.clock);
  const errors = checked.rows.filter((row) => row.outcome === "error");
  if (errors.length)
    throw badRequest(
      `${errors.length} row${errors.length === 1 ? " has an error" : "s have errors"}: nothing was imported`,
      errors.map((row) => ({ path: `rows.${row.row - 1}`, message: `Row ${row.row}: ${row.error}` })),
    );
  const actor = await auditActor(adminUid);
  const at = deps.clock.now();
  const results = new Map(checked.rows.map((row) => [row.row, row]));

  const toAdd = checked.rows.filter((row) => row.outcome === "add");
  for (let start = 0; start < toAdd.length; start += MEMBER_BATCH) {
    const batch = toAdd.slice(start, start + MEMBER_BATCH);
    const uids = batch.map((row) => accounts.get(row.email)!.uid);
    const outcomes = await addMembers(cohortId, uids, at, (added) => enrolAudit(actor, cohortId, at, { added }));
    batch.forEach((row, index) => {
      const outcome = outcomes.get(uids[index]!)!;
      // Someone who joined another cohort since the check: said on their row, the rest goes on.
      if (outcome.outcome === "refused") results.set(row.row, { ...row, outcome: "error", error: outcome.reason });
      if (outcome.outcome === "member") results.set(row.row, { ...row, outcome: "member" });
    });
  }

  const toInvite = checked.rows.filter((row) => row.outcome === "invite");
  for (let start = 0; start < toInvite.length; start += INVITATION_BATCH) {
    const batch = toInvite.slice(start, start + INVITATION_BATCH);
    const invitations = await Promise.all(batch.map((row) => invitationOf(cohort, cohortId, row, deps)));
    await saveInvitations(invitations, enrolAudit(actor, cohortId, at, { invited: batch.map((row) => row.email) }));
  }
  return report([...results.values()]);
}

// ---------- members ----------

export async function listMembers(cohortId: string, after: string | undefined): Promise<EnrolledMemberPage> {
  if (!(await readCohort(cohortId))) throw notFound("Cohort not found");
  const page = await readMemberPage(cohortId, after, COHORT_LIMITS.rosterPage);
  return {
    items: page.docs.map(({ id, data }) => ({
      uid: id,
      name: data.name,
      email: data.email,
      coachId: data.coachId,
      joinedAt: toIso(data.joinedAt),
    })),
    nextCursor: page.nextCursor,
  };
}

const memberAudit = (
  actor: AuditEntryInput["actor"],
  action: "cohort_member.move" | "cohort_member.remove",
  cohortId: string,
  uid: string,
  after: Record<string, unknown>,
  at: Date,
): AuditEntryInput => ({
  actor,
  action,
  target: { type: "cohort", id: cohortId },
  targetUserId: uid,
  before: { cohortId },
  after,
  at,
});

export async function removeFromCohort(
  adminUid: string,
  cohortId: string,
  uid: string,
  clock: Clock,
): Promise<MemberChangeResponse> {
  const at = clock.now();
  const actor = await auditActor(adminUid);
  await removeMember(
    cohortId,
    uid,
    at,
    memberAudit(actor, "cohort_member.remove", cohortId, uid, { cohortId: null }, at),
  );
  return { uid, cohortId: null };
}

export async function moveToCohort(
  adminUid: string,
  cohortId: string,
  uid: string,
  toCohortId: string,
  clock: Clock,
): Promise<MemberChangeResponse> {
  const at = clock.now();
  const actor = await auditActor(adminUid);
  await moveMember(cohortId, uid, toCohortId, at, (coachId) =>
    memberAudit(actor, "cohort_member.move", cohortId, uid, { cohortId: toCohortId, coachId }, at),
  );
  return { uid, cohortId: toCohortId };
}
