import type { Query } from "firebase-admin/firestore";
import { logger } from "firebase-functions/logger";
import { type LiveQuery, type WireDoc } from "../contract/live-queries";
import { encodeTimestamps } from "../contract/wire-timestamps";
import { db } from "./firebase";

// The server's reading of the web app's named live queries (contract/live-queries.ts): the same
// path, filters, order and bound as the web SDK's listener, so both answer the same documents.

function wireDoc(id: string, path: string, data: unknown, query: LiveQuery): WireDoc | null {
  const parsed = query.schema.safeParse(data);
  if (parsed.success) return { id, data: encodeTimestamps(parsed.data) as Record<string, unknown> };
  // As `readable` in collections.ts and the web's converter: one stale document never fails a view.
  logger.warn(`${path} does not match its schema; skipped`, { issues: parsed.error.issues });
  return null;
}

/** A document query answers the document or null; a collection query its documents in order. */
export async function readLiveQuery(query: LiveQuery): Promise<WireDoc | null | WireDoc[]> {
  if (query.kind === "document") {
    const snapshot = await db.doc(query.path.join("/")).get();
    return snapshot.exists ? wireDoc(snapshot.id, snapshot.ref.path, snapshot.data(), query) : null;
  }
  const { spec } = query;
  let ref: Query = db.collection(spec.path.join("/"));
  for (const [field, op, value] of spec.where ?? []) ref = ref.where(field, op, value);
  if (spec.orderBy) ref = ref.orderBy(...spec.orderBy);
  ref = spec.fromEnd ? ref.limitToLast(spec.max) : ref.limit(spec.max);
  const snapshot = await ref.get();
  return snapshot.docs.flatMap((doc) => wireDoc(doc.id, doc.ref.path, doc.data(), query) ?? []);
}
