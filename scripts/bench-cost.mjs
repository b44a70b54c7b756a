// `npm run bench:cost`: what a learner costs (issue 60). Starts the emulators with the counting on
// (SOLOSENSEI_BENCH_COUNTS, inherited by the function workers: lib/bench-counts.ts), loads the
// seed, then scripts four months of four profiles through the API (functions/test/cost/): a light
// learner, a self-paced learner, a learner in a 12-week cohort, a coach. Prints per profile every
// endpoint's, trigger's, job's and listener's reads, writes, deletes, CPU and estimated tokens per
// month, and the dollars per 1,000 monthly active learners; then each scheduled job's reads beside
// 10 and 100 idle users. Exits 1 when a job's reads grow with all users, or a scripted step failed.
// Options: --only <word> (the profiles whose names hold it), --no-jobs (skips the jobs' bound).
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root, withinEmulators } from "./emulator-env.mjs";

// Set before the emulators start, so every function worker counts into it.
process.env.SOLOSENSEI_BENCH_COUNTS ??= mkdtempSync(join(tmpdir(), "bench-cost-"));
await withinEmulators(bench);

/** `--only cohort` runs the profiles whose names hold it; `--no-jobs` skips bounding the jobs. */
function option(name) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function bench() {
  const seeded = spawnSync(join(root, "node_modules", ".bin", "tsx"), ["seed/run.ts"], { cwd: root, stdio: "ignore" });
  if (seeded.status !== 0) throw new Error("Loading the seed failed.");
  const { runCost, prepare, profileTables, jobTable } = await import("../functions/test/cost/run.ts");
  const dir = process.env.SOLOSENSEI_BENCH_COUNTS;
  const { catalogue, admin, wasOpen } = await prepare();
  let report;
  try {
    report = await runCost(dir, catalogue, { only: option("only") ?? "", jobs: !process.argv.includes("--no-jobs") });
  } finally {
    await admin.client.put("/admin/incubator/launch", { open: wasOpen });
  }
  let failed = false;
  for (const profile of report.profiles) {
    const { text } = profileTables(profile);
    console.log(`\n${text}`);
    failed ||= profile.problems.length > 0;
  }
  console.log(`\n== scheduled jobs: reads per run beside 10 and 100 idle users ==\n${jobTable(report.jobs)}`);
  failed ||= report.jobs.some((job) => !job.bounded);
  console.log(
    failed
      ? "\nFAILED: see PROBLEM lines or unbounded jobs above"
      : "\nAll scripted steps answered; every job is bounded.",
  );
  process.exit(failed ? 1 : 0);
}
