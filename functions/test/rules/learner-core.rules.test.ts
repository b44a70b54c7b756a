import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from "firebase/firestore";
import { afterAll, beforeAll, describe, it } from "vitest";
import { asAdmin, rulesEnvironment } from "./rules-env";

let env: RulesTestEnvironment;

const paths = {
  activities: "users/alice/activities/a1",
  skillProgress: "users/alice/skillProgress/SHAPE",
  assessments: "users/alice/assessments/latest",
};

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const path of Object.values(paths)) await setDoc(doc(db, path), { seeded: true });
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe.each(Object.entries(paths))("%s", (_name, path) => {
  const parent = path.slice(0, path.lastIndexOf("/"));
  it("the owner reads the document and the collection", async () => {
    const db = env.authenticatedContext("alice").firestore();
    await assertSucceeds(getDoc(doc(db, path)));
    await assertSucceeds(getDocs(collection(db, parent)));
  });
  it("an admin reads them", async () => {
    const db = env.authenticatedContext("root", asAdmin).firestore();
    await assertSucceeds(getDoc(doc(db, path)));
    await assertSucceeds(getDocs(collection(db, parent)));
  });
  it("another user and visitors read nothing", async () => {
    await assertFails(getDoc(doc(env.authenticatedContext("bob").firestore(), path)));
    await assertFails(getDocs(collection(env.authenticatedContext("bob").firestore(), parent)));
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), path)));
  });
  it("no client writes, not even the owner or an admin", async () => {
    await assertFails(setDoc(doc(env.authenticatedContext("alice").firestore(), path), { forged: true }));
    await assertFails(deleteDoc(doc(env.authenticatedContext("alice").firestore(), path)));
    await assertFails(setDoc(doc(env.authenticatedContext("root", asAdmin).firestore(), path), { forged: true }));
  });
});
