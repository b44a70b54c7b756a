// Loaded only after sign-in, after the first view (app/live-readers.tsx): the landing page never pays for Firebase.
import { clientConfigSchema, customTokenResponseSchema } from "@contract/auth";
import { initializeApp, type FirebaseApp } from "firebase/app";
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  signInWithCustomToken,
  signOut,
  type Auth,
} from "firebase/auth";
import { connectFirestoreEmulator, getFirestore, type Firestore } from "firebase/firestore";
import { apiRequest } from "./api-client";
import { firebaseWebConfig } from "./firebase-config";
import { takeCustomToken } from "./session-token";

type FirebaseHandles = { app: FirebaseApp; auth: Auth; firestore: Firestore };

let handles: Promise<FirebaseHandles> | null = null;

/** The Firebase app, connected to the emulators (whose hosts the API tells) when run locally. */
export function loadFirebase(): Promise<FirebaseHandles> {
  handles ??= (async () => {
    // The emulator hosts are needed first: connectAuthEmulator must come before any auth work.
    const emulators = firebaseWebConfig.useEmulators
      ? (await apiRequest("/config", { schema: clientConfigSchema })).emulators
      : null;
    const app = initializeApp(firebaseWebConfig.config);
    // initializeAuth rather than getAuth: without a popup/redirect resolver the SDK never loads
    // Google's sign-in helper script (the app signs in with custom tokens only).
    const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
    const firestore = getFirestore(app);
    if (emulators) {
      connectAuthEmulator(auth, `http://${emulators.auth}`, { disableWarnings: true });
      const [host, port] = emulators.firestore.split(":");
      connectFirestoreEmulator(firestore, host ?? "127.0.0.1", Number(port));
    }
    return { app, auth, firestore };
  })();
  return handles;
}

let signedIn: { uid: string; handles: Promise<FirebaseHandles> } | null = null;

/**
 * The web SDK signed in as the cookie's user `uid` (once per user): with the custom token the
 * sign-in handed over, or one the API gives. Firestore readers mount only after this.
 */
export function firebaseSignedInAs(uid: string): Promise<FirebaseHandles> {
  if (signedIn?.uid !== uid) signedIn = { uid, handles: signInAs(uid, takeCustomToken()) };
  return signedIn.handles;
}

async function signInAs(uid: string, customToken: string | null): Promise<FirebaseHandles> {
  const firebase = await loadFirebase();
  await firebase.auth.authStateReady();
  if (firebase.auth.currentUser?.uid === uid) return firebase;
  if (firebase.auth.currentUser) await signOut(firebase.auth);
  const token =
    customToken ??
    (await apiRequest("/auth/token", { method: "POST", body: {}, schema: customTokenResponseSchema })).customToken;
  await signInWithCustomToken(firebase.auth, token);
  return firebase;
}

/** Also when this page never loaded Firebase: the SDK keeps its user in IndexedDB across visits. */
export async function signOutFirebase(): Promise<void> {
  signedIn = null;
  await signOut((await loadFirebase()).auth);
}
