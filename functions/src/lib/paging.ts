import type { CollectionReference, Query } from "firebase-admin/firestore";
import { readable, type StoredDoc } from "./collections";
import { notFound } from "./errors";

/**
 * One page of an admin list (`{items, nextCursor}`, DECISIONS.md "API conventions"): `limit`
 * documents of `query` after the document named by `cursor` (the previous page's last id, in
 * `collection`), and the cursor of the next page, or null on the last one.
 */
export async function readPage<T>(
  query: Query<T>,
  collection: CollectionReference<T>,
  cursor: string | undefined,
  limit: number,
): Promise<{ docs: StoredDoc<T>[]; nextCursor: string | null }> {
  let page = query.limit(limit + 1);
  if (cursor) {
    const after = await collection.doc(cursor).get();
    if (!after.exists) throw notFound("Unknown cursor");
    page = page.startAfter(after);
  }
  const docs = (await page.get()).docs;
  const shown = docs.slice(0, limit);
  return { docs: readable(shown), nextCursor: docs.length > limit ? shown[shown.length - 1]!.id : null };
}
