import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { doc, getDoc, setDoc, updateDoc, deleteDoc, collection, getDocs } from "firebase/firestore";
import { describe, it } from "vitest";
import { rulesTest } from "./rules-env";

const rules = rulesTest({
  "users/alice": { username: "alice", role: "user" },
  "users/bob": { username: "bob", role: "user" },
  "profiles/alice": { userId: "alice" },
  "usernames/alice": { uid: "alice" },
  "mail/m1": { to: "alice@example.test" },
  "passwordResets/h1": { uid: "alice" },
  "rateLimits/r1": { count: 1 },
});

describe("users", () => {
  it("a user reads their own user document", async () => {
    await assertSucceeds(getDoc(doc(rules.user("alice"), "users/alice")));
  });
  it("a user cannot read another user's document or list users", async () => {
    const db = rules.user("alice");
    await assertFails(getDoc(doc(db, "users/bob")));
    await assertFails(getDocs(collection(db, "users")));
  });
  it("a visitor reads nothing", async () => {
    await assertFails(getDoc(doc(rules.visitor(), "users/alice")));
  });
  it("an admin reads every user", async () => {
    const db = rules.admin();
    await assertSucceeds(getDoc(doc(db, "users/bob")));
    await assertSucceeds(getDocs(collection(db, "users")));
  });
  it("no client writes a user document, not even its owner or an admin", async () => {
    await assertFails(updateDoc(doc(rules.user("alice"), "users/alice"), { role: "admin" }));
    await assertFails(setDoc(doc(rules.user("carol"), "users/carol"), { role: "admin" }));
    await assertFails(deleteDoc(doc(rules.admin(), "users/bob")));
  });
});

describe("profiles", () => {
  it("the owner and admins read a profile; others do not", async () => {
    await assertSucceeds(getDoc(doc(rules.user("alice"), "profiles/alice")));
    await assertSucceeds(getDoc(doc(rules.admin(), "profiles/alice")));
    await assertFails(getDoc(doc(rules.user("bob"), "profiles/alice")));
  });
  it("no client writes a profile", async () => {
    await assertFails(updateDoc(doc(rules.user("alice"), "profiles/alice"), { assessmentCompleted: true }));
  });
});

describe("server-only collections", () => {
  it.each(["usernames/alice", "mail/m1", "passwordResets/h1", "rateLimits/r1"])(
    "%s is closed to everyone",
    async (path) => {
      await assertFails(getDoc(doc(rules.user("alice"), path)));
      await assertFails(getDoc(doc(rules.admin(), path)));
      await assertFails(setDoc(doc(rules.admin(), path), { x: 1 }));
    },
  );
});
