import { randomInt } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { COHORT_LIMITS, isActiveCohortStatus } from "../../contract/cohorts/common";
import {
  INVITATION_UNUSABLE,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_UNUSABLE,
  type CohortInvitation,
  type CohortInvitationDoc,
  type JoinCode,
  type JoinCodeDoc,
  type JoinCohortRequest,
  type JoinCohortResponse,
  type SetJoinCodeRequest,
} from "../../contract/cohorts/enrolment";
import type { CohortDoc } from "../../contract/cohorts/storage";
import { toIso } from "../../contract/common";
import { cohortStatus } from "../../domain/cohorts/calendar";
import { addMembers } from "../../domain/cohorts/members";
import { assertUnderLimit, record, type RateRule } from "../../http/rate-limit";
import { auditActor } from "../../lib/audit-actor";
import type { Clock } from "../../lib/clock";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../../lib/errors";
import { hashToken } from "../../lib/secret-token";
import {
  changeJoinCode,
  claimInvitation,
  cohortByCode,
  readAccount,
  readCohort,
  readInvitation,
  releaseInvitation,
} from "./repository";

// Joining a cohort: by an invitation's link (once, within COHORT_LIMITS.invitationDays, by the
// invited address) or by the cohort's join code (wrong ones rate-limited per user), and the admin's
// join code.

/** Wrong join codes: counted per user, right ones are not. */
export const joinCodeRule: RateRule = {
  scope: "cohort-join-code",
  limit: COHORT_LIMITS.joinCodeTriesPerHour,
  windowSeconds: 60 * 60,
  message: "Too many wrong join codes.",
};

const gone = (message: string) => new HttpError(410, message);

// ---------- invitations ----------

const usableAt = (at: Date) => (invitation: CohortInvitationDoc) =>
  !invitation.usedAt && invitation.expiresAt.toMillis() > at.getTime();

/** What the invitation's page shows; a used, expired or unknown link is a 410. */
export async function showInvitation(token: string, clock: Clock): Promise<CohortInvitation> {
  const invitation = await readInvitation(hashToken(token));
  if (!invitation || !usableAt(clock.now())(invitation)) throw gone(INVITATION_UNUSABLE);
  const cohort = await readCohort(invitation.cohortId);
  if (!cohort || cohortStatus(cohort, clock.now()) === "finished") throw gone(INVITATION_UNUSABLE);
  return {
    cohortName: cohort.name,
    email: invitation.email,
    name: invitation.name,
    expiresAt: toIso(invitation.expiresAt),
  };
}

/** Adds the learner, or says why not (409); the cohort's name for the answer. */
async function join(uid: string, cohortId: string, cohort: CohortDoc, at: Date): Promise<JoinCohortResponse> {
  const outcome = (await addMembers(cohortId, [uid], at)).get(uid)!;
  if (outcome.outcome === "refused") throw conflict(outcome.reason);
  return { cohortId, cohortName: cohort.name };
}

async function joinByInvitation(uid: string, token: string, clock: Clock): Promise<JoinCohortResponse> {
  const tokenHash = hashToken(token);
  const now = clock.now();
  const [invitation, account] = await Promise.all([readInvitation(tokenHash), readAccount(uid)]);
  if (!invitation || !usableAt(now)(invitation)) throw gone(INVITATION_UNUSABLE);
  if (account?.email.toLowerCase() !== invitation.email)
    throw forbidden(`This invitation was sent to ${invitation.email}: sign in with that address to use it`);
  const cohort = await readCohort(invitation.cohortId);
  if (!cohort || cohortStatus(cohort, now) === "finished") throw gone(INVITATION_UNUSABLE);
  // Claimed first, so two uses at once cannot both join; given back if the join is refused.
  if (!(await claimInvitation(tokenHash, uid, now, usableAt(now)))) throw gone(INVITATION_UNUSABLE);
  try {
    return await join(uid, invitation.cohortId, cohort, now);
  } catch (error) {
    await releaseInvitation(tokenHash);
    throw error;
  }
}

// ---------- the join code ----------

/** Codes as typed: capitals, without the spaces and dashes a reader may add. */
const plainCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, "");

const usableCode = (joinCode: JoinCodeDoc | null, at: Date) =>
  !!joinCode?.enabled && (!joinCode.expiresAt || joinCode.expiresAt.toMillis() > at.getTime());

async function joinByCode(uid: string, code: string, clock: Clock): Promise<JoinCohortResponse> {
  await assertUnderLimit(joinCodeRule, uid, clock);
  const now = clock.now();
  const found = await cohortByCode(plainCode(code));
  if (!found || !usableCode(found.cohort.joinCode, now) || cohortStatus(found.cohort, now) === "finished") {
    await record(joinCodeRule, uid, clock);
    throw badRequest(JOIN_CODE_UNUSABLE);
  }
  if (!isActiveCohortStatus(cohortStatus(found.cohort, now)))
    throw conflict(`The cohort ${found.cohort.name} is not open for enrolment yet`);
  return join(uid, found.id, found.cohort, now);
}

/** `POST /api/cohort/join`: by the cohort's code or an invitation. */
export const joinCohort = (uid: string, request: JoinCohortRequest, clock: Clock) =>
  "code" in request ? joinByCode(uid, request.code, clock) : joinByInvitation(uid, request.invitation, clock);

/** A code no one can guess: COHORT_LIMITS.joinCodeLength letters of the alphabet, from crypto. */
export const newJoinCode = () =>
  Array.from(
    { length: COHORT_LIMITS.joinCodeLength },
    () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)],
  ).join("");

const joinCodeView = (joinCode: JoinCodeDoc | null, at: Date): JoinCode => ({
  joinCode: joinCode && {
    code: joinCode.code,
    enabled: joinCode.enabled,
    expiresAt: joinCode.expiresAt && toIso(joinCode.expiresAt),
    createdAt: toIso(joinCode.createdAt),
    usable: usableCode(joinCode, at),
  },
});

export async function readJoinCode(cohortId: string, clock: Clock): Promise<JoinCode> {
  const cohort = await readCohort(cohortId);
  if (!cohort) throw notFound("Cohort not found");
  return joinCodeView(cohort.joinCode, clock.now());
}

/** A new code (the old one stops working), or the code turned off or on, with an audit entry. */
export async function setJoinCode(
  adminUid: string,
  cohortId: string,
  request: SetJoinCodeRequest,
  clock: Clock,
): Promise<JoinCode> {
  const now = clock.now();
  const expiresAt =
    request.expiresAt === undefined ? undefined : request.expiresAt === null ? null : new Date(request.expiresAt);
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw badRequest("The expiry must be in the future");
  const actor = await auditActor(adminUid);
  // Codes are random over 31^10: a clash is all but impossible, and is looked for anyway.
  let code = newJoinCode();
  while (request.action === "replace" && (await cohortByCode(code))) code = newJoinCode();
  const joinCode = await changeJoinCode(cohortId, now, (cohort) => {
    if (cohortStatus(cohort, now) === "finished") throw conflict("This cohort has finished: it takes no one new");
    const current = cohort.joinCode;
    if (!current && request.action !== "replace") throw conflict("This cohort has no join code yet: make one first");
    const keptExpiry =
      expiresAt === undefined ? (current?.expiresAt ?? null) : expiresAt && Timestamp.fromDate(expiresAt);
    const next: JoinCodeDoc =
      request.action === "replace"
        ? { code, enabled: true, expiresAt: keptExpiry, createdAt: Timestamp.fromDate(now) }
        : { ...current!, enabled: request.action === "enable", expiresAt: keptExpiry };
    const shown = (value: JoinCodeDoc | null) =>
      value && { enabled: value.enabled, expiresAt: value.expiresAt, createdAt: value.createdAt };
    return {
      joinCode: next,
      audit: {
        actor,
        action: "cohort.join_code",
        target: { type: "cohort", id: cohortId },
        before: { joinCode: shown(current) },
        after: { joinCode: shown(next) },
        at: now,
      },
    };
  });
  return joinCodeView(joinCode, now);
}
