// Every test suite, one after another, inside the emulator suite (see `npm test`).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { root } from "./emulator-env.mjs";

const resultsDir = join(root, ".cache", "test-results");
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const only = process.env.SOLOSENSEI_TEST_SUITES?.split(",");
const suites = [
  { name: "functions", args: ["--root", "functions"] },
  { name: "web", args: ["--root", "web"] },
  { name: "e2e", args: ["--root", "web", "--config", "vitest.e2e.config.ts"] },
].filter((suite) => !only || only.includes(suite.name));

// The browser tests use the seeded accounts and content, as a developer would see them.
const seed = spawnSync(join(root, "node_modules", ".bin", "tsx"), ["seed/run.ts"], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
if (seed.status !== 0) {
  console.error("Loading the seed failed.");
  process.exit(1);
}

/** Streams vitest's output as it comes, keeping its "Unhandled Errors" block to repeat at the end. */
function runVitest(args) {
  return new Promise((resolve) => {
    const child = spawn(join(root, "node_modules", ".bin", "vitest"), args, {
      cwd: root,
      stdio: ["inherit", "pipe", "pipe"],
      env: process.env,
    });
    let text = "";
    const keep = (stream, out) =>
      stream.on("data", (chunk) => {
        out.write(chunk);
        // Bounded: the block sits near the end, before the summary.
        text = (text + chunk.toString()).slice(-200_000);
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on("close", (status) => {
      // The CI log keeps only its tail, so the block is repeated where it is read.
      const plain = stripVTControlCharacters(text);
      const start = plain.search(/Unhandled (Errors|Rejection|Error)/);
      const unhandled = start < 0 ? "(none printed)" : plain.slice(start, start + 4_000);
      resolve({ status, unhandled });
    });
  });
}
const indent = (text) =>
  text
    .split("\n")
    .map((line) => `      ${line}`)
    .join("\n");

const extra = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
let ok = true;
// Named again at the end, so the tail of a long log says what failed.
const failures = [];
const firstLine = (text) => (text ?? "").split("\n")[0];
for (const suite of suites) {
  console.log(`\n=== ${suite.name} tests ===`);
  const output = join(resultsDir, `${suite.name}.json`);
  const run = await runVitest([
    "run",
    ...suite.args,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${output}`,
    ...extra,
  ]);
  if (run.status !== 0) ok = false;
  const failuresBefore = failures.length;
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    for (const file of report.testResults) {
      const where = `${suite.name}: ${file.name.replace(`${root}/`, "")}`;
      for (const test of file.assertionResults.filter(({ status }) => status === "failed")) {
        failures.push(`${where} > ${test.fullName}\n    ${firstLine(test.failureMessages[0])}`);
      }
      // A file that failed outside its tests (an import, setup or hook error).
      if (file.status === "failed" && !file.assertionResults.some(({ status }) => status === "failed")) {
        failures.push(`${where}\n    ${firstLine(file.message)}`);
      }
    }
  } else ok = false;
  // Vitest also fails a run on an error no test owns (an unhandled rejection after a test ended).
  if (run.status !== 0 && failures.length === failuresBefore) {
    failures.push(
      `${suite.name}: vitest exited with code ${run.status} though no test failed; its "Unhandled" errors:\n${indent(run.unhandled)}`,
    );
  }
}
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && failed === 0 ? 0 : 1);
