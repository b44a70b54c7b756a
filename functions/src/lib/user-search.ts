import { ADMIN_USER_SEARCH_MAX } from "../contract/admin-users";
import type { UserDoc } from "../contract/auth";

/**
 * The admin user search (features/admin-users) is a case-insensitive prefix of the name, a word
 * of the name, the username or the email. Firestore cannot combine a prefix range with the
 * list's filters and sorts, so each user document keeps its lowercased prefixes in
 * `searchPrefixes` (queried with `array-contains`), rewritten on every write that changes one of
 * those fields (lib/accounts.ts, features/account, features/admin-users) and backfilled for
 * older documents (`npm run backfill:user-search`).
 */
export const normalizeSearch = (text: string): string =>
  text.trim().toLowerCase().replace(/\s+/g, " ").slice(0, ADMIN_USER_SEARCH_MAX);

export function searchPrefixesFor(user: Pick<UserDoc, "name" | "username" | "email">): string[] {
  const name = normalizeSearch(user.name);
  const terms = [name, ...name.split(" "), normalizeSearch(user.username), normalizeSearch(user.email)];
  const prefixes = new Set<string>();
  for (const term of terms) for (let end = 1; end <= term.length; end++) prefixes.add(term.slice(0, end));
  return [...prefixes].sort();
}
