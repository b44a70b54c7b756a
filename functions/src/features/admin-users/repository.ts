import type { Query, Transaction } from "firebase-admin/firestore";
import type { AdminUserListQuery } from "../../contract/admin-users";
import type { UserDoc } from "../../contract/auth";
import { auditLog, usernames, users } from "../../lib/collections";
import { normalizeSearch } from "../../lib/user-search";

export { auditLog, usernames, users };

/**
 * The user list as one Firestore query: the search prefix (`array-contains`), the role and
 * active filters and the sort, each combination backed by a composite index in
 * firestore.indexes.json. Users who never signed in have `lastLoginAt: null`, which sorts last.
 */
export function userListQuery(filter: Pick<AdminUserListQuery, "search" | "role" | "active" | "sort">): Query<UserDoc> {
  let query: Query<UserDoc> = users();
  const search = filter.search ? normalizeSearch(filter.search) : "";
  if (search) query = query.where("searchPrefixes", "array-contains", search);
  if (filter.role) query = query.where("role", "==", filter.role);
  if (filter.active !== undefined) query = query.where("isActive", "==", filter.active);
  return query.orderBy(filter.sort === "lastLogin" ? "lastLoginAt" : "createdAt", "desc");
}

/** Whether an active admin other than `uid` remains, read inside the change's transaction. */
export async function otherActiveAdminExists(tx: Transaction, uid: string): Promise<boolean> {
  const admins = await tx.get(users().where("role", "==", "admin").where("isActive", "==", true).limit(2));
  return admins.docs.some((entry) => entry.id !== uid);
}

/** Newest first, optionally only the entries about one user. */
export function auditLogQuery(targetUserId: string | undefined) {
  const all = auditLog();
  return (targetUserId ? all.where("targetUserId", "==", targetUserId) : all).orderBy("createdAt", "desc");
}
