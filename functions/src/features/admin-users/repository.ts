import type { Query } from "firebase-admin/firestore";
import type { AdminUserListQuery } from "../../contract/admin-users";
import type { AuditLogQuery } from "../../contract/audit-log";
import type { UserDoc } from "../../contract/auth";
import { recordAudit, type AuditEntryInput } from "../../lib/audit-log";
import { auditLog, usernames, users } from "../../lib/collections";
import { db } from "../../lib/firebase";
import { readPage } from "../../lib/paging";
import { runTransaction } from "../../lib/transaction";
import { normalizeSearch } from "../../lib/user-search";

// The users as admins list and change them (`users`, `usernames`) and the audit trail (`auditLog`).

export const readUser = async (uid: string) => (await users().doc(uid).get()).data();

export const isUsernameReserved = async (usernameLower: string) => (await usernames().doc(usernameLower).get()).exists;

/**
 * The user list as one Firestore query: the search prefix (`array-contains`), the role and
 * active filters and the sort, each combination backed by a composite index in
 * firestore.indexes.json. Users who never signed in have `lastLoginAt: null`, which sorts last.
 */
function userListQuery(filter: Pick<AdminUserListQuery, "search" | "role" | "active" | "sort">): Query<UserDoc> {
  let query: Query<UserDoc> = users();
  const search = filter.search ? normalizeSearch(filter.search) : "";
  if (search) query = query.where("searchPrefixes", "array-contains", search);
  if (filter.role) query = query.where("role", "==", filter.role);
  if (filter.active !== undefined) query = query.where("isActive", "==", filter.active);
  return query.orderBy(filter.sort === "lastLogin" ? "lastLoginAt" : "createdAt", "desc");
}

export const readUserPage = (query: AdminUserListQuery) =>
  readPage(userListQuery(query), users(), query.cursor, query.limit);

/** The audit trail newest first, optionally only the entries about one user. */
export function readAuditPage(query: AuditLogQuery) {
  const all = auditLog();
  const entries = (query.targetUserId ? all.where("targetUserId", "==", query.targetUserId) : all).orderBy(
    "createdAt",
    "desc",
  );
  return readPage(entries, all, query.cursor, query.limit);
}

/** Records an audit entry on its own (for a change made outside Firestore, such as a password). */
export async function saveAuditEntry(entry: AuditEntryInput): Promise<void> {
  const batch = db.batch();
  recordAudit(batch, entry);
  await batch.commit();
}

/** What a user change reads inside its transaction. */
export interface UserChangeReads {
  /** The acting admin as stored now (their claim may be older than a demotion made meanwhile). */
  actor: UserDoc | undefined;
  stored: UserDoc | undefined;
  /** Who holds a username now, or undefined. */
  usernameOwner: (usernameLower: string) => Promise<string | undefined>;
  /** Whether an active admin other than the changed user remains. */
  otherActiveAdminExists: () => Promise<boolean>;
}

/** What a user change writes: the user's fields, a moved username reservation, its audit entry. */
export interface UserChangeWrites {
  fields: Partial<UserDoc>;
  username?: { from: string; to: string };
  audit: AuditEntryInput;
}

/**
 * Changes user `uid` in one transaction: `decide` reads what it needs (every read before any
 * write) and answers the writes to make, or null for none, with its result.
 */
export function changeUser<T>(
  actorId: string,
  uid: string,
  decide: (reads: UserChangeReads) => Promise<{ writes: UserChangeWrites | null; result: T }>,
): Promise<T> {
  const ref = users().doc(uid);
  return runTransaction(async (tx) => {
    const [actor, stored] = await Promise.all([tx.get(users().doc(actorId)), tx.get(ref)]);
    const { writes, result } = await decide({
      actor: actor.data(),
      stored: stored.data(),
      usernameOwner: async (usernameLower) => (await tx.get(usernames().doc(usernameLower))).data()?.uid,
      otherActiveAdminExists: async () => {
        const admins = await tx.get(users().where("role", "==", "admin").where("isActive", "==", true).limit(2));
        return admins.docs.some((entry) => entry.id !== uid);
      },
    });
    if (!writes) return result;
    tx.update(ref, users.changes(writes.fields));
    if (writes.username) {
      tx.delete(usernames().doc(writes.username.from));
      tx.create(usernames().doc(writes.username.to), { uid });
    }
    recordAudit(tx, writes.audit);
    return result;
  });
}
