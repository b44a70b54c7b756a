import { randomUUID } from "node:crypto";
import { FieldValue } from "firebase-admin/firestore";
import { describe, expect, it, vi } from "vitest";
import { ApiClient, newAdmin, newUser, STRONG_PASSWORD } from "../../../test/api-client";
import type { AdminUser, AdminUserPage } from "../../contract/admin-users";
import type { AuditLogPage } from "../../contract/audit-log";
import { auth, db } from "../../lib/firebase";
import { backfillUserSearch } from "../../lib/user-search";
import { SELF_DEACTIVATION, SELF_DEMOTION } from "./service";

const DEACTIVATED = "This account has been deactivated";

// Each test makes several accounts and sessions through the emulators: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

/** A word nobody else's name holds, so searches find only this test's users. */
const uniqueWord = () => `Zq${randomUUID().replace(/-/g, "").slice(0, 10)}`;

async function signIn(username: string, password: string) {
  const client = new ApiClient();
  const response = await client.post("/login", { username, password });
  return { client, response };
}

async function auditOf(uid: string) {
  const snapshot = await db.collection("auditLog").where("targetUserId", "==", uid).get();
  return snapshot.docs.map((entry) => entry.data());
}

async function userDoc(uid: string) {
  return (await db.doc(`users/${uid}`).get()).data()!;
}

const ids = (page: AdminUserPage) => page.items.map((item) => item.id);

describe("admin user endpoints: who may call them", () => {
  it("answers a learner 403 and a visitor 401 on every endpoint, changing nothing", async () => {
    const [learner, target] = await Promise.all([newUser(), newUser()]);
    const before = await userDoc(target.user.id);
    const calls: [string, string, unknown][] = [
      ["GET", "/admin/users", undefined],
      ["PATCH", `/admin/users/${target.user.id}`, { name: "Hacked" }],
      ["PATCH", `/admin/users/${target.user.id}/status`, { isActive: false }],
      ["PATCH", `/admin/users/${target.user.id}/role`, { role: "admin" }],
      ["POST", `/admin/users/${target.user.id}/reset-password`, { newPassword: "Hacked12345" }],
      ["GET", "/admin/audit-log", undefined],
      ["GET", `/admin/audit-log?targetUserId=${target.user.id}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      expect((await learner.client.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await new ApiClient().request(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    expect(await userDoc(target.user.id)).toEqual(before);
    expect(await auditOf(target.user.id)).toEqual([]);
    expect((await signIn(target.user.username, target.password)).response.status).toBe(200);
  });
});

describe("GET /api/admin/users", () => {
  it("answers the admin view of each user, newest first, with search, filters, sorts and pages", async () => {
    const admin = await newAdmin();
    const word = uniqueWord();
    const first = await newUser({ name: `${word} Alpha` });
    const second = await newUser({ name: `Beta ${word}` });
    const third = await newUser({ name: `${word} Gamma` });
    // Created by an admin: never signed in.
    const created = await admin.client.post<AdminUser>("/users", {
      username: `n_${word}`.slice(0, 30),
      email: `n_${word.toLowerCase()}@example.test`,
      password: STRONG_PASSWORD,
      name: `${word} Never`,
    });
    expect(created.status).toBe(201);
    const never = created.body.id;

    const all = await admin.client.get<AdminUserPage>(`/admin/users?search=${word.toLowerCase()}`);
    expect(all.status).toBe(200);
    expect(ids(all.body)).toEqual([never, third.user.id, second.user.id, first.user.id]);
    expect(all.body.nextCursor).toBeNull();
    const row = all.body.items.find((item) => item.id === first.user.id)!;
    expect(row).toEqual({
      id: first.user.id,
      username: first.user.username,
      email: first.user.email,
      name: `${word} Alpha`,
      role: "user",
      isActive: true,
      createdAt: first.user.createdAt,
      lastLoginAt: expect.any(String),
    });
    expect(Object.keys(row).sort()).toEqual(
      ["createdAt", "email", "id", "isActive", "lastLoginAt", "name", "role", "username"].sort(),
    );

    // Each field's prefix, in any case: the whole name, a later word of it, the username, the email.
    const search = async (text: string) =>
      ids((await admin.client.get<AdminUserPage>(`/admin/users?search=${encodeURIComponent(text)}`)).body);
    expect(await search(`${word.toUpperCase()} al`)).toEqual([first.user.id]);
    expect(await search(`beta ${word.slice(0, 5)}`)).toEqual([second.user.id]);
    expect(await search(word.slice(0, 8).toUpperCase())).toEqual(
      expect.arrayContaining([first.user.id, second.user.id, third.user.id, never]),
    );
    expect(await search(second.user.username.slice(0, -1).toUpperCase())).toEqual([second.user.id]);
    expect(await search(third.user.email.slice(0, 14))).toEqual([third.user.id]);
    expect(await search(third.user.email)).toEqual([third.user.id]);
    expect(await search(`${word}x`)).toEqual([]);

    // Filters: role and active flag.
    await admin.client.patch(`/admin/users/${second.user.id}/role`, { role: "admin" });
    await admin.client.patch(`/admin/users/${third.user.id}/status`, { isActive: false });
    const filtered = async (query: string) =>
      ids((await admin.client.get<AdminUserPage>(`/admin/users?search=${word}&${query}`)).body);
    expect(await filtered("role=admin")).toEqual([second.user.id]);
    expect(await filtered("role=user")).toEqual([never, third.user.id, first.user.id]);
    expect(await filtered("active=false")).toEqual([third.user.id]);
    expect(await filtered("active=true&role=user")).toEqual([never, first.user.id]);
    expect(await filtered("active=true&role=admin&sort=lastLogin")).toEqual([second.user.id]);

    // Sorted by last sign-in: a fresh sign-in comes first, never signed in comes last.
    expect((await signIn(first.user.username, first.password)).response.status).toBe(200);
    expect(await filtered("sort=lastLogin")).toEqual([first.user.id, third.user.id, second.user.id, never]);

    // Pages: limit and cursor, with no repeats or gaps.
    const page1 = await admin.client.get<AdminUserPage>(`/admin/users?search=${word}&limit=3`);
    expect(ids(page1.body)).toEqual([never, third.user.id, second.user.id]);
    expect(page1.body.nextCursor).toBe(second.user.id);
    const page2 = await admin.client.get<AdminUserPage>(
      `/admin/users?search=${word}&limit=3&cursor=${page1.body.nextCursor}`,
    );
    expect(ids(page2.body)).toEqual([first.user.id]);
    expect(page2.body.nextCursor).toBeNull();
  });

  it("finds users stored before the search prefixes once the backfill has run", async () => {
    const admin = await newAdmin();
    const word = uniqueWord();
    const old = await newUser({ name: `${word} Old` });
    await db.doc(`users/${old.user.id}`).update({ searchPrefixes: FieldValue.delete() });
    const search = () => admin.client.get<AdminUserPage>(`/admin/users?search=${word}`);
    expect(ids((await search()).body)).toEqual([]);
    expect(await backfillUserSearch()).toBeGreaterThanOrEqual(1);
    expect(ids((await search()).body)).toEqual([old.user.id]);
    expect(await backfillUserSearch()).toBe(0); // Idempotent.
  });

  it("pages 50 by default through everyone without a search", async () => {
    const admin = await newAdmin();
    const page = await admin.client.get<AdminUserPage>("/admin/users");
    expect(page.status).toBe(200);
    expect(page.body.items.length).toBeLessThanOrEqual(50);
    expect(page.body.items[0]!.id).toBe(admin.user.id); // The newest account.
    const byLogin = await admin.client.get<AdminUserPage>("/admin/users?sort=lastLogin&limit=1");
    expect(ids(byLogin.body)).toEqual([admin.user.id]); // Signed in last.
  });

  it("refuses bad queries with 400 and errors", async () => {
    const admin = await newAdmin();
    for (const query of [
      "limit=0",
      "limit=101",
      "limit=ten",
      "sort=name",
      "role=root",
      "active=maybe",
      "cursor=__name__",
      `search=${"a".repeat(65)}`,
    ]) {
      const response = await admin.client.get(`/admin/users?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.errors.length, query).toBeGreaterThan(0);
    }
    expect((await admin.client.get("/admin/users?cursor=no-such-user")).status).toBe(404);
  });
});

describe("PATCH /api/admin/users/{userId}", () => {
  it("changes username, email and name, keeps them searchable, ends the user's sessions and records it once", async () => {
    const [admin, target] = await Promise.all([newAdmin(), newUser()]);
    const word = uniqueWord();
    const username = `u_${word}`.slice(0, 30);
    const email = `${word.toLowerCase()}@example.test`;
    const response = await admin.client.patch<AdminUser>(`/admin/users/${target.user.id}`, {
      username,
      email: email.toUpperCase(),
      name: `${word} Renamed`,
      role: "user",
      isActive: true,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: target.user.id, username, email, name: `${word} Renamed` });

    // The email change ended the user's sessions; the new username and email sign in.
    expect((await target.client.get("/user")).status).toBe(401);
    expect((await auth.getUser(target.user.id)).email).toBe(email);
    expect((await signIn(username.toUpperCase(), target.password)).response.status).toBe(200);
    expect((await signIn(email, target.password)).response.status).toBe(200);
    expect((await signIn(target.user.username, target.password)).response.status).toBe(401);
    expect((await db.doc(`usernames/${target.user.username.toLowerCase()}`).get()).exists).toBe(false);
    expect((await db.doc(`usernames/${username.toLowerCase()}`).get()).data()).toEqual({ uid: target.user.id });

    const found = await admin.client.get<AdminUserPage>(`/admin/users?search=${word.toLowerCase()} ren`);
    expect(ids(found.body)).toEqual([target.user.id]);
    expect(ids((await admin.client.get<AdminUserPage>(`/admin/users?search=${target.user.username}`)).body)).toEqual(
      [],
    );

    const entries = await auditOf(target.user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { id: admin.user.id, username: admin.user.username },
      action: "user.update",
      target: { type: "user", id: target.user.id },
      targetUserId: target.user.id,
      changes: {
        username: { before: target.user.username, after: username },
        email: { before: target.user.email, after: email },
        name: { before: target.user.name, after: `${word} Renamed` },
      },
    });
    expect(Object.keys(entries[0]!.changes).sort()).toEqual(["email", "name", "username"]);
  });

  it("changes only the name: the user stays signed in, and an unchanged body writes nothing", async () => {
    const [admin, target] = await Promise.all([newAdmin(), newUser()]);
    const response = await admin.client.patch<AdminUser>(`/admin/users/${target.user.id}`, { name: "Only Name" });
    expect(response.status).toBe(200);
    expect(response.body.name).toBe("Only Name");
    expect((await target.client.get("/user")).status).toBe(200);
    expect((await auth.getUser(target.user.id)).displayName).toBe("Only Name");
    const again = await admin.client.patch(`/admin/users/${target.user.id}`, {
      username: target.user.username,
      email: target.user.email,
      name: "Only Name",
      role: "user",
      isActive: true,
    });
    expect(again.status).toBe(200);
    const entries = await auditOf(target.user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toEqual({ name: { before: target.user.name, after: "Only Name" } });
  });

  it("refuses a taken username (any case) or email with 409, changing nothing", async () => {
    const [admin, target, other] = await Promise.all([newAdmin(), newUser(), newUser()]);
    const before = await userDoc(target.user.id);
    const taken = await admin.client.patch(`/admin/users/${target.user.id}`, {
      username: other.user.username.toUpperCase(),
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      message: "This username is already taken",
      errors: [{ path: "username", message: "This username is already taken" }],
    });
    const takenEmail = await admin.client.patch(`/admin/users/${target.user.id}`, {
      email: other.user.email,
      name: "Not Applied",
    });
    expect(takenEmail.status).toBe(409);
    expect(takenEmail.body.message).toBe("An account with this email already exists");
    expect(takenEmail.body.errors).toEqual([{ path: "email", message: "An account with this email already exists" }]);
    expect(await userDoc(target.user.id)).toEqual(before);
    expect((await auth.getUser(target.user.id)).email).toBe(target.user.email);
    expect(await auditOf(target.user.id)).toEqual([]);
    expect((await target.client.get("/user")).status).toBe(200);
  });

  it("refuses bad input with 400 and errors, changing nothing", async () => {
    const [admin, target] = await Promise.all([newAdmin(), newUser()]);
    const before = await userDoc(target.user.id);
    for (const body of [
      {},
      { username: "a" },
      { username: "has@sign" },
      { email: "not-an-email" },
      { name: "" },
      { name: "x".repeat(101) },
      { role: "root" },
      { isActive: "yes" },
      { username: 42 },
    ]) {
      const response = await admin.client.patch(`/admin/users/${target.user.id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    for (const [path, body] of [
      ["status", { isActive: "false" }],
      ["status", {}],
      ["role", { role: "superuser" }],
      ["role", {}],
    ] as const) {
      const response = await admin.client.patch(`/admin/users/${target.user.id}/${path}`, body);
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(response.body.errors.length).toBeGreaterThan(0);
    }
    for (const body of [{}, { newPassword: "short" }, { newPassword: "alllowercase1" }, { newPassword: 12345678 }]) {
      const response = await admin.client.post(`/admin/users/${target.user.id}/reset-password`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors.length).toBeGreaterThan(0);
    }
    expect(await userDoc(target.user.id)).toEqual(before);
    expect(await auditOf(target.user.id)).toEqual([]);
    expect((await signIn(target.user.username, target.password)).response.status).toBe(200);
  });

  it("answers 404 for an unknown user on every write", async () => {
    const admin = await newAdmin();
    const unknown = `no-such-user-${randomUUID()}`;
    expect((await admin.client.patch(`/admin/users/${unknown}`, { name: "X" })).status).toBe(404);
    expect((await admin.client.patch(`/admin/users/${unknown}/status`, { isActive: false })).status).toBe(404);
    expect((await admin.client.patch(`/admin/users/${unknown}/role`, { role: "admin" })).status).toBe(404);
    const reset = await admin.client.post(`/admin/users/${unknown}/reset-password`, { newPassword: "Another12345" });
    expect(reset.status).toBe(404);
    expect((await db.doc(`users/${unknown}`).get()).exists).toBe(false);
    expect(await auditOf(unknown)).toEqual([]);
  });
});

describe("PATCH /api/admin/users/{userId}/role", () => {
  it("sets the claim and the document, ends the user's sessions and records it once", async () => {
    const [admin, target] = await Promise.all([newAdmin(), newUser()]);
    expect((await target.client.get("/admin/users")).status).toBe(403);
    const response = await admin.client.patch<AdminUser>(`/admin/users/${target.user.id}/role`, { role: "admin" });
    expect(response.status).toBe(200);
    expect(response.body.role).toBe("admin");
    expect((await auth.getUser(target.user.id)).customClaims).toEqual({ role: "admin" });
    expect((await userDoc(target.user.id)).role).toBe("admin");
    expect((await target.client.get("/user")).status).toBe(401);
    const again = await signIn(target.user.username, target.password);
    expect((await again.client.get("/admin/users?limit=1")).status).toBe(200);

    const entries = await auditOf(target.user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "user.role", changes: { role: { before: "user", after: "admin" } } });
    expect(Object.keys(entries[0]!.changes)).toEqual(["role"]);

    const back = await admin.client.patch<AdminUser>(`/admin/users/${target.user.id}/role`, { role: "user" });
    expect(back.body.role).toBe("user");
    expect((await again.client.get("/user")).status).toBe(401);
    expect((await auth.getUser(target.user.id)).customClaims).toEqual({ role: "user" });
    expect(await auditOf(target.user.id)).toHaveLength(2);
  });

  it("never lets an admin demote or deactivate themselves", async () => {
    const admin = await newAdmin();
    const before = await userDoc(admin.user.id);
    const demote = await admin.client.patch(`/admin/users/${admin.user.id}/role`, { role: "user" });
    expect(demote.status).toBe(400);
    expect(demote.body).toEqual({ message: SELF_DEMOTION, errors: [{ path: "role", message: SELF_DEMOTION }] });
    const deactivate = await admin.client.patch(`/admin/users/${admin.user.id}/status`, { isActive: false });
    expect(deactivate.status).toBe(400);
    expect(deactivate.body.message).toBe(SELF_DEACTIVATION);
    const edit = await admin.client.patch(`/admin/users/${admin.user.id}`, { role: "user", isActive: false });
    expect(edit.status).toBe(400);
    expect(await userDoc(admin.user.id)).toEqual(before);
    expect((await auth.getUser(admin.user.id)).customClaims).toEqual({ role: "admin" });
    expect(await auditOf(admin.user.id)).toEqual([]);
    expect((await admin.client.get("/admin/users?limit=1")).status).toBe(200);
  });

  it("keeps an active admin when two admins demote each other at once", async () => {
    const [first, second] = await Promise.all([newAdmin(), newAdmin()]);
    const answers = await Promise.all([
      first.client.patch(`/admin/users/${second.user.id}/role`, { role: "user" }),
      second.client.patch(`/admin/users/${first.user.id}/role`, { role: "user" }),
    ]);
    const [won, lost] = answers.map((answer) => answer.status).sort();
    expect(won).toBe(200);
    // Refused as the last admin, or, when the other demotion committed first, signed out by it.
    expect([401, 403]).toContain(lost);
    const roles = [(await userDoc(first.user.id)).role, (await userDoc(second.user.id)).role].sort();
    expect(roles).toEqual(["admin", "user"]);
    const entries = [...(await auditOf(first.user.id)), ...(await auditOf(second.user.id))];
    expect(entries).toHaveLength(1);
  });
});

describe("PATCH /api/admin/users/{userId}/status", () => {
  it("deactivates at once (existing session and new sign-in answer 403) and reactivates", async () => {
    const [admin, target] = await Promise.all([newAdmin(), newUser()]);
    const off = await admin.client.patch<AdminUser>(`/admin/users/${target.user.id}/status`, { isActive: false });
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);
    expect((await auth.getUser(target.user.id)).disabled).toBe(true);
    for (const path of ["/user", `/users/${target.user.id}/profile`, `/users/${target.user.id}/learning-paths`]) {
      const response = await target.client.get(path);
      expect(response.status, path).toBe(403);
      expect(response.body.message).toBe(DEACTIVATED);
    }
    const refused = await signIn(target.user.username, target.password);
    expect(refused.response.status).toBe(403);
    expect(refused.response.body.message).toBe(DEACTIVATED);
    expect((await signIn(target.user.email, target.password)).response.status).toBe(403);

    const on = await admin.client.patch<AdminUser>(`/admin/users/${target.user.id}/status`, { isActive: true });
    expect(on.body.isActive).toBe(true);
    expect((await auth.getUser(target.user.id)).disabled).toBe(false);
    // The old session stays ended; a new sign-in works.
    expect((await target.client.get("/user")).status).toBe(401);
    const back = await signIn(target.user.username, target.password);
    expect(back.response.status).toBe(200);
    expect((await back.client.get("/user")).status).toBe(200);

    const entries = (await auditOf(target.user.id)).sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ["user.status", { isActive: { before: true, after: false } }],
      ["user.status", { isActive: { before: false, after: true } }],
    ]);
  });
});

describe("POST /api/admin/users/{userId}/reset-password", () => {
  it("sets the password, ends the user's sessions and records it without the password", async () => {
    const [admin, target] = await Promise.all([newAdmin(), newUser()]);
    const newPassword = "AdminSet12345";
    const response = await admin.client.post(`/admin/users/${target.user.id}/reset-password`, { newPassword });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: "Password reset successfully" });
    expect((await target.client.get("/user")).status).toBe(401);
    expect((await signIn(target.user.username, target.password)).response.status).toBe(401);
    expect((await signIn(target.user.username, newPassword)).response.status).toBe(200);

    const entries = await auditOf(target.user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "user.password_reset", changes: {} });
    expect(JSON.stringify(entries[0])).not.toContain(newPassword);
  });
});

describe("GET /api/admin/audit-log", () => {
  it("lists entries newest first, for one user, in bounded pages", async () => {
    const [admin, target] = await Promise.all([newAdmin(), newUser()]);
    await admin.client.patch(`/admin/users/${target.user.id}`, { name: "First Change" });
    await admin.client.patch(`/admin/users/${target.user.id}/status`, { isActive: false });
    await admin.client.patch(`/admin/users/${target.user.id}/status`, { isActive: true });

    const all = await admin.client.get<AuditLogPage>(`/admin/audit-log?targetUserId=${target.user.id}`);
    expect(all.status).toBe(200);
    expect(all.body.items.map((item) => item.action)).toEqual(["user.status", "user.status", "user.update"]);
    expect(all.body.items[0]).toMatchObject({
      actor: { id: admin.user.id, username: admin.user.username },
      target: { type: "user", id: target.user.id },
      targetUserId: target.user.id,
      changes: { isActive: { before: false, after: true } },
    });
    expect(all.body.nextCursor).toBeNull();

    const page1 = await admin.client.get<AuditLogPage>(`/admin/audit-log?targetUserId=${target.user.id}&limit=2`);
    expect(page1.body.items).toEqual(all.body.items.slice(0, 2));
    const page2 = await admin.client.get<AuditLogPage>(
      `/admin/audit-log?targetUserId=${target.user.id}&limit=2&cursor=${page1.body.nextCursor}`,
    );
    expect(page2.body.items).toEqual(all.body.items.slice(2));
    expect(page2.body.nextCursor).toBeNull();

    const everyone = await admin.client.get<AuditLogPage>("/admin/audit-log?limit=100");
    expect(everyone.body.items.map((item) => item.id)).toEqual(expect.arrayContaining(all.body.items.map((i) => i.id)));
    const times = everyone.body.items.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    for (const query of ["limit=0", "limit=101", "targetUserId=__x__", "cursor=.."]) {
      const response = await admin.client.get(`/admin/audit-log?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.errors.length).toBeGreaterThan(0);
    }
    expect((await admin.client.get(`/admin/audit-log?targetUserId=no-such-user`)).body).toEqual({
      items: [],
      nextCursor: null,
    });
  });
});

describe("sign-in and the User Summary reads", () => {
  it("sets lastLoginAt on every sign-in", async () => {
    const target = await newUser();
    const registered = (await userDoc(target.user.id)).lastLoginAt.toMillis();
    expect(registered).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await signIn(target.user.username, target.password)).response.status).toBe(200);
    expect((await userDoc(target.user.id)).lastLoginAt.toMillis()).toBeGreaterThan(registered);
  });

  it("answers an admin for another user and refuses a learner", async () => {
    const [admin, learner, target] = await Promise.all([newAdmin(), newUser(), newUser()]);
    const reads = ["profile", "learning-paths", "assessment-summary", "additional-videos", "activities"];
    for (const read of reads) {
      const path = `/users/${target.user.id}/${read}`;
      expect((await admin.client.get(path)).status, path).toBe(200);
      expect((await learner.client.get(path)).status, path).toBe(403);
      expect((await new ApiClient().get(path)).status, path).toBe(401);
    }
  });
});

describe("names in any script", () => {
  it("signs up 'Ana 👋🏽 Lopez', shows her name as typed and finds her by 'ana', 'lopez' and '👋🏽'", async () => {
    const word = uniqueWord();
    const name = `Ana 👋🏽 Lopez ${word}`;
    const ana = await newUser({ name });
    expect(ana.user.name).toBe(name);
    const admin = await newAdmin();
    for (const search of ["ana", "ANA 👋🏽", "lopez", "👋🏽", word.toLowerCase()]) {
      const page = await admin.client.get<AdminUserPage>(`/admin/users?search=${encodeURIComponent(search)}&limit=100`);
      expect(page.status, search).toBe(200);
      expect(page.body.items.find((item) => item.id === ana.user.id)?.name, search).toBe(name);
    }
  });

  it("lets an admin rename a user to a name with a flag and a joined family, stored as typed", async () => {
    const [admin, target] = await Promise.all([newAdmin(), newUser()]);
    const name = `Kenji 🇯🇵 👨‍👩‍👧‍👦 ${uniqueWord()}`;
    const response = await admin.client.patch(`/admin/users/${target.user.id}`, { name });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await userDoc(target.user.id)).name).toBe(name);
    const found = await admin.client.get<AdminUserPage>(`/admin/users?search=${encodeURIComponent("🇯🇵")}&limit=100`);
    expect(found.body.items.some((item) => item.id === target.user.id)).toBe(true);
  });

  it("refuses a name that could read backwards with a 400 naming the field, changing nothing", async () => {
    const [admin, target] = await Promise.all([newAdmin(), newUser()]);
    const before = await userDoc(target.user.id);
    const response = await admin.client.patch(`/admin/users/${target.user.id}`, { name: "Ana \u202Ezepol" });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { path: "name", message: expect.stringMatching(/^Full name contains a character that is not allowed/) },
    ]);
    expect(await userDoc(target.user.id)).toEqual(before);
  });

  it("finds 'é' whether it was typed as one character or as 'e' and an accent", async () => {
    const word = uniqueWord();
    const zoe = await newUser({ name: `Zoe\u0301 ${word}` });
    const admin = await newAdmin();
    const page = await admin.client.get<AdminUserPage>(`/admin/users?search=${encodeURIComponent(`zo\u00e9 ${word}`)}`);
    expect(ids(page.body)).toEqual([zoe.user.id]);
  });
});
