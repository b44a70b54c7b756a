import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { orderBy, Timestamp, where } from "firebase/firestore";
import { describe, it } from "vitest";
import { list, read, remove, update, write, rulesTest } from "./rules-env";

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
    await assertSucceeds(read(db, "users/alice/messages/m1"));
    await assertSucceeds(
      list(db, "users/alice/messages", where("dismissed", "==", false), orderBy("createdAt", "desc")),
    );
    await assertSucceeds(list(db, "users/alice/broadcastStates"));
  });
  it("another user and admins do not (inboxes are private)", async () => {
    for (const db of [rules.user("bob"), rules.admin()]) {
      await assertFails(read(db, "users/alice/messages/m1"));
      await assertFails(list(db, "users/alice/messages"));
      await assertFails(read(db, "users/alice/broadcastStates/b-new"));
    }
  });
  it("no client writes them, not even the owner", async () => {
    const db = rules.user("alice");
    await assertFails(update(db, "users/alice/messages/m1", { isRead: true }));
    await assertFails(remove(db, "users/alice/messages/m1"));
    await assertFails(write(db, "users/alice/messages/forged", message));
    await assertFails(write(db, "users/alice/broadcastStates/b-old", { isRead: true, dismissed: true }));
  });
});

describe("broadcasts", () => {
  it("a user reads broadcasts sent since their account was created, by query with the same condition", async () => {
    const db = rules.user("alice");
    await assertSucceeds(read(db, "broadcasts/b-new"));
    await assertSucceeds(list(db, "broadcasts", where("createdAt", ">=", aliceCreated), orderBy("createdAt", "desc")));
  });
  it("a user cannot read older broadcasts, nor query without the condition", async () => {
    const db = rules.user("alice");
    await assertFails(read(db, "broadcasts/b-old"));
    await assertFails(list(db, "broadcasts"));
  });
  it("visitors read none; admins read all; nobody writes", async () => {
    await assertFails(read(rules.visitor(), "broadcasts/b-new"));
    const admin = rules.admin();
    await assertSucceeds(list(admin, "broadcasts"));
    await assertFails(write(admin, "broadcasts/forged", message));
    await assertFails(update(rules.user("alice"), "broadcasts/b-new", { title: "x" }));
  });
});

describe("server-only automation state", () => {
  it.each(["reminders/r1", "contentBatches/pending"])("%s is closed to everyone", async (path) => {
    await assertFails(read(rules.user("alice"), path));
    await assertFails(read(rules.admin(), path));
  });
});
