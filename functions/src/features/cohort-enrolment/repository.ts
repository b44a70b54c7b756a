import { FieldPath, Timestamp } from "firebase-admin/firestore";
import type { CohortInvitationDoc, JoinCodeDoc } from "../../contract/cohorts/enrolment";
import type { CohortDoc, CohortMemberDoc } from "../../contract/cohorts/storage";
import type { MailDoc } from "../../contract/email";
import { recordAudit, type AuditEntryInput } from "../../lib/audit-log";
import { cohortInvitations, cohortMembers, cohorts, mail, readable, users } from "../../lib/collections";
import { notFound } from "../../lib/errors";
import { db } from "../../lib/firebase";
import { readPage } from "../../lib/paging";
import { runTransaction } from "../../lib/transaction";

// Enrolment's documents: the cohort (its join code), who an email belongs to (`users`), the
// memberships a CSV is checked against, and `cohortInvitations` with their `mail`. Joining and
// leaving themselves are written by domain/cohorts/members.ts.

/** Firestore's cap on the values of one `in` filter. */
const IN_LIMIT = 30;

const chunks = <T>(values: T[], size: number) =>
  Array.from({ length: Math.ceil(values.length / size) }, (_, index) => values.slice(index * size, (index + 1) * size));

export const readCohort = async (cohortId: string) => (await cohorts().doc(cohortId).get()).data();

/** Several cohorts at once, by id (absent ones left out). */
export async function readCohorts(ids: string[]): Promise<Map<string, CohortDoc>> {
  if (!ids.length) return new Map();
  const snaps = await db.getAll(...ids.map((id) => cohorts().doc(id)));
  return new Map(snaps.flatMap((snap) => (snap.exists ? [[snap.id, snap.data() as CohortDoc]] : [])));
}

export interface Account {
  uid: string;
  name: string;
  email: string;
  isActive: boolean;
}

/** The accounts of these (lower-cased) emails, by email. */
export async function accountsByEmail(emails: string[]): Promise<Map<string, Account>> {
  const found = new Map<string, Account>();
  const pages = await Promise.all(chunks(emails, IN_LIMIT).map((part) => users().where("email", "in", part).get()));
  for (const doc of pages.flatMap((page) => readable(page.docs))) {
    const user = doc.data;
    found.set(user.email.toLowerCase(), { uid: doc.id, name: user.name, email: user.email, isActive: user.isActive });
  }
  return found;
}

export async function readAccount(uid: string): Promise<Account | undefined> {
  const user = (await users().doc(uid).get()).data();
  return user && { uid, name: user.name, email: user.email, isActive: user.isActive };
}

/** These learners' memberships, by uid. */
export async function readMemberships(uids: string[]): Promise<Map<string, CohortMemberDoc>> {
  if (!uids.length) return new Map();
  const snaps = await db.getAll(...uids.map((uid) => cohortMembers().doc(uid)));
  return new Map(snaps.flatMap((snap) => (snap.exists ? [[snap.id, snap.data() as CohortMemberDoc]] : [])));
}

/** The emails among these with an invitation to the cohort still waiting to be used at `at`. */
export async function pendingInvitations(cohortId: string, emails: string[], at: Date): Promise<Set<string>> {
  const pages = await Promise.all(
    chunks(emails, IN_LIMIT).map((part) =>
      cohortInvitations().where("cohortId", "==", cohortId).where("email", "in", part).get(),
    ),
  );
  return new Set(
    pages
      .flatMap((page) => readable(page.docs))
      .map((doc) => doc.data)
      .filter((invitation) => !invitation.usedAt && invitation.expiresAt.toMillis() > at.getTime())
      .map((invitation) => invitation.email),
  );
}

export interface NewInvitation {
  tokenHash: string;
  doc: CohortInvitationDoc;
  mail: MailDoc;
}

/** Invitations and their mails (under the invitation's id) in one batch with the audit entry. */
export async function saveInvitations(invitations: NewInvitation[], audit: AuditEntryInput): Promise<void> {
  const batch = db.batch();
  for (const invitation of invitations) {
    batch.create(cohortInvitations().doc(invitation.tokenHash), invitation.doc);
    batch.create(mail().doc(`cohort-invitation-${invitation.tokenHash}`), invitation.mail);
  }
  recordAudit(batch, audit);
  await batch.commit();
}

export const readInvitation = async (tokenHash: string) => (await cohortInvitations().doc(tokenHash).get()).data();

/**
 * Marks the invitation used by `uid` in one transaction, so two uses at once cannot both pass;
 * answers it, or null when `usable` refuses it (or there is none) and nothing is written.
 */
export function claimInvitation(
  tokenHash: string,
  uid: string,
  at: Date,
  usable: (invitation: CohortInvitationDoc) => boolean,
): Promise<CohortInvitationDoc | null> {
  const ref = cohortInvitations().doc(tokenHash);
  return runTransaction(async (tx) => {
    const invitation = (await tx.get(ref)).data();
    if (!invitation || !usable(invitation)) return null;
    tx.update(ref, cohortInvitations.changes({ usedAt: Timestamp.fromDate(at), usedBy: uid }));
    return invitation;
  });
}

/** Gives a claimed invitation back (the join it was for did not happen). */
export async function releaseInvitation(tokenHash: string): Promise<void> {
  await cohortInvitations()
    .doc(tokenHash)
    .update(cohortInvitations.changes({ usedAt: null, usedBy: null }));
}

/** The cohort holding this join code, or null. */
export async function cohortByCode(code: string): Promise<{ id: string; cohort: CohortDoc } | null> {
  const found = readable((await cohorts().where("joinCode.code", "==", code).limit(1).get()).docs)[0];
  return found ? { id: found.id, cohort: found.data } : null;
}

/**
 * The cohort's join code as `decide` makes it from the cohort as it stands, written in one
 * transaction with its audit entry; answers the new code.
 */
export function changeJoinCode(
  cohortId: string,
  at: Date,
  decide: (cohort: CohortDoc) => { joinCode: JoinCodeDoc; audit: AuditEntryInput },
): Promise<JoinCodeDoc> {
  const ref = cohorts().doc(cohortId);
  return runTransaction(async (tx) => {
    const cohort = (await tx.get(ref)).data();
    if (!cohort) throw notFound("Cohort not found");
    const { joinCode, audit } = decide(cohort);
    tx.update(ref, cohorts.changes({ joinCode, updatedAt: Timestamp.fromDate(at) }));
    recordAudit(tx, audit);
    return joinCode;
  });
}

/** A page of the cohort's members, in uid order. */
export const readMemberPage = (cohortId: string, after: string | undefined, limit: number) =>
  readPage(
    cohortMembers().where("cohortId", "==", cohortId).orderBy(FieldPath.documentId()),
    cohortMembers(),
    after,
    limit,
  );
