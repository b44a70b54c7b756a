import { FieldPath, type CollectionReference, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { readable, type StoredDoc } from "./collections";
import { notFound } from "./errors";

/**
 * One page of an admin list (`{items, nextCursor}`, the shape of every admin list): `limit`
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

/**
 * Every document of `query`, in pages of `pageSize` in document-id order: for the backfills,
 * which walk a whole collection (or collection group) without holding it in memory.
 */
export async function* pagesOf<T>(query: Query<T>, pageSize: number): AsyncGenerator<QueryDocumentSnapshot<T>[]> {
  let last: QueryDocumentSnapshot<T> | undefined;
  for (;;) {
    let page = query.orderBy(FieldPath.documentId()).limit(pageSize);
    if (last) page = page.startAfter(last);
    const docs = (await page.get()).docs;
    if (docs.length) yield docs;
    if (docs.length < pageSize) return;
    last = docs[docs.length - 1];
  }
}
