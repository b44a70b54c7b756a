// `npm run bench:broadcast`: the cost of an admin broadcast at 1,000 and 10,000 users.
// Starts the emulator suite (or uses the running one when FIRESTORE_EMULATOR_HOST is set),
// seeds users with batched writes, sends a broadcast through the API and prints the
// Firestore writes it caused and the time it took. Figures only: no assertions on time.
import { randomUUID } from "node:crypto";
import { withinEmulators } from "./emulator-env.mjs";

await withinEmulators(bench);

async function bench() {
  const { initializeApp } = await import("firebase-admin/app");
  const { getAuth } = await import("firebase-admin/auth");
  const { getFirestore, Timestamp } = await import("firebase-admin/firestore");
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? "demo-solosensei" }, "bench-broadcast");
  const db = getFirestore(app);
  const appUrl = process.env.SOLOSENSEI_APP_URL ?? "http://localhost:5000";
  const run = randomUUID().slice(0, 8);

  async function api(path, body, cookie) {
    const response = await fetch(`${appUrl}/api${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: appUrl,
        ...(cookie ? { cookie: `__session=${cookie}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const setCookie = /__session=([^;]+)/.exec(response.headers.get("set-cookie") ?? "");
    return { status: response.status, body: await response.json(), cookie: setCookie?.[1] };
  }

  // A fresh admin: registered through the API, promoted with the admin SDK, signed in again.
  const account = {
    username: `bench_${run}`,
    email: `bench_${run}@example.test`,
    password: "Bench12345",
    name: "Bench Admin",
  };
  const registered = await api("/register", account);
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`);
  await getAuth(app).setCustomUserClaims(registered.body.user.id, { role: "admin" });
  await db.doc(`users/${registered.body.user.id}`).update({ role: "admin" });
  const login = await api("/login", { username: account.username, password: account.password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);

  // Every place a broadcast could write to, counted before and after.
  const counted = {
    broadcasts: () => db.collection("broadcasts"),
    "users/*/messages": () => db.collectionGroup("messages"),
    "users/*/broadcastStates": () => db.collectionGroup("broadcastStates"),
    users: () => db.collection("users"),
  };
  async function counts() {
    const entries = await Promise.all(
      Object.entries(counted).map(async ([name, ref]) => [name, (await ref().count().get()).data().count]),
    );
    return Object.fromEntries(entries);
  }

  // User documents only (no Auth users): inboxes merge broadcasts by users/{uid}.createdAt.
  let seeded = 0;
  async function seedUsersUpTo(total) {
    const started = Date.now();
    const createdAt = Timestamp.fromMillis(Date.now() - 60_000);
    const batches = [];
    for (let start = seeded; start < total; start += 500) {
      const batch = db.batch();
      for (let index = start; index < Math.min(start + 500, total); index++) {
        const username = `bench_${run}_${index}`;
        batch.set(db.doc(`users/bench-${run}-${index}`), {
          username,
          usernameLower: username,
          email: `${username}@example.test`,
          name: `Bench User ${index}`,
          avatar: null,
          role: "user",
          isActive: true,
          createdAt,
          lastLoginAt: null,
        });
      }
      batches.push(batch);
    }
    for (let index = 0; index < batches.length; index += 4)
      await Promise.all(batches.slice(index, index + 4).map((batch) => batch.commit()));
    seeded = total;
    return Date.now() - started;
  }

  const rows = [];
  for (const size of [1_000, 10_000]) {
    const seedMs = await seedUsersUpTo(size);
    const before = await counts();
    const started = performance.now();
    const sent = await api(
      "/admin/messages",
      {
        type: "system",
        title: `Benchmark broadcast to ${size} users`,
        content: "Measuring what a broadcast costs.",
        timestamp: new Date().toISOString(),
      },
      login.cookie,
    );
    const elapsedMs = performance.now() - started;
    if (sent.status !== 201) throw new Error(`broadcast failed: ${sent.status} ${JSON.stringify(sent.body)}`);
    const after = await counts();
    const writes = Object.keys(counted)
      .filter((name) => name !== "users")
      .reduce((sum, name) => sum + (after[name] - before[name]), 0);
    rows.push({ size, users: after.users, writes, elapsedMs, seedMs, detail: after });
    console.log(
      `${size.toLocaleString("en-US")} seeded users (${after.users.toLocaleString("en-US")} user documents in all): ` +
        `broadcast wrote ${writes} document(s) ` +
        `[broadcasts +${after.broadcasts - before.broadcasts}, messages +${after["users/*/messages"] - before["users/*/messages"]}, ` +
        `broadcastStates +${after["users/*/broadcastStates"] - before["users/*/broadcastStates"]}] ` +
        `in ${elapsedMs.toFixed(0)} ms (POST /api/admin/messages round trip); seeding took ${seedMs} ms`,
    );
  }
  console.log(
    rows[0].writes === rows[1].writes
      ? `Writes per broadcast do not grow with users: ${rows[0].writes} at ${rows[0].size} and at ${rows[1].size}.`
      : `Writes per broadcast changed with users: ${rows[0].writes} -> ${rows[1].writes}.`,
  );
}
