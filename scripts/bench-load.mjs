// `npm run bench:load`: many learners use the app at once against the emulators, over loopback
// (functions/test/load/: each learner signs in, opens home and the dashboard, watches and adds
// videos, reads and dismisses messages, asks the offline tutor and answers the Incubator; an admin
// sends broadcasts, pages the users and reads the stats). Prints per endpoint the count, p50, p95,
// p99 and the answers that were not 2xx, and the throughput; then checks what the run wrote
// (functions/test/load/integrity.ts). Exits 1 on any 5xx, unexpected 429 or integrity problem.
// Options (flags or environment): --learners N / BENCH_LEARNERS (default 50), --seconds N /
// BENCH_SECONDS (default 60), --kill-workers (every 10 s, one function worker of this run's
// emulators is killed mid-request; learners send a lost write again as the web does, and the
// emulator's own 5xx are then expected), --ai-faults (evaluations go to a fake Vertex AI that is
// down 4 s of every 15 s, answering 500 or nothing: learners get the 503 and ask again; a refused
// evaluation must write nothing, and the next try must be answered). `--watch-burst`: twenty concurrent first watches of one video
// instead, timed apart: straight on Firestore, health checks on cold workers, through the API.
import { spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { descendantsOf, processes, root, withinEmulators } from "./emulator-env.mjs";

const aiFaults = process.argv.includes("--ai-faults");
// Set before the emulators start, so their function workers inherit it: evaluations go to the
// Vertex provider aimed at this run's faulty fake, the tutor stays offline (ai/index.ts).
if (aiFaults && !process.env.SOLOSENSEI_FAKE_VERTEX_URL)
  process.env.SOLOSENSEI_FAKE_VERTEX_URL = `http://127.0.0.1:${await freePort()}`;
await withinEmulators(bench);

/** A port nothing listens on now, for the fake Vertex AI. */
function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? process.argv[index + 1] : process.env[`BENCH_${name.toUpperCase()}`];
  const number = Number(value ?? fallback);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a whole number above 0`);
  return number;
}

/** Kills one of the function workers of the emulator suite this bench runs in (firebase-tools starts another). */
function killWorker() {
  const all = processes();
  let suite = all.find((entry) => entry.pid === process.ppid);
  while (suite && !/firebase.*emulators:exec/.test(suite.args)) suite = all.find((entry) => entry.pid === suite.ppid);
  if (!suite) throw new Error("--kill-workers needs the emulator suite started by this bench");
  const workers = descendantsOf(suite.pid, all).filter((pid) =>
    /functionsEmulatorRuntime/.test(all.find((entry) => entry.pid === pid)?.args ?? ""),
  );
  const victim = workers[Math.floor(Math.random() * workers.length)];
  if (victim) process.kill(victim, "SIGKILL");
  return victim;
}

async function bench() {
  if (process.argv.includes("--watch-burst")) {
    const { watchBurst } = await import("../functions/test/load/watch-burst.ts");
    for (const line of await watchBurst(20)) console.log(line);
    return;
  }
  // The catalogue and the Incubator's steps the learners use (idempotent).
  const seeded = spawnSync(join(root, "node_modules", ".bin", "tsx"), ["seed/run.ts"], { cwd: root, stdio: "inherit" });
  if (seeded.status !== 0) throw new Error("Loading the seed failed.");
  const learners = option("learners", 50);
  const seconds = option("seconds", 60);
  const { runLoad } = await import("../functions/test/load/run.ts");
  console.log(`${learners} learners and an admin for ${seconds} s...`);
  const killing = process.argv.includes("--kill-workers");
  const killed = [];
  const disturb = killing ? async () => void killed.push(killWorker()) : undefined;
  let vertex;
  if (aiFaults) {
    const { startFaultyVertex } = await import("../functions/test/load/faulty-vertex.ts");
    vertex = await startFaultyVertex(Number(new URL(process.env.SOLOSENSEI_FAKE_VERTEX_URL).port));
  }
  const { traffic, problems, refusals } = await runLoad({ learners, seconds, disturb, workersDie: killing, aiFaults });
  await vertex?.close();
  if (killing) console.log(`killed ${killed.filter(Boolean).length} function workers during the run`);
  if (vertex) {
    const { answered, failed, hung } = vertex.calls;
    console.log(`fake Vertex AI: ${answered} calls answered, ${failed} answered 500, ${hung} never answered`);
    console.log(
      `evaluations refused with 503: ${refusals.refused}; answered on the learner's next try: ${refusals.answeredOnRetry}`,
    );
  }
  console.log(traffic.table());
  const failures = traffic.failures();
  console.log(
    `timeouts ${failures.timeouts}, 5xx ${failures.serverErrors}, evaluations' 503 ${failures.aiUnavailable}, 429 ${failures.tooMany}, contract drifts ${failures.contract}`,
  );
  console.log(
    problems.length
      ? `Integrity: ${problems.length} problems\n- ${problems.join("\n- ")}`
      : "Integrity: all checks passed",
  );
  process.exit(problems.length ? 1 : 0);
}
