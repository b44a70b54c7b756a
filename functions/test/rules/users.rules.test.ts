import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { describe, it } from "vitest";
import { list, read, remove, update, write, rulesTest } from "./rules-env";

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
    await assertSucceeds(read(rules.user("alice"), "users/alice"));
  });
  it("a user cannot read another user's document or list users", async () => {
    const db = rules.user("alice");
    await assertFails(read(db, "users/bob"));
    await assertFails(list(db, "users"));
  });
  it("a visitor reads nothing", async () => {
    await assertFails(read(rules.visitor(), "users/alice"));
  });
  it("an admin reads every user", async () => {
    const db = rules.admin();
    await assertSucceeds(read(db, "users/bob"));
    await assertSucceeds(list(db, "users"));
  });
  it("no client writes a user document, not even its owner or an admin", async () => {
    await assertFails(update(rules.user("alice"), "users/alice", { role: "admin" }));
    await assertFails(write(rules.user("carol"), "users/carol", { role: "admin" }));
    await assertFails(remove(rules.admin(), "users/bob"));
  });
});

describe("profiles", () => {
  it("the owner and admins read a profile; others do not", async () => {
    await assertSucceeds(read(rules.user("alice"), "profiles/alice"));
    await assertSucceeds(read(rules.admin(), "profiles/alice"));
    await assertFails(read(rules.user("bob"), "profiles/alice"));
  });
  it("no client writes a profile", async () => {
    await assertFails(update(rules.user("alice"), "profiles/alice", { assessmentCompleted: true }));
  });
});

describe("server-only collections", () => {
  it.each(["usernames/alice", "mail/m1", "passwordResets/h1", "rateLimits/r1"])(
    "%s is closed to everyone",
    async (path) => {
      await assertFails(read(rules.user("alice"), path));
      await assertFails(read(rules.admin(), path));
      await assertFails(write(rules.admin(), path, { x: 1 }));
    },
  );
});
