import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { registerAccount, type Account } from "./browser";

const APP_NAME = "e2e-fresh-admin";
const app =
  getApps().find((existing) => existing.name === APP_NAME) ?? initializeApp({ projectId: "demo-solosensei" }, APP_NAME);

/**
 * A fresh admin, never the seeded one: registered like anyone, then promoted through the admin SDK
 * (the claim and the user document), as the API tests make theirs. Sign in afterwards.
 */
export async function registerAdmin(): Promise<Account & { id: string }> {
  const account = await registerAccount();
  await getAuth(app).setCustomUserClaims(account.id, { role: "admin" });
  await getFirestore(app).doc(`users/${account.id}`).update({ role: "admin" });
  return account;
}
