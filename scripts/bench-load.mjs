// `npm run bench:load`: many learners use the app at once against the emulators, over loopback
// (functions/test/load/: each learner signs in, opens home and the dashboard, watches and adds
// videos, reads and dismisses messages, asks the offline tutor and answers the Incubator; an admin
// sends broadcasts, pages the users and reads the stats). Prints per endpoint the count, p50, p95,
// p99 and the answers that were not 2xx, and the throughput; then checks what the run wrote
// (functions/test/load/integrity.ts). Exits 1 on any 5xx, unexpected 429 or integrity problem.
// Options (flags or environment): --learners N / BENCH_LEARNERS (default 50), --seconds N /
// BENCH_SECONDS (default 60). `--watch-burst`: twenty concurrent first watches of one video
// instead, timed apart: straight on Firestore, health checks on cold workers, through the API.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { root, withinEmulators } from "./emulator-env.mjs";

await withinEmulators(bench);

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? process.argv[index + 1] : process.env[`BENCH_${name.toUpperCase()}`];
  const number = Number(value ?? fallback);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a whole number above 0`);
  return number;
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
  const { traffic, problems } = await runLoad({ learners, seconds });
  console.log(traffic.table());
  const failures = traffic.failures();
  console.log(
    `timeouts ${failures.timeouts}, 5xx ${failures.serverErrors}, 429 ${failures.tooMany}, contract drifts ${failures.contract}`,
  );
  console.log(
    problems.length
      ? `Integrity: ${problems.length} problems\n- ${problems.join("\n- ")}`
      : "Integrity: all checks passed",
  );
  process.exit(problems.length ? 1 : 0);
}
