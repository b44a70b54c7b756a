// `npm run bench:cold-start`: how long a new instance of the `api` function takes, against the
// floor its fixed stack sets. Each figure is the median (min-max) over 10 fresh node processes
// (scripts/cold-start-instance.mjs), timed from the spawn, with the CPU time each used by then:
//   - the floor: importing the fixed stack (firebase-functions' https and params, firebase-admin's
//     app, auth and firestore, express, zod); and the stack answering a bare GET /api/user (the
//     session cookie checked, two Firestore reads), so the app's own share shows;
//   - functions/lib/index.js serving `api` (plain http.createServer) up to its first answer to
//     GET /api/user, signed in;
//   - its first Incubator evaluation (an admin's saved answer), with the offline evaluator and with
//     Vertex AI aimed at the fake server (functions/test/fake-vertex-server.ts).
// Against the Auth and Firestore emulators only (started unless FIRESTORE_EMULATOR_HOST is set),
// seeded. BENCH_BASELINE=<git ref>[,<git ref>...] (e.g. main) builds each ref's functions into
// .cache/cold-start/ and runs them turn about with this build. BENCH_RUNS changes the 10. Figures only: no assertions.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { parseEnv } from "node:util";
import { root, withinEmulators } from "./emulator-env.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 10);

await withinEmulators(bench, "auth,firestore");

/** The functions' own parameter and secret values, as the emulator gives them to a function. */
function functionsEnv() {
  const files = [".env", ".env.demo-solosensei", ".secret.local"].map((name) => join(root, "functions", name));
  const values = Object.assign({}, ...files.filter(existsSync).map((file) => parseEnv(readFileSync(file, "utf8"))));
  // Plain node: no loader of this script's (tsx) in the instances.
  const { NODE_OPTIONS: _loader, ...env } = process.env;
  return { ...env, ...values, AI_PROVIDER: "local" };
}

/** `ref`'s functions compiled into .cache/cold-start/<commit>/functions/lib, resolving this checkout's packages. */
function baselineBuild(ref) {
  const commit = execFileSync("git", ["rev-parse", ref], { cwd: root, encoding: "utf8" }).trim();
  const dir = join(root, ".cache", "cold-start", commit);
  const lib = join(dir, "functions", "lib");
  const label = commit.startsWith(ref) ? commit.slice(0, 7) : `${ref} (${commit.slice(0, 7)})`;
  if (existsSync(join(lib, "index.js"))) return { label, lib };
  mkdirSync(dir, { recursive: true });
  const files = [
    "functions/src",
    "functions/package.json",
    "functions/tsconfig.json",
    "functions/tsconfig.build.json",
    "tsconfig.base.json",
  ];
  const archive = execFileSync("git", ["archive", commit, ...files], { cwd: root, maxBuffer: 1 << 28 });
  execFileSync("tar", ["-x", "-C", dir], { input: archive });
  if (!existsSync(join(dir, "functions", "node_modules")))
    symlinkSync(join(root, "functions", "node_modules"), join(dir, "functions", "node_modules"));
  console.log(`Building ${ref}'s functions for the baseline…`);
  const built = spawnSync(
    process.execPath,
    [join(root, "node_modules", "typescript", "bin", "tsc"), "-p", join(dir, "functions", "tsconfig.build.json")],
    { cwd: dir, stdio: "inherit" },
  );
  if (built.status !== 0) throw new Error(`Building ${ref}'s functions failed.`);
  return { label, lib };
}

/**
 * One fresh instance: spawned, then (a server) asked `request` once it listens. Answers the ms from
 * the spawn to "ready" or the port and to the end of the first answer, which must be a 200, and the
 * CPU ms the instance had used by then.
 */
function instance(args, env, request) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [join(root, "scripts", "cold-start-instance.mjs"), ...args], {
      cwd: join(root, "functions"),
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const times = {};
    let errors = "";
    child.stderr.on("data", (chunk) => (errors += chunk));
    const done = (error) => {
      child.kill();
      if (error) reject(new Error(`${args.join(" ")}: ${error.message}\n${errors.slice(-2000)}`));
      else resolve(times);
    };
    child.on("exit", (code) => code && done(new Error(`exited with ${code}`)));
    const settle = () => times.answered !== undefined && times.cpu !== undefined && done();
    createInterface({ input: child.stdout }).on("line", async (line) => {
      const [word, value] = line.split(" ");
      if (word === "cpu") {
        times.cpu = Number(value);
        return settle();
      }
      times.ready = performance.now() - started;
      if (word === "ready") {
        times.answered = times.ready;
        return settle();
      }
      try {
        const response = await request(`http://127.0.0.1:${value}/api`);
        const body = await response.text();
        if (response.status !== 200) throw new Error(`answered ${response.status}: ${body.slice(0, 300)}`);
        times.answered = performance.now() - started;
        settle();
      } catch (error) {
        done(error);
      }
    });
  });
}

async function bench() {
  const seeded = spawnSync(join(root, "node_modules", ".bin", "tsx"), ["seed/run.ts"], { cwd: root, stdio: "ignore" });
  if (seeded.status !== 0) throw new Error("Loading the seed failed.");
  const { auth, db } = await import("../functions/src/lib/firebase.ts");
  const { goodAnswer } = await import("../functions/test/answer-picks.ts");
  const { startFakeVertex, vertexJudge } = await import("../functions/test/fake-vertex-server.ts");
  const fakeVertex = await startFakeVertex(() => vertexJudge);
  const env = functionsEnv();
  const vertexEnv = { ...env, SOLOSENSEI_FAKE_VERTEX_URL: fakeVertex.baseUrl };

  const builds = [
    ...(process.env.BENCH_BASELINE?.split(",").map(baselineBuild) ?? []),
    { label: "this build", lib: join(root, "functions", "lib") },
  ];

  // The bench's users, made through an instance of this build: a learner, and an admin per
  // evaluation row (each evaluates at most RUNS times, inside the Incubator's evaluation limit).
  const STEP = "1";
  const run = Date.now().toString(36);
  let made = 0;
  const setup = await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(root, "scripts", "cold-start-instance.mjs"), "app", builds.at(-1).lib],
      {
        cwd: join(root, "functions"),
        env,
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    child.stdout.once("data", (chunk) =>
      resolve({ child, url: `http://127.0.0.1:${/port (\d+)/.exec(chunk)[1]}/api` }),
    );
    child.once("exit", (code) => reject(new Error(`the setup instance exited with ${code}`)));
  });
  async function call(method, path, body, cookie) {
    const response = await fetch(`${setup.url}${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        origin: env.APP_URL,
        "idempotency-key": crypto.randomUUID(),
        ...(cookie ? { cookie: `__session=${cookie}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const cookieSet = /__session=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
    if (response.status >= 300)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return { body: await response.json(), cookie: cookieSet && decodeURIComponent(cookieSet) };
  }
  async function user(role) {
    made += 1;
    const account = {
      username: `cold_${run}_${made}`,
      email: `cold_${run}_${made}@example.test`,
      password: "Bench12345",
      name: `Cold Start ${made}`,
    };
    const registered = await call("POST", "/register", account);
    if (role === "user") return registered.cookie;
    await auth.setCustomUserClaims(registered.body.user.id, { role });
    await db.doc(`users/${registered.body.user.id}`).update({ role });
    const { cookie } = await call("POST", "/login", { username: account.username, password: account.password });
    await call("POST", `/incubator/step/${STEP}/answer`, { input: goodAnswer(STEP) }, cookie);
    return cookie;
  }
  const learner = await user("user");
  const getUser = (cookie) => (url) => fetch(`${url}/user`, { headers: { cookie: `__session=${cookie}` } });
  const evaluate = (cookie) => (url) =>
    fetch(`${url}/incubator/step/${STEP}/evaluate`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: env.APP_URL,
        "idempotency-key": crypto.randomUUID(),
        cookie: `__session=${cookie}`,
      },
      body: "{}",
    });

  const rows = [
    { label: "floor: the stack imported", args: ["stack"], env },
    { label: "floor: the stack's bare GET /api/user", args: ["bare"], env, request: getUser(learner) },
  ];
  for (const build of builds)
    rows.push({ label: `${build.label}: GET /api/user`, args: ["app", build.lib], env, request: getUser(learner) });
  for (const [provider, providerEnv] of [
    ["offline evaluator", env],
    ["fake Vertex AI", vertexEnv],
  ])
    for (const build of builds)
      rows.push({
        label: `${build.label}: first evaluation, ${provider}`,
        args: ["app", build.lib],
        env: providerEnv,
        request: evaluate(await user("admin")),
      });
  setup.child.removeAllListeners("exit");
  setup.child.kill();

  // Turn about: each round runs every row once, in an order that alternates between rounds.
  for (const row of rows) row.times = [];
  for (let round = 0; round < RUNS; round++) {
    for (const row of round % 2 ? [...rows].reverse() : rows)
      row.times.push(await instance(row.args, row.env, row.request));
    process.stdout.write(`\rround ${round + 1} of ${RUNS}`);
  }
  process.stdout.write("\n");
  await fakeVertex.close();

  const stat = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted.at(-1) };
  };
  const cell = ({ median, min, max }) =>
    `${median.toFixed(0).padStart(5)} (${min.toFixed(0)}-${max.toFixed(0)})`.padEnd(18);
  const width = Math.max(...rows.map((row) => row.label.length));
  console.log(`\nCold start: median (min-max) of ${RUNS} fresh processes`);
  console.log(`  loaded, answered: ms from the process's spawn to loaded (listening) and to its first answer`);
  console.log(
    `  CPU: the process's CPU ms by its first answer (the figure other work on the machine does not inflate)`,
  );
  console.log(`${"".padEnd(width)}  ${"loaded".padEnd(18)}  ${"answered".padEnd(18)}  CPU`);
  for (const row of rows) {
    row.answered = stat(row.times.map((time) => time.answered));
    row.cpu = stat(row.times.map((time) => time.cpu));
    const loaded = cell(stat(row.times.map((time) => time.ready)));
    console.log(`${row.label.padEnd(width)}  ${loaded}  ${cell(row.answered)}  ${cell(row.cpu)}`);
  }
  const [, floor] = rows;
  console.log(`\nGET /api/user above the floor's bare one (goal: within 100 ms), answered and CPU:`);
  for (const row of rows.filter((entry) => entry.label.endsWith("GET /api/user") && entry !== floor))
    console.log(
      `  ${row.label}: ${(row.answered.median - floor.answered.median).toFixed(0)} ms, ` +
        `${(row.cpu.median - floor.cpu.median).toFixed(0)} CPU ms`,
    );
  process.exit(0);
}
