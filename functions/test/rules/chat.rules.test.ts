import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { orderBy, where } from "firebase/firestore";
import { describe, it } from "vitest";
import { list, read, remove, update, write, rulesTest } from "./rules-env";

const now = new Date();
const rules = rulesTest({
  "chatSessions/s1": { userId: "alice", title: "Chat Session", createdAt: now, updatedAt: now },
  "chatSessions/s1/messages/m1": { userId: "alice", role: "user", content: "Hi", createdAt: now },
  "chatSessions/s2": { userId: "bob", title: "Chat Session", createdAt: now, updatedAt: now },
  "tutorConfig/current": { personality: {} },
});

describe("chatSessions", () => {
  it("the owner reads their sessions, alone or as a query on their uid", async () => {
    const db = rules.user("alice");
    await assertSucceeds(read(db, "chatSessions/s1"));
    await assertSucceeds(list(db, "chatSessions", where("userId", "==", "alice"), orderBy("updatedAt", "desc")));
  });
  it("others, admins and visitors read nothing (chat is private)", async () => {
    for (const db of [rules.user("bob"), rules.admin(), rules.visitor()]) {
      await assertFails(read(db, "chatSessions/s1"));
      await assertFails(list(db, "chatSessions"));
    }
  });
  it("no client writes a session", async () => {
    const db = rules.user("alice");
    await assertFails(write(db, "chatSessions/new", { userId: "alice", title: "x" }));
    await assertFails(update(db, "chatSessions/s1", { title: "renamed" }));
    await assertFails(remove(db, "chatSessions/s1"));
  });
});

describe("chatSessions/{id}/messages", () => {
  it("the session's owner reads and lists its messages", async () => {
    const db = rules.user("alice");
    await assertSucceeds(read(db, "chatSessions/s1/messages/m1"));
    await assertSucceeds(list(db, "chatSessions/s1/messages", orderBy("createdAt")));
  });
  it("others and admins cannot read them", async () => {
    for (const db of [rules.user("bob"), rules.admin()]) {
      await assertFails(read(db, "chatSessions/s1/messages/m1"));
      await assertFails(list(db, "chatSessions/s1/messages"));
    }
  });
  it("no client writes a message, not even into their own session", async () => {
    const db = rules.user("alice");
    await assertFails(write(db, "chatSessions/s1/messages/m2", { userId: "alice", role: "assistant", content: "x" }));
    await assertFails(update(db, "chatSessions/s1/messages/m1", { content: "edited" }));
  });
});

describe("tutorConfig", () => {
  it("is server-only: neither learners nor admins read or write it directly", async () => {
    for (const db of [rules.user("alice"), rules.admin()]) {
      await assertFails(read(db, "tutorConfig/current"));
      await assertFails(write(db, "tutorConfig/current", { personality: {} }));
    }
  });
});
