// `npm run bench:insights`: what Incubator Insights cost an admin at 1,000 and 10,000 learners.
// Starts the emulator suite (or uses the running one when FIRESTORE_EMULATOR_HOST is set), loads
// the seed, writes the learners' step progress straight to Firestore in batches (background
// triggers paused, so the progress trigger does not run once per document), builds the shards with
// the backfill (functions/src/features/incubator-insights/backfill.ts), then prints for GET
// /api/admin/incubator/insights and the first page of each stuck list the documents read and the
// server time (median of 7 calls). Figures only: no assertions.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { backgroundTriggers, medianOf } from "./bench-helpers.mjs";
import { root, withinEmulators } from "./emulator-env.mjs";

await withinEmulators(bench);

async function bench() {
  // The seeded Incubator content (its steps are the learners' progress).
  const seeded = spawnSync(join(root, "node_modules", ".bin", "tsx"), ["seed/run.ts"], { cwd: root, stdio: "ignore" });
  if (seeded.status !== 0) throw new Error("Loading the seed failed.");
  const { auth, db } = await import("../functions/src/lib/firebase.ts");
  const { Timestamp } = await import("firebase-admin/firestore");
  const { stepProgressDocSchema } = await import("../functions/src/contract/incubator/storage");
  const { backfillInsights } = await import("../functions/src/features/incubator-insights/backfill.ts");
  const { readStuck } = await import("../functions/src/features/incubator-insights/service.ts");
  const appUrl = process.env.SOLOSENSEI_APP_URL ?? "http://localhost:5000";
  const run = randomUUID().slice(0, 8);
  const clock = { now: () => new Date() };

  async function api(method, path, body, cookie) {
    const response = await fetch(`${appUrl}/api${path}`, {
      method,
      headers: {
        ...(body ? { "content-type": "application/json" } : {}),
        origin: appUrl,
        ...(cookie ? { cookie: `__session=${cookie}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const setCookie = /__session=([^;]+)/.exec(response.headers.get("set-cookie") ?? "");
    return { status: response.status, body: await response.json(), cookie: setCookie?.[1] };
  }

  // A fresh admin: registered through the API, promoted with the admin SDK, signed in again.
  const account = {
    username: `insights_${run}`,
    email: `insights_${run}@example.test`,
    password: "Bench12345",
    name: "Bench Admin",
  };
  const registered = await api("POST", "/register", account);
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`);
  await auth.setCustomUserClaims(registered.body.user.id, { role: "admin" });
  await db.doc(`users/${registered.body.user.id}`).update({ role: "admin" });
  const login = await api("POST", "/login", { username: account.username, password: account.password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  const cookie = login.cookie;

  const steps = (await db.collection("incubatorSteps").where("isActive", "==", true).get()).docs
    .map((doc) => ({ id: doc.id, ...doc.data() }))
    .filter((step) => step.phaseKey === "DISCOVER")
    .sort((a, b) => a.order - b.order);
  const [firstStep, secondStep] = steps;

  // Each learner passed the first step and is somewhere on the second: passed, failing (1-6
  // attempts) or not yet started (opened 0-29 days ago).
  const DAY_MS = 86_400_000;
  const evaluation = (score, at) => ({
    passed: score >= 70,
    score,
    passScore: 70,
    feedback: { summary: "Bench", whatWorked: [], improve: [], rewriteSuggestion: "" },
    nextHint: "",
    criteria: [
      {
        criterionId: "who",
        label: "Who",
        required: true,
        weight: 1,
        verdict: score >= 70 ? "met" : "missing",
        quote: null,
        comment: "",
      },
    ],
    modelVersion: "bench",
    gateReason: null,
    evaluatedAt: at,
  });
  function progressOf(index, step) {
    const openedAt = Timestamp.fromMillis(Date.now() - (index % 30) * DAY_MS);
    const base = {
      phaseKey: step.phaseKey,
      openedAt,
      updatedAt: openedAt,
      response: null,
      passedAnswer: null,
      recommendationIds: [],
      revisionRequest: null,
      coachVerdicts: 0,
      completedAt: null,
    };
    if (step === firstStep || index % 3 === 0)
      return {
        ...base,
        completed: true,
        attemptCount: 1 + (index % 2),
        bestScore: 85,
        lastEvaluation: evaluation(85, openedAt),
      };
    if (index % 3 === 1) {
      const attempts = 1 + (index % 6);
      return {
        ...base,
        completed: false,
        attemptCount: attempts,
        bestScore: 40,
        lastEvaluation: evaluation(40 + (index % 20), openedAt),
      };
    }
    return { ...base, completed: false, attemptCount: 0, bestScore: 0, lastEvaluation: null };
  }

  let written = 0;
  async function seedUpTo(total) {
    await backgroundTriggers(false);
    const started = Date.now();
    for (let start = written; start < total; start += 250) {
      const batch = db.batch();
      for (let index = start; index < Math.min(start + 250, total); index++) {
        const uid = `bench-${run}-${index}`;
        for (const step of [firstStep, secondStep])
          batch.set(
            db.doc(`users/${uid}/incubatorProgress/${step.id}`),
            stepProgressDocSchema.parse(progressOf(index, step)),
          );
      }
      await batch.commit();
    }
    await backgroundTriggers(true);
    const wrote = Date.now() - started;
    written = total;
    const backfillStarted = Date.now();
    await backfillInsights(clock);
    return { wrote, backfill: Date.now() - backfillStarted };
  }

  for (const learners of [1000, 10000]) {
    const { wrote, backfill } = await seedUpTo(learners);
    const figures = await medianOf(async () => {
      const response = await api("GET", "/admin/incubator/insights", undefined, cookie);
      if (response.status !== 200) throw new Error(`insights failed: ${response.status}`);
      return response.body;
    });
    console.log(
      `${learners.toLocaleString("en")} learners (progress written in ${(wrote / 1000).toFixed(1)} s, backfill ${(backfill / 1000).toFixed(1)} s)`,
    );
    const first = figures.answer.phases.flatMap(({ steps }) => steps).find(({ stepId }) => stepId === firstStep.id);
    console.log(
      `  insights: ${figures.answer.reads} documents read, server time median ${figures.ms} ms (step ${firstStep.id}: ${first.reached} reached, ${first.passed} passed, across every run on these emulators)`,
    );
    for (const kind of ["failing", "idle"]) {
      const { page, reads } = await readStuck({ clock }, { kind });
      const timed = await medianOf(async () => {
        const response = await api("GET", `/admin/incubator/insights/stuck?kind=${kind}`, undefined, cookie);
        if (response.status !== 200) throw new Error(`stuck failed: ${response.status}`);
        return response.body;
      });
      console.log(
        `  stuck ${kind}, first page: ${page.items.length} learners, ${reads} documents read, server time median ${timed.ms} ms`,
      );
    }
  }
  process.exit(0);
}
