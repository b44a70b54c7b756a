// The Firestore half of lib/live-query.ts, loaded on its own so the Firebase SDK never delays a
// view's first paint: live-query.ts loads it once the view has its first answer and the user has
// interacted with the page.
import type { LiveQuery } from "@contract/live-queries";
import {
  collection,
  doc,
  limit,
  limitToLast,
  onSnapshot,
  orderBy,
  query as firestoreQuery,
  where,
  type Firestore,
} from "firebase/firestore";
import { signOutFirebase, syncFirebaseUser } from "./firebase";
import { liveDoc } from "./live-query";
import { takeCustomToken } from "./session-token";

let signedIn: { uid: string; firestore: Promise<Firestore> } | null = null;

/** The Firestore SDK signed in as the cookie's user (once per user). */
function firestoreFor(uid: string): Promise<Firestore> {
  if (signedIn?.uid !== uid) {
    const token = takeCustomToken();
    signedIn = { uid, firestore: syncFirebaseUser(uid, token).then(({ firestore }) => firestore) };
  }
  return signedIn.firestore;
}

/** Follows one named live query; `onData` gets each new answer. Returns what stops it. */
export async function listen(query: LiveQuery, onData: (data: unknown) => void): Promise<() => void> {
  let firestore: Firestore;
  try {
    firestore = await firestoreFor(query.userId);
  } catch (error) {
    // The view keeps the API's answer; it just stops updating by itself.
    console.warn("Live updates are unavailable", error);
    return () => undefined;
  }
  const onError = (error: Error) => console.warn(`Live updates of ${query.name} stopped`, error);
  if (query.kind === "document") {
    const ref = doc(firestore, query.path.join("/"));
    return onSnapshot(
      ref,
      (snapshot) => onData(snapshot.exists() ? liveDoc(query.schema, snapshot.id, snapshot.data(), ref.path) : null),
      onError,
    );
  }
  const { spec } = query;
  const [first, ...rest] = spec.path;
  const ref = firestoreQuery(
    collection(firestore, first, ...rest),
    ...(spec.where ?? []).map(([field, op, value]) => where(field, op, value)),
    ...(spec.orderBy ? [orderBy(...spec.orderBy)] : []),
    spec.fromEnd ? limitToLast(spec.max) : limit(spec.max),
  );
  return onSnapshot(
    ref,
    (snapshot) =>
      onData(snapshot.docs.flatMap((entry) => liveDoc(query.schema, entry.id, entry.data(), entry.ref.path) ?? [])),
    onError,
  );
}

/** Signs the web SDK out (logout, account deletion): the next listener signs in again. */
export async function signOutLive(): Promise<void> {
  signedIn = null;
  await signOutFirebase();
}
