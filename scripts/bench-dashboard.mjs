// `npm run bench:dashboard`: what the dashboard's first answer costs for a learner with a year of
// history. Starts the emulator suite (or uses the running one when FIRESTORE_EMULATOR_HOST is set),
// registers a learner, writes a year of activities and watched videos with the admin SDK, counts
// their learning summary with the backfill, then asks `/live` for the dashboard's queries as the
// view does and prints its size and server time. For comparison it prints what the same history
// weighs as documents, which is what a dashboard reading activities and watched videos would load.
// Figures only: no assertions.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { root, withinEmulators } from "./emulator-env.mjs";

await withinEmulators(bench);

async function bench() {
  const { initializeApp } = await import("firebase-admin/app");
  const { getFirestore, Timestamp } = await import("firebase-admin/firestore");
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? "demo-solosensei" }, "bench-dashboard");
  const db = getFirestore(app);
  const appUrl = process.env.SOLOSENSEI_APP_URL ?? "http://localhost:5000";
  const run = randomUUID().slice(0, 8);
  const DAYS = Number(process.env.BENCH_DAYS ?? 365);

  const account = {
    username: `dash_${run}`,
    email: `dash_${run}@example.test`,
    password: "Bench12345",
    name: "Bench Learner",
  };
  const registered = await fetch(`${appUrl}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: appUrl },
    body: JSON.stringify(account),
  });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`);
  const uid = (await registered.json()).user.id;
  const cookie = /__session=([^;]+)/.exec(registered.headers.get("set-cookie") ?? "")[1];

  // A steady learner: active on 4 days out of 5, three videos and a chat on each of them.
  const pillars = ["SHAPE", "SHOW", "SELL", "SERVE"];
  const now = Date.now();
  const writes = [];
  let videos = 0;
  for (let day = DAYS - 1; day >= 0; day--) {
    if (day % 5 === 4) continue;
    const morning = now - day * 86_400_000 - 10 * 3_600_000;
    for (let index = 0; index < 3; index++) {
      const pillar = pillars[(day + index) % 4];
      const youtubeVideoId = `b${run.slice(0, 4)}${String(videos++).padStart(6, "0")}`;
      const at = Timestamp.fromMillis(morning + index * 1_200_000);
      const title = `A lesson on ${pillar.toLowerCase()} for solo businesses, part ${videos}`;
      writes.push([
        `users/${uid}/watchedVideos/${youtubeVideoId}`,
        { youtubeVideoId, title, skillCategory: pillar, pathId: null, watchedAt: at },
      ]);
      writes.push([
        `users/${uid}/activities/video_watch_${youtubeVideoId}`,
        {
          type: "video_watch",
          title: `Watched: ${title}`,
          description: "What to do first, what to leave for later, and how to tell the difference.",
          skillCategory: pillar,
          skillCategoryId: pillars.indexOf(pillar) + 1,
          createdAt: at,
        },
      ]);
    }
    writes.push([
      `users/${uid}/activities/chat-${day}`,
      {
        type: "chat",
        title: "Chatted with the AI tutor",
        description: "Asked SoloSensei AI for coaching",
        skillCategory: null,
        skillCategoryId: null,
        createdAt: Timestamp.fromMillis(morning + 7_200_000),
      },
    ]);
  }
  for (let start = 0; start < writes.length; start += 400) {
    const batch = db.batch();
    for (const [path, doc] of writes.slice(start, start + 400)) batch.set(db.doc(path), doc);
    await batch.commit();
  }
  execFileSync("npx", ["tsx", join(root, "seed", "backfill-learning-summaries.ts")], {
    cwd: root,
    env: process.env,
    stdio: "ignore",
  });

  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  const sizes = (text) => `${kb(Buffer.byteLength(text))} (${kb(gzipSync(text).length)} gzip)`;
  const names = "profile,inboxMessages,broadcasts,broadcastStates,learningPaths,learningSummary,activities";
  const times = [];
  let body = "";
  for (let round = 0; round < 7; round++) {
    const started = performance.now();
    const response = await fetchOnFreshSocket(`${appUrl}/api/users/${uid}/live?names=${encodeURIComponent(names)}`, {
      headers: { cookie: `__session=${cookie}`, origin: appUrl },
    });
    body = await response.text();
    if (response.status !== 200) throw new Error(`live failed: ${response.status} ${body}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);

  // The same history as documents, as a dashboard reading them would load (wire timestamps as /live).
  const wire = (snapshot) =>
    JSON.stringify(
      snapshot.docs.map((doc) => ({
        id: doc.id,
        data: Object.fromEntries(
          Object.entries(doc.data()).map(([key, value]) => [
            key,
            value instanceof Timestamp ? { __timestamp: value.toMillis() } : value,
          ]),
        ),
      })),
    );
  const activities = await db.collection(`users/${uid}/activities`).orderBy("createdAt", "desc").get();
  const watched = await db.collection(`users/${uid}/watchedVideos`).orderBy("watchedAt", "desc").get();
  const summary = (await db.doc(`users/${uid}/summaries/learning`).get()).data();

  console.log(`History: ${DAYS} days, ${activities.size} activities, ${watched.size} watched videos`);
  console.log(
    `Dashboard's first answer (/live, 7 queries): ${sizes(body)}, server time median ${times[3].toFixed(0)} ms (min ${times[0].toFixed(0)}, max ${times[6].toFixed(0)})`,
  );
  console.log(
    `  of which the learning summary: ${sizes(JSON.stringify(summary))}, ${summary.activeQuarterHours.length} active quarter hours`,
  );
  console.log(
    `The same history as documents: activities ${sizes(wire(activities))}, watched videos ${sizes(wire(watched))}`,
  );
  console.log(
    `  the first 1,000 of each: activities ${sizes(wire({ docs: activities.docs.slice(0, 1000) }))}, watched videos ${sizes(wire({ docs: watched.docs.slice(0, 1000) }))}`,
  );
  // What reading at most 1,000 activities left out: the older active days and pillar counts.
  const days = (docs) => new Set(docs.map((doc) => doc.data().createdAt.toDate().toISOString().slice(0, 10))).size;
  console.log(
    `Active days (UTC) in the whole history: ${days(activities.docs)}; in its latest 1,000 activities: ${days(activities.docs.slice(0, 1000))}`,
  );
  process.exit(0);
}

/**
 * fetch, sent once more when the connection it reused was already closed: the history above takes
 * longer to write than the Hosting emulator keeps an idle connection open, and Node's fetch can pick
 * that connection just as it closes ("other side closed"). Only for GETs.
 */
async function fetchOnFreshSocket(url, init) {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error.cause?.code !== "UND_ERR_SOCKET") throw error;
    return fetch(url, init);
  }
}
