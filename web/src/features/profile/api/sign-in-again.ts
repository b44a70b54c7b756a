/** Signs the web SDK in again with a fresh custom token (its refresh token was revoked with the old sessions). */
export async function signInAgain(customToken: string): Promise<void> {
  const [{ loadFirebase }, { signInWithCustomToken }] = await Promise.all([
    import("@/lib/firebase"),
    import("firebase/auth"),
  ]);
  await signInWithCustomToken((await loadFirebase()).auth, customToken);
}
