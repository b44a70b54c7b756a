// The live half of lib/live-query.ts: reactfire's Firestore hooks, one reader per live query the
// mounted views read (their `useLiveQuery` adds it while mounted), each writing its snapshot (every
// document parsed with its contract schema) into that query's cache entry, where the view already
// shows the API's answer. This chunk, with the Firebase SDK, loads once the first view has painted
// and the browser is idle (app/shell.tsx).
import type { User } from "@contract/auth";
import type { LiveCollectionQuery, LiveDocumentQuery, LiveQuery } from "@contract/live-queries";
import { hashKey, useQueryClient } from "@tanstack/react-query";
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
import { liveAnswer, setLiveAnswer, type FollowedQueries, type LiveAnswer } from "@/lib/live-query";

function collectionRef(firestore: Firestore, { spec }: LiveCollectionQuery) {
  const [first, ...rest] = spec.path;
  return firestoreQuery(
    collection(firestore, first, ...rest),
    ...(spec.where ?? []).map(([field, op, value]) => where(field, op, value)),
    ...(spec.orderBy ? [orderBy(...spec.orderBy)] : []),
    spec.fromEnd ? limitToLast(spec.max) : limit(spec.max),
  );
}

/** Writes each new snapshot into the query's cache entry, over any API answer still in flight. */
function useAnswer<Q extends LiveQuery>(query: Q, answer: LiveAnswer<Q> | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (answer !== undefined) void setLiveAnswer(client, query, answer);
  }, [client, query, answer]);
}

function CollectionReader({ query }: { query: LiveCollectionQuery }) {
  const { status, data } = useFirestoreCollection(collectionRef(useFirestore(), query));
  const answer = useMemo(
    () =>
      status === "success"
        ? liveAnswer(
            query,
            data.docs.map((entry) => ({ id: entry.id, data: entry.data(), path: entry.ref.path })),
          )
        : undefined,
    [status, data, query],
  );
  useAnswer(query, answer);
  return null;
}

function DocumentReader({ query }: { query: LiveDocumentQuery }) {
  const { status, data } = useFirestoreDoc(doc(useFirestore(), query.path.join("/")));
  const answer = useMemo(
    () =>
      status === "success"
        ? liveAnswer(query, data.exists() ? [{ id: data.id, data: data.data(), path: data.ref.path }] : [])
        : undefined,
    [status, data, query],
  );
  useAnswer(query, answer);
  return null;
}

function Readers({ uid, followed }: { uid: string; followed: FollowedQueries }) {
  // reactfire issue 540: a reader mounted before the SDK is signed in as this user is refused.
  const signedIn = useUser().data?.uid === uid;
  const queries = useSyncExternalStore(followed.subscribe, followed.current);
  // One reader per query, however many views read it.
  const byKey = new Map(queries.map((query) => [hashKey(query.key), query]));
  if (!signedIn) return null;
  return [...byKey].map(([key, query]) => (
    // reactfire 4.2.6 rethrows a query's error (a rule's refusal): the view keeps the API's answer.
    <ErrorBoundary key={key} fallback={null}>
      {query.kind === "document" ? <DocumentReader query={query} /> : <CollectionReader query={query} />}
    </ErrorBoundary>
  ));
}

/** The readers of the queries `followed` holds (the views' live reads), once the SDK is signed in as `user`. */
export default function LiveReaders({ user, followed }: { user: User; followed: FollowedQueries }) {
  const { app, auth, firestore } = use(firebaseSignedInAs(user.id));
  return (
    <FirebaseAppProvider firebaseApp={app}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <Readers uid={user.id} followed={followed} />
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
