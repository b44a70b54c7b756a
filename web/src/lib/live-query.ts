// The one way the web app reads Firestore: live, under the rules, each document checked against
// its contract schema (the one the server writes with), every collection query bounded.
import {
  collection,
  doc,
  limit,
  limitToLast,
  orderBy,
  query,
  where,
  type FirestoreDataConverter,
  type OrderByDirection,
  type WhereFilterOp,
} from "firebase/firestore";
import { useMemo } from "react";
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from "reactfire";
import type { z } from "zod";

export type Live<T> = T & { id: string };

type DocSchema = z.ZodType<Record<string, unknown>>;

const converters = new WeakMap<DocSchema, FirestoreDataConverter<unknown>>();

/**
 * Parses each document with its schema and adds its id. A document that no longer matches is
 * logged and read as missing (left out of lists), so one stale document never breaks a view.
 * Clients never write, so toFirestore is never used.
 */
export function liveConverter<S extends DocSchema>(schema: S): FirestoreDataConverter<Live<z.infer<S>> | null> {
  let converter = converters.get(schema);
  if (!converter) {
    converter = {
      toFirestore: () => {
        throw new Error("Clients never write to Firestore");
      },
      fromFirestore: (snapshot, options) => {
        const parsed = schema.safeParse(snapshot.data(options));
        if (parsed.success) return { ...parsed.data, id: snapshot.id };
        console.warn(`Skipped ${snapshot.ref.path}: it does not match its schema`, parsed.error.issues);
        return null;
      },
    };
    converters.set(schema, converter);
  }
  return converter as FirestoreDataConverter<Live<z.infer<S>> | null>;
}

export interface LiveQuery {
  /** The collection's path segments, e.g. `["users", uid, "activities"]`. */
  path: readonly [string, ...string[]];
  where?: readonly (readonly [field: string, op: WhereFilterOp, value: unknown])[];
  orderBy?: readonly [field: string, direction?: OrderByDirection];
  /** Every live list is bounded: the first `max` in order (the last `max` with `fromEnd`). */
  max: number;
  fromEnd?: boolean;
}

export interface LiveList<T> {
  status: "loading" | "error" | "success";
  /** The matching documents (empty until loaded). */
  data: Live<T>[];
}

/** A live, validated, bounded collection query; the query is rebuilt only when `spec` changes value. */
export function useLiveCollection<S extends DocSchema>(schema: S, spec: LiveQuery): LiveList<z.infer<S>> {
  const firestore = useFirestore();
  // Callers pass a fresh object each render: its JSON (Dates and Timestamps included) is the memo key.
  const key = JSON.stringify(spec);
  const ref = useMemo(
    () => {
      const [first, ...rest] = spec.path;
      return query(
        collection(firestore, first, ...rest),
        ...(spec.where ?? []).map(([field, op, value]) => where(field, op, value)),
        ...(spec.orderBy ? [orderBy(...spec.orderBy)] : []),
        spec.fromEnd ? limitToLast(spec.max) : limit(spec.max),
      ).withConverter(liveConverter(schema));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `spec`
    [firestore, schema, key],
  );
  const { status, data } = useFirestoreCollectionData(ref);
  const documents = useMemo(() => (data ?? []).filter((entry) => entry !== null), [data]);
  return { status, data: documents };
}

/** One live, validated document: `data` is null while loading and when missing or invalid. */
export function useLiveDocument<S extends DocSchema>(
  schema: S,
  path: readonly [string, ...string[]],
): { status: "loading" | "error" | "success"; data: Live<z.infer<S>> | null } {
  const firestore = useFirestore();
  const key = path.join("/");
  const ref = useMemo(() => doc(firestore, key).withConverter(liveConverter(schema)), [firestore, schema, key]);
  const { status, data } = useFirestoreDocData(ref);
  return { status, data: data ?? null };
}
