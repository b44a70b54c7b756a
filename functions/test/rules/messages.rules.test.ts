import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from "firebase/firestore";
import { describe, it } from "vitest";
import { rulesTest } from "./rules-env";

const aliceCreated = Timestamp.fromDate(new Date("2026-05-01T00:00:00.000Z"));
const message = { type: "system", title: "t", content: "c", isRead: false, dismissed: false, createdAt: aliceCreated };

const rules = rulesTest({
  "users/alice": { username: "alice", role: "user", createdAt: aliceCreated },
  "users/bob": { username: "bob", role: "user", createdAt: aliceCreated },
  "users/alice/messages/m1": message,
  "users/alice/broadcastStates/b-new": { isRead: true, dismissed: false },
  "broadcasts/b-old": { ...message, createdAt: Timestamp.fromDate(new Date("2026-04-01")) },
  "broadcasts/b-new": { ...message, createdAt: Timestamp.fromDate(new Date("2026-06-01")) },
  "reminders/r1": { uid: "alice" },
  "contentBatches/pending": { videoIds: [] },
});

describe("users/{uid}/messages and broadcastStates", () => {
  it("the owner reads them", async () => {
    const db = rules.user("alice");
    await assertSucceeds(getDoc(doc(db, "users/alice/messages/m1")));
    await assertSucceeds(
      getDocs(
        query(collection(db, "users/alice/messages"), where("dismissed", "==", false), orderBy("createdAt", "desc")),
      ),
    );
    await assertSucceeds(getDocs(collection(db, "users/alice/broadcastStates")));
  });
  it("another user and admins do not (inboxes are private)", async () => {
    for (const db of [rules.user("bob"), rules.admin()]) {
      await assertFails(getDoc(doc(db, "users/alice/messages/m1")));
      await assertFails(getDocs(collection(db, "users/alice/messages")));
      await assertFails(getDoc(doc(db, "users/alice/broadcastStates/b-new")));
    }
  });
  it("no client writes them, not even the owner", async () => {
    const db = rules.user("alice");
    await assertFails(updateDoc(doc(db, "users/alice/messages/m1"), { isRead: true }));
    await assertFails(deleteDoc(doc(db, "users/alice/messages/m1")));
    await assertFails(setDoc(doc(db, "users/alice/messages/forged"), message));
    await assertFails(setDoc(doc(db, "users/alice/broadcastStates/b-old"), { isRead: true, dismissed: true }));
  });
});

describe("broadcasts", () => {
  it("a user reads broadcasts sent since their account was created, by query with the same condition", async () => {
    const db = rules.user("alice");
    await assertSucceeds(getDoc(doc(db, "broadcasts/b-new")));
    await assertSucceeds(
      getDocs(
        query(collection(db, "broadcasts"), where("createdAt", ">=", aliceCreated), orderBy("createdAt", "desc")),
      ),
    );
  });
  it("a user cannot read older broadcasts, nor query without the condition", async () => {
    const db = rules.user("alice");
    await assertFails(getDoc(doc(db, "broadcasts/b-old")));
    await assertFails(getDocs(collection(db, "broadcasts")));
  });
  it("visitors read none; admins read all; nobody writes", async () => {
    await assertFails(getDoc(doc(rules.visitor(), "broadcasts/b-new")));
    const admin = rules.admin();
    await assertSucceeds(getDocs(collection(admin, "broadcasts")));
    await assertFails(setDoc(doc(admin, "broadcasts/forged"), message));
    await assertFails(updateDoc(doc(rules.user("alice"), "broadcasts/b-new"), { title: "x" }));
  });
});

describe("server-only automation state", () => {
  it.each(["reminders/r1", "contentBatches/pending"])("%s is closed to everyone", async (path) => {
    await assertFails(getDoc(doc(rules.user("alice"), path)));
    await assertFails(getDoc(doc(rules.admin(), path)));
  });
});
