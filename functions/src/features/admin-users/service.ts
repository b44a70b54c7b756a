import { logger } from "firebase-functions/logger";
import type { AdminUser, AdminUserListQuery, AdminUserPage } from "../../contract/admin-users";
import type { AuditAction, AuditEntry, AuditLogDoc, AuditLogPage, AuditLogQuery } from "../../contract/audit-log";
import type { UserDoc } from "../../contract/auth";
import type { Role } from "../../contract/common";
import { endAllSessions } from "../../http/session";
import { emailTaken, toUser, usernameTaken, voidPasswordResets } from "../../lib/accounts";
import { changedFields } from "../../lib/audit-log";
import type { Clock } from "../../lib/clock";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../../lib/errors";
import { auth } from "../../lib/firebase";
import { searchPrefixesFor } from "../../lib/user-search";
import { changeUser, isUsernameReserved, readAuditPage, readUser, readUserPage, saveAuditEntry } from "./repository";
import { toIso } from "../../contract/common";

export interface AdminUsersDeps {
  clock: Clock;
}

/** What an admin may change on a user. */
export interface EditableUser {
  username: string;
  email: string;
  name: string;
  role: Role;
  isActive: boolean;
}
export type UserChange = Partial<EditableUser>;

export const USER_NOT_FOUND = "User not found";
export const SELF_DEMOTION = "You cannot remove your own admin role";
export const SELF_DEACTIVATION = "You cannot deactivate your own account";
export const LAST_ADMIN = "The last active admin must stay an active admin";
export const PASSWORD_RESET_DONE = "Password reset successfully";

/** The admin view of a user: the API's user without the avatar. */
export function toAdminUser(id: string, doc: UserDoc): AdminUser {
  const { avatar: _avatar, ...row } = toUser(id, doc);
  return row;
}

const editable = (doc: UserDoc): EditableUser => ({
  username: doc.username,
  email: doc.email,
  name: doc.name,
  role: doc.role,
  isActive: doc.isActive,
});

const isActiveAdmin = (user: Pick<EditableUser, "role" | "isActive">) => user.role === "admin" && user.isActive;

/**
 * Why an admin's change of a user is refused, or null. An admin never demotes or deactivates
 * themselves, and the last active admin stays one (issue scope "Endpoints"); the second can only
 * happen when two admins change each other at once, so it is decided inside the transaction.
 */
export function adminChangeRefusal(input: {
  actorId: string;
  targetId: string;
  before: EditableUser;
  after: EditableUser;
  otherActiveAdmin: boolean;
}): HttpError | null {
  const { actorId, targetId, before, after } = input;
  if (actorId === targetId && after.role !== "admin")
    return badRequest(SELF_DEMOTION, [{ path: "role", message: SELF_DEMOTION }]);
  if (actorId === targetId && !after.isActive)
    return badRequest(SELF_DEACTIVATION, [{ path: "isActive", message: SELF_DEACTIVATION }]);
  if (isActiveAdmin(before) && !isActiveAdmin(after) && !input.otherActiveAdmin) return conflict(LAST_ADMIN);
  return null;
}

export async function listUsers(query: AdminUserListQuery): Promise<AdminUserPage> {
  const page = await readUserPage(query);
  return { items: page.docs.map(({ id, data }) => toAdminUser(id, data)), nextCursor: page.nextCursor };
}

/** Firebase Auth holds the sign-in email and keeps it unique, so it changes first (and back on failure). */
async function setAuthEmail(uid: string, email: string): Promise<void> {
  try {
    await auth.updateUser(uid, { email });
  } catch (error) {
    if ((error as { code?: string }).code === "auth/email-already-exists") throw emailTaken("email");
    throw error;
  }
}

/**
 * Changes a user (the Edit User dialog, the quick role and status toggles): the user document,
 * the username reservation and one audit entry commit in one transaction; then Firebase Auth
 * follows (the role claim, the disabled flag, the display name) and a changed email, role or
 * status ends the user's sessions, so the next call sees the new state.
 * A change that changes nothing writes nothing.
 */
export async function updateUser(
  deps: AdminUsersDeps,
  actorId: string,
  uid: string,
  change: UserChange,
  action: AuditAction,
): Promise<AdminUser> {
  const current = await readUser(uid);
  if (!current) throw notFound(USER_NOT_FOUND);
  const wanted: EditableUser = { ...editable(current), ...change };
  const early = adminChangeRefusal({
    actorId,
    targetId: uid,
    before: editable(current),
    after: wanted,
    otherActiveAdmin: true,
  });
  if (early) throw early;
  const newUsername = wanted.username.toLowerCase() !== current.usernameLower;
  if (newUsername && (await isUsernameReserved(wanted.username.toLowerCase()))) throw usernameTaken();
  const newEmail = wanted.email !== current.email;
  if (newEmail) await setAuthEmail(uid, wanted.email);

  let result: { doc: UserDoc; changed: Set<string> };
  try {
    result = await changeUser(actorId, uid, async ({ actor, stored, usernameOwner, otherActiveAdminExists }) => {
      if (!stored) throw notFound(USER_NOT_FOUND);
      // The caller's claim may be older than a demotion made meanwhile by another admin.
      if (!actor || !isActiveAdmin(actor)) throw forbidden("Administrator access required");
      const before = editable(stored);
      const after: EditableUser = { ...before, ...change };
      const usernameLower = after.username.toLowerCase();
      const movesUsername = usernameLower !== stored.usernameLower;
      const owner = movesUsername ? await usernameOwner(usernameLower) : undefined;
      if (owner !== undefined && owner !== uid) throw usernameTaken();
      const refusal = adminChangeRefusal({
        actorId,
        targetId: uid,
        before,
        after,
        otherActiveAdmin: isActiveAdmin(before) && !isActiveAdmin(after) ? await otherActiveAdminExists() : true,
      });
      if (refusal) throw refusal;

      const changed = new Set(Object.keys(changedFields({ ...before }, { ...after })));
      if (!changed.size) return { writes: null, result: { doc: stored, changed } };
      const doc: UserDoc = { ...stored, ...after, usernameLower, searchPrefixes: searchPrefixesFor(after) };
      const writes = {
        fields: { ...after, usernameLower, searchPrefixes: doc.searchPrefixes },
        username: movesUsername ? { from: stored.usernameLower, to: usernameLower } : undefined,
        audit: {
          actor: { id: actorId, username: actor.username },
          action,
          target: { type: "user" as const, id: uid },
          targetUserId: uid,
          before: { ...before },
          after: { ...after },
          at: deps.clock.now(),
        },
      };
      return { writes, result: { doc, changed } };
    });
  } catch (error) {
    if (newEmail)
      await auth.updateUser(uid, { email: current.email }).catch((undo: unknown) => {
        logger.error(`Could not put back the Auth email of ${uid}`, { error: String(undo) });
      });
    throw error;
  }

  const { doc, changed } = result;
  if (changed.has("role")) await auth.setCustomUserClaims(uid, { role: doc.role });
  if (changed.has("isActive") || changed.has("name"))
    await auth.updateUser(uid, { disabled: !doc.isActive, displayName: doc.name });
  if (changed.has("email") || changed.has("role") || changed.has("isActive")) await endAllSessions(uid);
  return toAdminUser(uid, doc);
}

/**
 * Sets a user's password (an admin's reset): older reset links stop working, every session of
 * the user ends, and the audit trail records that it happened (never the password).
 */
export async function resetUserPassword(
  deps: AdminUsersDeps,
  actorId: string,
  uid: string,
  newPassword: string,
): Promise<void> {
  const [actor, target] = await Promise.all([readUser(actorId), readUser(uid)]);
  if (!target) throw notFound(USER_NOT_FOUND);
  await auth.updateUser(uid, { password: newPassword });
  await voidPasswordResets(uid, deps.clock);
  await endAllSessions(uid);
  await saveAuditEntry({
    actor: { id: actorId, username: actor?.username ?? actorId },
    action: "user.password_reset",
    target: { type: "user", id: uid },
    targetUserId: uid,
    before: {},
    after: {},
    at: deps.clock.now(),
  });
}

function toAuditEntry(id: string, doc: AuditLogDoc): AuditEntry {
  return { id, ...doc, createdAt: toIso(doc.createdAt) };
}

/** The audit trail newest first, bounded pages; `targetUserId` for one user's admin history. */
export async function listAuditLog(query: AuditLogQuery): Promise<AuditLogPage> {
  const page = await readAuditPage(query);
  return { items: page.docs.map(({ id, data }) => toAuditEntry(id, data)), nextCursor: page.nextCursor };
}
