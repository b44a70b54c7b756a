import type { User } from "@contract/auth";
import { useEffect, useState } from "react";
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from "reactfire";
import { LoadingScreen } from "@/components/loading-screen";
import { syncFirebaseUser, type FirebaseHandles } from "@/lib/firebase";
import { SessionUserContext } from "@/lib/session-user";
import { takeCustomToken } from "@/lib/session-token";
import { AppRoutes } from "./routes";

/**
 * The app behind sign-in. Firestore listeners start only once the web SDK is
 * signed in as the same user as the cookie session (reactfire issue 540).
 */
export default function SignedInApp({ user }: { user: User }) {
  const [firebase, setFirebase] = useState<FirebaseHandles | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setFirebase(null);
    syncFirebaseUser(user.id, takeCustomToken()).then(
      (handles) => !cancelled && setFirebase(handles),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [user.id]);

  if (failed)
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-xl font-bold">Something went wrong</h1>
        <p>We could not connect to SoloSensei. Check your connection and try again.</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Try again
        </button>
      </main>
    );
  if (!firebase) return <LoadingScreen />;
  return (
    <FirebaseAppProvider firebaseApp={firebase.app}>
      <AuthProvider sdk={firebase.auth}>
        <FirestoreProvider sdk={firebase.firestore}>
          <SessionUserContext value={user}>
            <AppRoutes />
          </SessionUserContext>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
