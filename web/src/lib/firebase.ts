// The web SDK, for the live readers only (app/live-readers.tsx loads it after the first view).
import { clientConfigSchema, customTokenResponseSchema } from "@contract/auth";
import { initializeApp } from "firebase/app";
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  signInWithCustomToken,
  signOut,
} from "firebase/auth";
import { connectFirestoreEmulator, getFirestore } from "firebase/firestore";
import { apiRequest } from "./api-client";
import { firebaseWebConfig } from "./firebase-config";
import { takeCustomToken } from "./session-token";

const connect = async () => {
  // The emulator hosts are needed first: connectAuthEmulator must come before any auth work.
  const emulators = firebaseWebConfig.useEmulators
    ? (await apiRequest("/config", { schema: clientConfigSchema })).emulators
    : null;
  const app = initializeApp(firebaseWebConfig.config);
  // Without a popup/redirect resolver the SDK never loads Google's sign-in helper (custom tokens only).
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  const firestore = getFirestore(app);
  if (emulators) {
    connectAuthEmulator(auth, `http://${emulators.auth}`, { disableWarnings: true });
    const [host, port] = emulators.firestore.split(":");
    connectFirestoreEmulator(firestore, host ?? "127.0.0.1", Number(port));
  }
  return { app, auth, firestore };
};
let handles: ReturnType<typeof connect> | undefined;
let signedIn: { uid: string; handles: ReturnType<typeof connect> } | undefined;

/** The Firebase app, connected to the emulators (whose hosts the API tells) when run locally. */
export const loadFirebase = () => (handles ??= connect());

async function signInAs(uid: string, customToken: string | null) {
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

/** The web SDK signed in as the cookie's user `uid`, once per user: with the sign-in's custom token, or one the API gives. */
export function firebaseSignedInAs(uid: string) {
  if (signedIn?.uid !== uid) signedIn = { uid, handles: signInAs(uid, takeCustomToken()) };
  return signedIn.handles;
}

/** Also when this page never loaded Firebase: the SDK keeps its user in IndexedDB across visits. */
export async function signOutFirebase(): Promise<void> {
  signedIn = undefined;
  await signOut((await loadFirebase()).auth);
}
