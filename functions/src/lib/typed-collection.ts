import type { FirestoreDataConverter, QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { z } from "zod";
import { db } from "./firebase";

/**
 * A converter that checks every document read against its contract schema, so a
 * malformed document fails loudly at the edge instead of deep inside a service.
 */
export function converterFor<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
): FirestoreDataConverter<z.infer<S>> {
  return {
    toFirestore: (data) => data as FirebaseFirestore.DocumentData,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => schema.parse(snapshot.data()),
  };
}

export function typedCollection<S extends z.ZodType<Record<string, unknown>>>(path: string, schema: S) {
  return db.collection(path).withConverter(converterFor(schema));
}
