import { ADMIN_USER_SEARCH_MAX } from "../contract/admin-users";
import type { UserDoc } from "../contract/auth";
import { characterPrefixes, firstCharacters } from "../contract/text";
import { readable, users } from "./collections";
import { db } from "./firebase";
import { pagesOf } from "./paging";

/**
 * The admin user search (features/admin-users) is a case-insensitive prefix of the name, a word
 * of the name, the username or the email. Firestore cannot combine a prefix range with the
 * list's filters and sorts, so each user document keeps its lowercased prefixes in
 * `searchPrefixes` (queried with `array-contains`), rewritten on every write that changes one of
 * those fields (lib/accounts.ts, features/account, features/admin-users) and backfilled for
 * older documents (`npm run backfill:user-search`).
 *
 * Both sides are NFC (so "é" typed as one code point or as "e" and an accent match) and cut on
 * whole characters: a prefix never ends inside an emoji, a flag or a joined sequence, whose lone
 * halves are not valid text and would make Firestore refuse the write.
 */
export const normalizeSearch = (text: string): string =>
  firstCharacters(text.normalize("NFC").trim().toLowerCase().replace(/\s+/g, " "), ADMIN_USER_SEARCH_MAX);

export function searchPrefixesFor(user: Pick<UserDoc, "name" | "username" | "email">): string[] {
  const name = normalizeSearch(user.name);
  const terms = [name, ...name.split(" "), normalizeSearch(user.username), normalizeSearch(user.email)];
  return [...new Set(terms.flatMap(characterPrefixes))].sort();
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((entry, index) => entry === b[index]);

/**
 * Writes `searchPrefixes` on every user document where they are missing or stale, a page at a
 * time; returns how many documents it changed. Each write is conditional on the document being
 * unchanged since it was read: a user written meanwhile got fresh prefixes from that write.
 */
export async function backfillUserSearch(pageSize = 300): Promise<number> {
  let changed = 0;
  for await (const docs of pagesOf(users(), pageSize)) {
    const writer = db.bulkWriter();
    writer.onWriteError(() => false); // A failed precondition: the user was just written with fresh prefixes.
    const writes = readable(docs).flatMap(({ ref, data }) => {
      const prefixes = searchPrefixesFor(data);
      if (sameList(prefixes, data.searchPrefixes)) return [];
      const lastUpdateTime = docs.find((entry) => entry.id === ref.id)!.updateTime;
      return [
        writer.update(ref, users.changes({ searchPrefixes: prefixes }), { lastUpdateTime }).then(
          () => 1,
          () => 0,
        ),
      ];
    });
    await writer.close();
    changed += (await Promise.all(writes)).reduce<number>((sum, done) => sum + done, 0);
  }
  return changed;
}
