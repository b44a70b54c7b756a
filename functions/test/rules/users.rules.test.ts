import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { doc, getDoc, setDoc, updateDoc, deleteDoc, collection, getDocs } from "firebase/firestore";
import { afterAll, beforeAll, describe, it } from "vitest";
import { asAdmin, rulesEnvironment } from "./rules-env";

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, "users/alice"), { username: "alice", role: "user" });
    await setDoc(doc(db, "users/bob"), { username: "bob", role: "user" });
    await setDoc(doc(db, "profiles/alice"), { userId: "alice" });
    await setDoc(doc(db, "usernames/alice"), { uid: "alice" });
    await setDoc(doc(db, "mail/m1"), { to: "alice@example.test" });
    await setDoc(doc(db, "passwordResets/h1"), { uid: "alice" });
    await setDoc(doc(db, "rateLimits/r1"), { count: 1 });
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe("users", () => {
  it("a user reads their own user document", async () => {
    await assertSucceeds(getDoc(doc(env.authenticatedContext("alice").firestore(), "users/alice")));
  });
  it("a user cannot read another user's document or list users", async () => {
    const db = env.authenticatedContext("alice").firestore();
    await assertFails(getDoc(doc(db, "users/bob")));
    await assertFails(getDocs(collection(db, "users")));
  });
  it("a visitor reads nothing", async () => {
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), "users/alice")));
  });
  it("an admin reads every user", async () => {
    const db = env.authenticatedContext("root", asAdmin).firestore();
    await assertSucceeds(getDoc(doc(db, "users/bob")));
    await assertSucceeds(getDocs(collection(db, "users")));
  });
  it("no client writes a user document, not even its owner or an admin", async () => {
    await assertFails(updateDoc(doc(env.authenticatedContext("alice").firestore(), "users/alice"), { role: "admin" }));
    await assertFails(setDoc(doc(env.authenticatedContext("carol").firestore(), "users/carol"), { role: "admin" }));
    await assertFails(deleteDoc(doc(env.authenticatedContext("root", asAdmin).firestore(), "users/bob")));
  });
});

describe("profiles", () => {
  it("the owner and admins read a profile; others do not", async () => {
    await assertSucceeds(getDoc(doc(env.authenticatedContext("alice").firestore(), "profiles/alice")));
    await assertSucceeds(getDoc(doc(env.authenticatedContext("root", asAdmin).firestore(), "profiles/alice")));
    await assertFails(getDoc(doc(env.authenticatedContext("bob").firestore(), "profiles/alice")));
  });
  it("no client writes a profile", async () => {
    await assertFails(
      updateDoc(doc(env.authenticatedContext("alice").firestore(), "profiles/alice"), { assessmentCompleted: true }),
    );
  });
});

describe("server-only collections", () => {
  it.each(["usernames/alice", "mail/m1", "passwordResets/h1", "rateLimits/r1"])(
    "%s is closed to everyone",
    async (path) => {
      await assertFails(getDoc(doc(env.authenticatedContext("alice").firestore(), path)));
      await assertFails(getDoc(doc(env.authenticatedContext("root", asAdmin).firestore(), path)));
      await assertFails(setDoc(doc(env.authenticatedContext("root", asAdmin).firestore(), path), { x: 1 }));
    },
  );
});
