// The live half of lib/live-query.ts: reactfire's Firestore hooks, one reader per live query a
// view observes, each writing its snapshot (every document parsed with its contract schema) into
// that query's cache entry, where the view already shows the API's answer. This chunk, with the
// Firebase SDK, loads once the first view has painted and the browser is idle (app/shell.tsx).
import type { User } from "@contract/auth";
import type { LiveCollectionQuery, LiveDocumentQuery, LiveQuery } from "@contract/live-queries";
import { useQueryClient } from "@tanstack/react-query";
import {
  collection,
  doc,
  limit,
  limitToLast,
  orderBy,
  query as firestoreQuery,
  where,
  type Firestore,
} from "firebase/firestore";
import { use, useEffect, useMemo, useSyncExternalStore } from "react";
import {
  AuthProvider,
  FirebaseAppProvider,
  FirestoreProvider,
  useFirestore,
  useFirestoreCollection,
  useFirestoreDoc,
  useUser,
} from "reactfire";
import { ErrorBoundary } from "@/components/error-boundary";
import { firebaseSignedInAs } from "@/lib/firebase";
import { liveDoc, setLiveAnswer } from "@/lib/live-query";

function collectionRef(firestore: Firestore, { spec }: LiveCollectionQuery) {
  const [first, ...rest] = spec.path;
  return firestoreQuery(
    collection(firestore, first, ...rest),
    ...(spec.where ?? []).map(([field, op, value]) => where(field, op, value)),
    ...(spec.orderBy ? [orderBy(...spec.orderBy)] : []),
    spec.fromEnd ? limitToLast(spec.max) : limit(spec.max),
  );
}

/** Writes each new answer into the query's cache entry while mounted. */
function useAnswer(query: LiveQuery, answer: unknown, ready: boolean) {
  const client = useQueryClient();
  useEffect(() => (ready ? setLiveAnswer(client, query, answer) : undefined), [client, query, answer, ready]);
}

function CollectionReader({ query }: { query: LiveCollectionQuery }) {
  const ref = collectionRef(useFirestore(), query);
  const { status, data } = useFirestoreCollection(ref);
  const docs = useMemo(
    () => data?.docs.flatMap((entry) => liveDoc(query.schema, entry.id, entry.data(), entry.ref.path) ?? []),
    [data, query.schema],
  );
  useAnswer(query, docs, status === "success");
  return null;
}

function DocumentReader({ query }: { query: LiveDocumentQuery }) {
  const ref = doc(useFirestore(), query.path.join("/"));
  const { status, data } = useFirestoreDoc(ref);
  const parsed = useMemo(
    () => (data?.exists() ? liveDoc(query.schema, data.id, data.data(), data.ref.path) : null),
    [data, query.schema],
  );
  useAnswer(query, parsed, status === "success");
  return null;
}

/** The live queries of `uid` that a view observes and the API has answered, by their cache hash. */
function useObservedLiveQueries(uid: string): LiveQuery[] {
  const cache = useQueryClient().getQueryCache();
  const observed = () =>
    cache
      .findAll({ queryKey: ["live", uid] })
      .filter((entry) => entry.getObserversCount() > 0 && entry.state.status === "success" && entry.meta?.live)
      .map((entry) => entry.queryHash)
      .join("\n");
  const hashes = useSyncExternalStore((onChange) => cache.subscribe(onChange), observed);
  return useMemo(
    () => (hashes ? hashes.split("\n").map((hash) => cache.get(hash)!.meta!.live as LiveQuery) : []),
    [cache, hashes],
  );
}

function Readers({ uid }: { uid: string }) {
  // reactfire issue 540: a reader mounted before the SDK is signed in as this user is refused.
  const signedIn = useUser().data?.uid === uid;
  const queries = useObservedLiveQueries(uid);
  if (!signedIn) return null;
  return queries.map((query) => (
    // reactfire 4.2.6 rethrows a query's error (a rule's refusal): the view keeps the API's answer.
    <ErrorBoundary key={JSON.stringify(query.key)} fallback={null}>
      {query.kind === "document" ? <DocumentReader query={query} /> : <CollectionReader query={query} />}
    </ErrorBoundary>
  ));
}

export default function LiveReaders({ user }: { user: User }) {
  const { app, auth, firestore } = use(firebaseSignedInAs(user.id));
  return (
    <FirebaseAppProvider firebaseApp={app}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <Readers uid={user.id} />
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
