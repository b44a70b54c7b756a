import type { FirestoreDataConverter } from "firebase/firestore";
import type { z } from "zod";

/**
 * Reads live documents through their contract schema (the same one the server writes with),
 * with the document id added. Clients never write, so toFirestore is never used.
 */
export function liveConverter<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
): FirestoreDataConverter<z.infer<S> & { id: string }> {
  return {
    toFirestore: () => {
      throw new Error("Clients never write to Firestore");
    },
    fromFirestore: (snapshot, options) => ({ ...schema.parse(snapshot.data(options)), id: snapshot.id }),
  };
}
