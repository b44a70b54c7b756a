import { assertFails, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from "firebase/firestore";
import { afterAll, beforeAll, describe, it } from "vitest";
import { asAdmin, rulesEnvironment } from "./rules-env";

// Collections only the functions read and write: no client, not even their subject or an admin.
const SERVER_ONLY = ["sessions", "passwordResetRequests", "idempotencyKeys"];

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    for (const name of SERVER_ONLY) await setDoc(doc(context.firestore(), `${name}/d1`), { uid: "alice" });
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe.each(SERVER_ONLY)("%s", (name) => {
  it("is neither readable nor writable by its user, an admin or a visitor", async () => {
    for (const context of [
      env.authenticatedContext("alice"),
      env.authenticatedContext("root", asAdmin),
      env.unauthenticatedContext(),
    ]) {
      const db = context.firestore();
      await assertFails(getDoc(doc(db, `${name}/d1`)));
      await assertFails(getDocs(collection(db, name)));
      await assertFails(setDoc(doc(db, `${name}/d2`), { uid: "alice" }));
      await assertFails(deleteDoc(doc(db, `${name}/d1`)));
    }
  });
});
