import { createHash, randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { ApiClient, STRONG_PASSWORD, newUser, sleep } from "../../../test/api-client";
import { eventually } from "../../../test/eventually";
import { auth, db } from "../../lib/firebase";

const unique = () => randomUUID().replace(/-/g, "").slice(0, 12);
const registration = (overrides: Record<string, unknown> = {}) => {
  const id = unique();
  return {
    username: `r_${id}`,
    email: `r_${id}@example.test`,
    password: STRONG_PASSWORD,
    name: "Reg Tester",
    ...overrides,
  };
};

const TRIGGER_WAIT_MS = 60_000;

/** The password-reset mail sent to an address (its sign-up verification mail left out). */
const resetMailTo = async (email: string) =>
  (await db.collection("mail").where("to", "==", email).where("kind", "==", "password_reset").get()).docs;

async function latestMailTo(email: string, count = 1) {
  // A trigger writes the mail after forgot-password answers; wait for the count-th one (the
  // trigger's first delivery on a busy emulator can take many seconds).
  const mails = await eventually(async () => {
    const docs = await resetMailTo(email);
    return docs.length >= count && docs.map((doc) => doc.data());
  }, TRIGGER_WAIT_MS);
  return mails.sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis())[0];
}

/** Waits until every forgot-password request for the email has been handled by the trigger. */
const requestsHandled = (email: string) =>
  eventually(
    async () => (await db.collection("passwordResetRequests").where("email", "==", email).get()).empty,
    TRIGGER_WAIT_MS,
  );

const tokenFromMail = (mail: FirebaseFirestore.DocumentData) => /token=([\w-]+)/.exec(mail.message.text)![1]!;

describe("POST /api/register", () => {
  it("creates the user, username, empty profile and a session", async () => {
    const client = new ApiClient();
    const body = registration({ username: `Mixed_${unique()}`, timeZone: "Asia/Kolkata" });
    const response = await client.post("/register", body);
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({
      username: body.username,
      email: body.email,
      name: "Reg Tester",
      role: "user",
      isActive: true,
    });
    expect(response.body.customToken).toEqual(expect.any(String));
    expect(response.headers.get("set-cookie")).toMatch(/__session=.+HttpOnly/i);
    const uid = response.body.user.id;
    expect((await db.doc(`usernames/${body.username.toLowerCase()}`).get()).data()).toEqual({ uid });
    const profile = (await db.doc(`profiles/${uid}`).get()).data();
    expect(profile).toMatchObject({
      userId: uid,
      currentLevel: "Beginner",
      assessmentCompleted: false,
      timeZone: "Asia/Kolkata",
    });
    expect((await auth.getUser(uid)).customClaims).toEqual({ role: "user" });
    expect((await client.get("/user")).body.id).toBe(uid);
  });

  it.each([
    ["username", { username: "ab" }],
    ["username", { username: "has@sign" }],
    ["username", { username: "x".repeat(31) }],
    ["email", { email: "not-an-email" }],
    ["password", { password: "Short1" }],
    ["password", { password: "alllowercase1" }],
    ["password", { password: "ALLUPPERCASE1" }],
    ["password", { password: "NoDigitsHere" }],
    ["name", { name: "  " }],
    ["timeZone", { timeZone: "Mars/Olympus" }],
  ])("refuses a bad %s with 400 and writes nothing", async (field, override) => {
    const body = registration(override);
    const response = await new ApiClient().post("/register", body);
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field);
    if (typeof body.username === "string" && body.username.length >= 3)
      expect((await db.doc(`usernames/${body.username.toLowerCase()}`).get()).exists).toBe(false);
    await expect(auth.getUserByEmail(String(body.email))).rejects.toThrow();
  });

  it("refuses missing fields", async () => {
    const response = await new ApiClient().post("/register", {});
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path).sort()).toEqual([
      "email",
      "name",
      "password",
      "username",
    ]);
  });

  it("refuses a taken username, whatever its case, and leaves no Auth user behind", async () => {
    const first = registration();
    expect((await new ApiClient().post("/register", first)).status).toBe(201);
    const second = registration({ username: first.username.toUpperCase() });
    const response = await new ApiClient().post("/register", second);
    expect(response.status).toBe(409);
    expect(response.body.errors[0].path).toBe("username");
    await expect(auth.getUserByEmail(second.email)).rejects.toThrow();
  });

  it("refuses a taken email", async () => {
    const first = registration();
    expect((await new ApiClient().post("/register", first)).status).toBe(201);
    const second = registration({ email: first.email.toUpperCase() });
    const response = await new ApiClient().post("/register", second);
    expect(response.status).toBe(409);
    expect(response.body.errors[0].path).toBe("email");
    expect((await db.doc(`usernames/${second.username.toLowerCase()}`).get()).exists).toBe(false);
  });

  it("answers malformed JSON with 400", async () => {
    const response = await new ApiClient().request("POST", "/register", "{bad json");
    expect(response.status).toBe(400);
  });
});

describe("POST /api/login", () => {
  it("signs in with the username, in any case, and records the time", async () => {
    const { user } = await newUser();
    const client = new ApiClient();
    const response = await client.post("/login", { username: user.username.toUpperCase(), password: STRONG_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.user.id).toBe(user.id);
    expect(response.body.user.lastLoginAt).toEqual(expect.any(String));
    expect(response.body.customToken).toEqual(expect.any(String));
    expect((await client.get("/user")).status).toBe(200);
  });

  it("signs in with the email and stores the time zone", async () => {
    const { user } = await newUser();
    const client = new ApiClient();
    const response = await client.post("/login", {
      username: user.email,
      password: STRONG_PASSWORD,
      timeZone: "America/New_York",
    });
    expect(response.status).toBe(200);
    expect((await db.doc(`profiles/${user.id}`).get()).get("timeZone")).toBe("America/New_York");
  });

  it("answers a wrong password and an unknown user alike", async () => {
    const { user } = await newUser();
    const wrong = await new ApiClient().post("/login", { username: user.username, password: "Wrong12345" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Invalid username or password" });
    const unknown = await new ApiClient().post("/login", { username: `nobody_${unique()}`, password: "Wrong12345" });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ message: "Invalid username or password" });
  });

  it("requires username and password", async () => {
    const response = await new ApiClient().post("/login", { username: "" });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(["password", "username"]);
  });

  it("refuses a deactivated user with 403", async () => {
    const { user } = await newUser();
    await db.doc(`users/${user.id}`).update({ isActive: false });
    await auth.updateUser(user.id, { disabled: true });
    const response = await new ApiClient().post("/login", { username: user.username, password: STRONG_PASSWORD });
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/deactivated/);
  });

  it("locks an account after 5 failed attempts, even for the right password", async () => {
    const { user } = await newUser();
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await new ApiClient().post("/login", { username: user.username, password: "Wrong12345" })).status).toBe(
        401,
      );
    const locked = await new ApiClient().post("/login", { username: user.email, password: STRONG_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many failed sign-in attempts.*Try again in \d+ minutes?/);
    expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("no enumeration by timing", { timeout: 90_000 }, () => {
  it("forgot-password only records the request, for a known and an unknown email alike", async () => {
    const { user } = await newUser();
    const ghost = `ghost_${unique()}@example.test`;
    for (const email of [user.email, ghost]) {
      const response = await new ApiClient().post("/auth/forgot-password", { email });
      expect(response.body).toEqual({ message: expect.stringMatching(/If an account exists/) });
    }
    await requestsHandled(user.email);
    await requestsHandled(ghost);
    expect(await resetMailTo(user.email)).toHaveLength(1);
    expect((await db.collection("mail").where("to", "==", ghost).get()).size).toBe(0);
  });
});

describe("sign-in throttling never locks the owner out", () => {
  // On the emulator the left-most X-Forwarded-For entry is the client, so a test can be several clients.
  const from = (address: string) => ({ "x-forwarded-for": address });
  const loginFrom = (address: string, username: string, password: string) =>
    new ApiClient().request("POST", "/login", { username, password }, from(address));

  it("refuses a client that keeps failing, and lets the owner in from their own client", async () => {
    const { user, password } = await newUser();
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await loginFrom("203.0.113.7", user.username, "Wrong12345")).status).toBe(401);
    const attacker = await loginFrom("203.0.113.7", user.username, password);
    expect(attacker.status).toBe(429);
    expect(attacker.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await loginFrom("198.51.100.20", user.username, password)).status).toBe(200);
  });

  it("slows an account guessed from many clients for those clients, never for a clean one", async () => {
    const { user, password } = await newUser();
    for (let client = 0; client < 50; client++)
      expect((await loginFrom(`203.0.113.${client + 1}`, user.username, "Wrong12345")).status).toBe(401);
    // A client that has failed is refused while the account is hot, even with the right password.
    expect((await loginFrom("203.0.113.1", user.username, password)).status).toBe(429);
    expect((await loginFrom("198.51.100.99", user.username, password)).status).toBe(200);
  });

  it("counts unknown usernames like known ones", async () => {
    const username = `nobody_${unique()}`;
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await loginFrom("203.0.113.50", username, "Wrong12345")).status).toBe(401);
    expect((await loginFrom("203.0.113.50", username, "Wrong12345")).status).toBe(429);
  });

  it("change-password's current-password check is throttled per client too", async () => {
    const { client, password } = await newUser();
    const change = (address: string, currentPassword: string) =>
      client.request(
        "POST",
        "/account/change-password",
        { currentPassword, newPassword: "Changed9Pass" },
        from(address),
      );
    for (let attempt = 0; attempt < 5; attempt++) expect((await change("203.0.113.9", "Wrong12345")).status).toBe(400);
    expect((await change("203.0.113.9", password)).status).toBe(429);
    expect((await change("198.51.100.9", password)).status).toBe(200);
  });
});

describe("sessions", () => {
  it("GET /api/user needs a valid cookie", async () => {
    expect((await new ApiClient().get("/user")).status).toBe(401);
    const forged = new ApiClient();
    forged.cookie = "eyJhbGciOiJub25lIn0.eyJ1aWQiOiJ4In0.";
    const response = await forged.get("/user");
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: "Not authenticated" });
  });

  it("POST /api/logout clears the cookie and revokes the session", async () => {
    const { client } = await newUser();
    const stolen = client.cookie;
    await sleep(1100); // Revocation has one-second granularity.
    const response = await client.post("/logout");
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/__session=;/);
    const replay = new ApiClient();
    replay.cookie = stolen;
    expect((await replay.get("/user")).status).toBe(401);
  });

  it("GET /api/logout redirects to / and ends the session", async () => {
    const { client } = await newUser();
    const stolen = client.cookie;
    await sleep(1100);
    const response = await client.get("/logout");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    const replay = new ApiClient();
    replay.cookie = stolen;
    expect((await replay.get("/user")).status).toBe(401);
  });

  it("a deactivated user's session is refused with 403", async () => {
    const { client, user } = await newUser();
    await auth.updateUser(user.id, { disabled: true });
    expect((await client.get("/user")).status).toBe(403);
  });

  it("a deactivated user's leftover cookie still signs out, and lets another account sign in", async () => {
    const deactivated = await newUser();
    const other = await newUser();
    await auth.updateUser(deactivated.user.id, { disabled: true });
    const leftover = deactivated.client.cookie;
    const signOut = await deactivated.client.post("/logout");
    expect(signOut.status).toBe(200);
    expect(deactivated.client.cookie).toBeNull(); // The answer cleared the cookie.

    const shared = new ApiClient();
    shared.cookie = leftover;
    const signIn = await shared.post("/login", { username: other.user.username, password: STRONG_PASSWORD });
    expect(signIn.status).toBe(200);
    expect((await shared.get("/user")).body.id).toBe(other.user.id);
  });

  it("POST /api/auth/token gives a custom token for the session", async () => {
    const { client } = await newUser();
    const response = await client.post("/auth/token");
    expect(response.status).toBe(200);
    expect(response.body.customToken).toEqual(expect.any(String));
    expect((await new ApiClient().post("/auth/token")).status).toBe(401);
  });
});

describe("cross-site protection", () => {
  it("refuses a foreign Origin on state-changing calls with 403", async () => {
    const body = registration();
    const response = await new ApiClient("https://evil.example").post("/register", body);
    expect(response.status).toBe(403);
    await expect(auth.getUserByEmail(body.email)).rejects.toThrow();
  });

  it("refuses a cross-site fetch and a non-JSON body", async () => {
    const { client } = await newUser();
    expect((await client.request("POST", "/logout", {}, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    const form = await client.request("POST", "/logout", "a=1", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(415);
    expect((await client.get("/user")).status).toBe(200);
  });
});

describe("sessions end for good, whatever the timing", { timeout: 90_000 }, () => {
  const replay = (cookie: string | null) => {
    const client = new ApiClient();
    client.cookie = cookie;
    return client.get("/user");
  };

  it("a logout in the same second as the sign-in ends it, and a new sign-in then works", async () => {
    const { user, password } = await newUser();
    for (let attempt = 0; attempt < 3; attempt++) {
      const client = new ApiClient();
      expect((await client.post("/login", { username: user.username, password })).status).toBe(200);
      const stolen = client.cookie;
      expect((await client.post("/logout")).status).toBe(200);
      expect((await replay(stolen)).status).toBe(401);
      const again = new ApiClient();
      expect((await again.post("/login", { username: user.username, password })).status).toBe(200);
      expect((await again.get("/user")).status).toBe(200);
    }
  });

  it("a password change ends the other sessions at once and keeps this one", async () => {
    const { client, user, password } = await newUser();
    const other = new ApiClient();
    await other.post("/login", { username: user.username, password });
    const changed = await client.post("/account/change-password", {
      currentPassword: password,
      newPassword: "Changed9Pass",
    });
    expect(changed.status).toBe(200);
    expect((await other.get("/user")).status).toBe(401);
    expect((await client.get("/user")).status).toBe(200);
  });

  it("an email change and a password reset end the sessions at once", async () => {
    const { client, user, password } = await newUser();
    const other = new ApiClient();
    await other.post("/login", { username: user.username, password });
    const email = `moved_${unique()}@example.test`;
    expect((await client.post("/account/change-email", { currentPassword: password, newEmail: email })).status).toBe(
      200,
    );
    expect((await other.get("/user")).status).toBe(401);
    expect((await client.get("/user")).status).toBe(200);

    await new ApiClient().post("/auth/forgot-password", { email });
    const token = tokenFromMail((await latestMailTo(email))!);
    expect((await new ApiClient().post("/auth/reset-password", { token, newPassword: "Brand9New" })).status).toBe(200);
    expect((await client.get("/user")).status).toBe(401);
  });

  it("a deleted account's cookie never works again", async () => {
    const { client, password } = await newUser();
    const stolen = client.cookie;
    expect((await client.post("/account/delete", { password })).status).toBe(200);
    expect((await replay(stolen)).status).toBe(401);
  });

  it("session documents are server-side only and go with the session", async () => {
    const { client, user } = await newUser();
    const open = await db.collection("sessions").where("uid", "==", user.id).get();
    expect(open.size).toBe(1);
    expect(open.docs[0]!.data().expireAt.toMillis()).toBeGreaterThan(Date.now() + 13 * 24 * 3600_000);
    await client.post("/logout");
    expect((await db.collection("sessions").where("uid", "==", user.id).get()).size).toBe(0);
  });
});

describe("Origin on writes", () => {
  it("refuses a cookie-authenticated write without Origin, and accepts Sec-Fetch-Site: same-origin", async () => {
    const { client, user } = await newUser();
    const bare = new ApiClient(null);
    bare.cookie = client.cookie;
    const refused = await bare.post(`/users/${user.id}/chat-sessions`, { title: "Forged" });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Origin/);
    expect((await db.collection("chatSessions").where("userId", "==", user.id).get()).size).toBe(0);
    const sameOrigin = await bare.request(
      "POST",
      `/users/${user.id}/chat-sessions`,
      { title: "Mine" },
      { "sec-fetch-site": "same-origin" },
    );
    expect(sameOrigin.status).toBe(201);
  });

  it("refuses a sign-in without Origin", async () => {
    const { user, password } = await newUser();
    expect((await new ApiClient(null).post("/login", { username: user.username, password })).status).toBe(403);
  });

  it("a cross-site GET /api/logout does not end the session", async () => {
    const { client } = await newUser();
    const cookie = client.cookie;
    await sleep(1100);
    const response = await client.request("GET", "/logout", undefined, { "sec-fetch-site": "cross-site" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.get("set-cookie")).toBeNull();
    const same = new ApiClient();
    same.cookie = cookie;
    expect((await same.get("/user")).status).toBe(200);
  });
});

describe("password reset", { timeout: 90_000 }, () => {
  it("emails a one-time link that sets a new password and ends other sessions", async () => {
    const { user, client: otherDevice } = await newUser();
    const forgot = await new ApiClient().post("/auth/forgot-password", { email: user.email.toUpperCase() });
    expect(forgot.status).toBe(200);
    expect(forgot.body.message).toMatch(/If an account exists/);
    const mail = await latestMailTo(user.email);
    expect(mail!.message.subject).toMatch(/Reset your SoloSensei password/);
    expect(mail!.message.text).toContain("http://localhost:5000/reset-password?token=");
    expect(mail!.expireAt.toMillis()).toBeGreaterThan(Date.now());
    const token = tokenFromMail(mail!);
    // The token is stored hashed, never as it is.
    expect((await db.doc(`passwordResets/${token}`).get()).exists).toBe(false);

    await sleep(1100);
    const reset = await new ApiClient().post("/auth/reset-password", { token, newPassword: "Brand9New" });
    expect(reset.status).toBe(200);
    expect((await otherDevice.get("/user")).status).toBe(401);
    expect((await new ApiClient().post("/login", { username: user.username, password: STRONG_PASSWORD })).status).toBe(
      401,
    );
    expect((await new ApiClient().post("/login", { username: user.username, password: "Brand9New" })).status).toBe(200);

    const reuse = await new ApiClient().post("/auth/reset-password", { token, newPassword: "Another9New" });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toMatch(/invalid or has expired/);
  });

  it("says the same for an unknown email and sends nothing", async () => {
    const email = `ghost_${unique()}@example.test`;
    const response = await new ApiClient().post("/auth/forgot-password", { email });
    expect(response.status).toBe(200);
    expect(response.body.message).toMatch(/If an account exists/);
    await requestsHandled(email);
    expect((await db.collection("mail").where("to", "==", email).get()).empty).toBe(true);
  });

  it("validates the email", async () => {
    const response = await new ApiClient().post("/auth/forgot-password", { email: "nope" });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].path).toBe("email");
  });

  it("limits requests per email", async () => {
    const email = `limit_${unique()}@example.test`;
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await new ApiClient().post("/auth/forgot-password", { email })).status).toBe(200);
    const limited = await new ApiClient().post("/auth/forgot-password", { email });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many password reset requests/);
  });

  it("refuses an expired token", async () => {
    const { user } = await newUser();
    const token = `expired-${unique()}`;
    await db.doc(`passwordResets/${createHash("sha256").update(token).digest("hex")}`).set({
      uid: user.id,
      expiresAt: Timestamp.fromMillis(Date.now() - 1000),
      usedAt: null,
      createdAt: Timestamp.fromMillis(Date.now() - 3601_000),
    });
    const response = await new ApiClient().post("/auth/reset-password", { token, newPassword: "Brand9New" });
    expect(response.status).toBe(400);
    expect((await new ApiClient().post("/login", { username: user.username, password: STRONG_PASSWORD })).status).toBe(
      200,
    );
  });

  it("refuses a weak password without using up the token", async () => {
    const { user } = await newUser();
    await new ApiClient().post("/auth/forgot-password", { email: user.email });
    const token = tokenFromMail((await latestMailTo(user.email))!);
    const weak = await new ApiClient().post("/auth/reset-password", { token, newPassword: "weak" });
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0].path).toBe("newPassword");
    expect((await new ApiClient().post("/auth/reset-password", { token, newPassword: "Strong9Enough" })).status).toBe(
      200,
    );
  });

  it("using a link voids every older one of the user", async () => {
    const { user } = await newUser();
    await new ApiClient().post("/auth/forgot-password", { email: user.email });
    const older = tokenFromMail((await latestMailTo(user.email))!);
    await sleep(5);
    await new ApiClient().post("/auth/forgot-password", { email: user.email });
    const newer = tokenFromMail((await latestMailTo(user.email, 2))!);
    expect(newer).not.toBe(older);
    expect(
      (await new ApiClient().post("/auth/reset-password", { token: newer, newPassword: "Newer9Pass" })).status,
    ).toBe(200);
    const stale = await new ApiClient().post("/auth/reset-password", { token: older, newPassword: "Older9Pass" });
    expect(stale.status).toBe(400);
    expect((await new ApiClient().post("/login", { username: user.username, password: "Newer9Pass" })).status).toBe(
      200,
    );
  });

  it("a password change voids outstanding links", async () => {
    const { client, user, password } = await newUser();
    await new ApiClient().post("/auth/forgot-password", { email: user.email });
    const token = tokenFromMail((await latestMailTo(user.email))!);
    expect(
      (await client.post("/account/change-password", { currentPassword: password, newPassword: "Changed9Pass" }))
        .status,
    ).toBe(200);
    expect((await new ApiClient().post("/auth/reset-password", { token, newPassword: "Reset9Pass" })).status).toBe(400);
  });

  it("refuses an unknown token", async () => {
    const response = await new ApiClient().post("/auth/reset-password", {
      token: "does-not-exist",
      newPassword: "Brand9New",
    });
    expect(response.status).toBe(400);
  });
});
