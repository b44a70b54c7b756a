// The live half of lib/live-query.ts, a lazy chunk with the Firebase SDK (app/shell.tsx loads it
// after the first view): a reactfire reader per live query the mounted views read, writing each
// snapshot into that query's cache entry, where the view shows the API's answer until then.
import type { User } from "@contract/auth";
import type { LiveCollectionQuery, LiveDocumentQuery, LiveQuery } from "@contract/live-queries";
import { hashKey, useQueryClient } from "@tanstack/react-query";
import { collection, doc, limit, limitToLast, orderBy, query, where } from "firebase/firestore";
import { use, useEffect } from "react";
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
import { liveAnswer, setLiveAnswer } from "@/lib/live-query";

type Snapshot = { id: string; data: () => unknown; ref: { path: string } };
const entry = (snapshot: Snapshot) => ({ id: snapshot.id, data: snapshot.data(), path: snapshot.ref.path });

/** Writes each new snapshot (reactfire hands the same one until the next comes) into the query's cache entry. */
function useAnswer<T>(live: LiveQuery, { status, data }: { status: string; data: T }, docs: (data: T) => Snapshot[]) {
  const client = useQueryClient();
  useEffect(() => {
    if (status === "success") void setLiveAnswer(client, live, liveAnswer(live, docs(data).map(entry)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, live, status, data]);
}

function CollectionReader({ live }: { live: LiveCollectionQuery }) {
  const { spec } = live;
  const ref = query(
    collection(useFirestore(), ...spec.path),
    ...(spec.where ?? []).map(([field, op, value]) => where(field, op, value)),
    ...(spec.orderBy ? [orderBy(...spec.orderBy)] : []),
    spec.fromEnd ? limitToLast(spec.max) : limit(spec.max),
  );
  useAnswer(live, useFirestoreCollection(ref), (snapshot) => snapshot.docs);
  return null;
}

function DocumentReader({ live }: { live: LiveDocumentQuery }) {
  const snapshot = useFirestoreDoc(doc(useFirestore(), live.path.join("/")));
  useAnswer(live, snapshot, (data) => (data.exists() ? [data] : []));
  return null;
}

function Readers({ uid, queries }: { uid: string; queries: LiveQuery[] }) {
  // reactfire issue 540: a reader mounted before the SDK is signed in as this user is refused.
  const signedIn = useUser().data?.uid === uid;
  if (!signedIn) return null;
  // One reader per query, however many views read it.
  return [...new Map(queries.map((live) => [hashKey(live.key), live]))].map(([key, live]) => (
    // reactfire 4.2.6 rethrows a query's error (a rule's refusal): the view keeps the API's answer.
    <ErrorBoundary key={key} fallback={null}>
      {live.kind === "document" ? <DocumentReader live={live} /> : <CollectionReader live={live} />}
    </ErrorBoundary>
  ));
}

export default function LiveReaders({ user, queries }: { user: User; queries: LiveQuery[] }) {
  const { app, auth, firestore } = use(firebaseSignedInAs(user.id));
  return (
    <FirebaseAppProvider firebaseApp={app}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <Readers uid={user.id} queries={queries} />
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
