// `npm run bench:instance`: the API as one production instance serves it, beside the emulator.
// The built `api` export runs in ONE Node process under @google-cloud/functions-framework (its
// rawBody and request limits), pinned to one core with `taskset`, against this suite's Firestore
// and Auth emulators (triggers stay in the functions emulator); no FUNCTIONS_EMULATOR is set, and
// the parameters and the secret come from functions/.env.demo-solosensei and functions/.secret.local.
// `bench:load`'s learners drive it with at most 80 requests in flight (functions/test/load/instance.ts),
// then each endpoint is hammered alone to read the instance's CPU per request (scripts/instance-probe.mjs);
// the same learners then go through the functions emulator (the Hosting URL, as bench:load).
// Options (flags or environment): --learners 50,100,200 / BENCH_LEARNERS, --seconds N / BENCH_SECONDS
// (default 60), --phase-seconds N (each endpoint alone, default 8), --no-emulator (the instance only),
// --cpu-prof (the instance writes a V8 CPU profile to .cache/cpu-prof/ when it stops), --source DIR
// (another build of the functions to run as the instance, e.g. a copy of functions/ from before a
// change, so two builds are measured turn about in one emulator suite).
// Exits 1 on any 5xx, unexpected 429 or integrity problem.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { portOffset, root, withinEmulators } from "./emulator-env.mjs";

const CLIENT = "--client";

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0
    ? process.argv[index + 1]
    : (process.env[`BENCH_${name.replace("-", "_").toUpperCase()}`] ?? fallback);
}

function whole(name, fallback) {
  const number = Number(option(name, fallback));
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a whole number above 0`);
  return number;
}

/** One target's run, in a process of its own: APP_URL (api-client.ts) is read once, at import. */
async function client() {
  const { runTarget } = await import("../functions/test/load/instance.ts");
  const report = await runTarget({
    learners: whole("learners", 50),
    seconds: whole("seconds", 60),
    phaseSeconds: whole("phase-seconds", 8),
    probeUrl: option("probe", undefined),
  });
  const { writeFileSync } = await import("node:fs");
  writeFileSync(option("out"), JSON.stringify(report));
}

/** `KEY=value` lines of a dotenv file, comments left out. */
function dotenv(path) {
  return Object.fromEntries(
    readFileSync(path, "utf8")
      .split("\n")
      .filter((line) => /^\s*[A-Z_][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")).trim(), line.slice(line.indexOf("=") + 1).trim()]),
  );
}

/** The one instance: functions-framework on `port`, its probe on `port + 1`, on core 1. */
async function startInstance(port, cpuProfile, source) {
  if (spawnSync("taskset", ["-V"]).error)
    throw new Error("`taskset` (util-linux) is needed to pin the instance to one core");
  const env = {
    ...process.env,
    ...dotenv(join(root, "functions", ".env.demo-solosensei")),
    ...dotenv(join(root, "functions", ".secret.local")),
    GCLOUD_PROJECT: process.env.GCLOUD_PROJECT ?? "demo-solosensei",
    BENCH_PROBE_PORT: String(port + 1),
    NODE_ENV: "production",
  };
  // Production sets neither; tsx's loader is for this script, not the instance.
  delete env.FUNCTIONS_EMULATOR;
  delete env.NODE_OPTIONS;
  const profiling = cpuProfile ? ["--cpu-prof", `--cpu-prof-dir=${join(root, ".cache", "cpu-prof")}`] : [];
  const framework = join(root, "node_modules", "@google-cloud", "functions-framework", "build", "src", "main.js");
  mkdirSync(join(root, ".cache"), { recursive: true });
  const log = join(root, ".cache", `bench-instance-${portOffset}.log`);
  const child = spawn(
    "taskset",
    [
      "-c",
      "1",
      process.execPath,
      ...profiling,
      "--import",
      pathToFileURL(join(root, "scripts", "instance-probe.mjs")).href,
      framework,
      "--target=api",
      `--source=${source}`,
      `--port=${port}`,
    ],
    { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] },
  );
  const { createWriteStream } = await import("node:fs");
  const out = createWriteStream(log);
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`The instance stopped at start; see ${log}`);
    const ok = await fetch(`http://localhost:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 100) throw new Error(`The instance did not answer within 30 s; see ${log}`);
    await sleep(300);
  }
  return {
    url: `http://localhost:${port}`,
    probe: `http://127.0.0.1:${port + 1}`,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}

/** Runs one target in its own client process and answers its report. */
function runClient(appUrl, learners, seconds, phaseSeconds, probe) {
  const out = join(tmpdir(), `bench-instance-${process.pid}-${appUrl.replace(/\W/g, "")}-${learners}.json`);
  const args = [
    ...process.execArgv,
    process.argv[1],
    CLIENT,
    "--learners",
    String(learners),
    "--seconds",
    String(seconds),
  ];
  args.push("--phase-seconds", String(phaseSeconds), "--out", out, ...(probe ? ["--probe", probe] : []));
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, SOLOSENSEI_APP_URL: appUrl },
  });
  if (result.status !== 0) throw new Error(`The load against ${appUrl} failed`);
  const report = JSON.parse(readFileSync(out, "utf8"));
  rmSync(out);
  return report;
}

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows.map((row) => row.map((cell, column) => String(cell).padEnd(widths[column])).join("  ")).join("\n");
}

const fixed = (value, digits = 1) => (value === undefined ? "-" : value.toFixed(digits));

function printRun(instance, emulator) {
  console.log(`\n=== ${instance.learners} learners, ${instance.seconds} s, at most 80 requests in flight ===`);
  const header = ["endpoint", "inst n", "req/s", "p50", "p95", "p99", "not 2xx"];
  if (emulator) header.push("| emu n", "req/s", "p50", "p95", "p99", "not 2xx");
  const endpoints = [...new Set([...instance.mixed, ...(emulator?.mixed ?? [])].map((row) => row.endpoint))].sort();
  const cells = (row) =>
    row ? [row.count, fixed(row.perSecond), row.p50, row.p95, row.p99, row.other] : ["-", "-", "-", "-", "-", "-"];
  const rows = endpoints.map((endpoint) => {
    const mine = instance.mixed.find((row) => row.endpoint === endpoint);
    const theirs = emulator?.mixed.find((row) => row.endpoint === endpoint);
    const line = [endpoint, ...cells(mine)];
    if (emulator) line.push(`| ${cells(theirs)[0]}`, ...cells(theirs).slice(1));
    return line;
  });
  console.log(table([header, ...rows]));
  const summary = (name, report) =>
    `${name}: ${report.requests} requests, ${fixed(report.perSecond)} requests/s; ` +
    `timeouts ${report.failures.timeouts}, 5xx ${report.failures.serverErrors}, emulator's 5xx ${report.failures.emulatorErrors}, ` +
    `429 ${report.failures.tooMany}, contract drifts ${report.failures.contract}; ` +
    (report.problems.length ? `integrity: ${report.problems.length} problems` : "integrity: all checks passed");
  console.log(summary("instance", instance));
  console.log(
    `instance CPU, mixed: ${fixed(instance.mixedCpuMs, 2)} ms per request, its core ${fixed((instance.mixedCpuMs * instance.perSecond) / 10, 0)}% busy; ` +
      `peak memory (maxRSS) ${fixed(instance.maxRssMib, 0)} MiB`,
  );
  if (emulator) {
    console.log(summary("emulator", emulator));
    console.log(
      "emulator CPU: not measured (a worker process per concurrent request, started and ended by the emulator, beside its own Auth and Hosting work)",
    );
  }
  console.log("\nEach endpoint alone on the instance (80 in flight, 20 users):");
  console.log(
    table([
      ["endpoint", "n", "req/s", "p50", "p95", "p99", "CPU ms/req", "not 2xx"],
      ...instance.phases.map((row) => [
        row.endpoint,
        row.count,
        fixed(row.perSecond),
        row.p50,
        row.p95,
        row.p99,
        fixed(row.cpuMs, 2),
        row.other,
      ]),
    ]),
  );
  for (const report of [instance, emulator].filter(Boolean))
    for (const problem of report.problems.slice(0, 10)) console.log(`- ${problem}`);
}

/** What the one-process run still does as the emulator would (FIRESTORE_EMULATOR_HOST makes isEmulator() true). */
const EMULATOR_LEFTOVERS = [
  "the Incubator's launch switch and cohort membership are read on every request (no 30 s memory)",
  "per-IP limits are off, and the client address is X-Forwarded-For's left-most entry",
  "loopback Origins are allowed on writes; the session cookie is not Secure; no HSTS header",
  "an unknown contract drift throws (define-route.ts) instead of being logged",
  "Firestore and Auth are the emulators over loopback (no network, no TLS), Vertex AI is the offline provider",
];

async function bench() {
  const seeded = spawnSync(join(root, "node_modules", ".bin", "tsx"), ["seed/run.ts"], { cwd: root, stdio: "inherit" });
  if (seeded.status !== 0) throw new Error("Loading the seed failed.");
  const learnerCounts = String(option("learners", "50,100,200"))
    .split(",")
    .map((count) => Number(count));
  if (learnerCounts.some((count) => !Number.isInteger(count) || count < 1))
    throw new Error("--learners must be whole numbers above 0, comma-separated");
  const seconds = whole("seconds", 60);
  const phaseSeconds = whole("phase-seconds", 8);
  const withEmulator = !process.argv.includes("--no-emulator");
  const source = option("source", "functions");
  const instance = await startInstance(5080 + portOffset, process.argv.includes("--cpu-prof"), source);
  let failed = false;
  try {
    for (const learners of learnerCounts) {
      console.log(`${learners} learners on the instance (${source} at ${instance.url}, pinned to core 1)...`);
      const mine = runClient(instance.url, learners, seconds, phaseSeconds, instance.probe);
      let theirs;
      if (withEmulator) {
        console.log(`${learners} learners through the functions emulator (${process.env.SOLOSENSEI_APP_URL})...`);
        theirs = runClient(process.env.SOLOSENSEI_APP_URL, learners, seconds, phaseSeconds);
      }
      printRun(mine, theirs);
      failed ||= [mine, theirs]
        .filter(Boolean)
        .some((report) => report.problems.length || report.failures.serverErrors || report.failures.tooMany);
    }
  } finally {
    await instance.stop();
  }
  console.log("\nEmulator behaviours left in the one-process run:");
  for (const line of EMULATOR_LEFTOVERS) console.log(`- ${line}`);
  process.exit(failed ? 1 : 0);
}

if (process.argv.includes(CLIENT)) await client();
else await withinEmulators(bench);
