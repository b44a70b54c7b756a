// `npm run check:stop`: Ctrl+C stops every emulator. Runs `npm start` in a process group of its own
// and sends SIGINT to the group as a terminal's Ctrl+C does: during the build, during the start,
// during the seed, at the ready line (several times, the race there does not show every time), when
// idle and after a burst of use. Fails when any emulator port is still open 30 s after the SIGINT or
// the command does not end by then. `-- --ready-tries N` sets the tries at the ready line (5),
// `-- --only ready` runs only those.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { configFile, listening, root } from "./emulator-env.mjs";

const { ports } = configFile();
const option = (name, fallback) => process.argv[process.argv.indexOf(name) + 1] ?? fallback;
const readyTries = process.argv.includes("--ready-tries") ? Number(option("--ready-tries")) : 5;
const only = process.argv.includes("--only") ? option("--only") : null;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const openPorts = async () => {
  const open = [];
  for (const [name, port] of Object.entries(ports)) if (await listening(port)) open.push(`${name} ${port}`);
  return open;
};

/** Starts `npm start` and resolves `at` when its output matches `moment` (a RegExp). */
function startApp(build, moment) {
  const app = spawn(process.execPath, [join(root, "scripts", "start.mjs"), ...(build ? [] : ["--no-build"])], {
    cwd: root,
    env: process.env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const at = new Promise((resolve, reject) => {
    const read = (chunk) => {
      output += chunk;
      const match = moment.exec(output);
      if (match) resolve(match[1]);
    };
    app.stdout.on("data", read);
    app.stderr.on("data", read);
    read("");
    app.on("exit", (code) => reject(new Error(`npm start ended before the moment to stop (exit ${code}):\n${output}`)));
  });
  at.catch(() => {});
  return { app, at, output: () => output };
}

/** A burst of use: signed-out and signed-in reads on every worker the burst starts. */
async function use(appUrl) {
  const login = await fetch(`${appUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: appUrl },
    body: JSON.stringify({ username: "learner", password: "Learner12345" }),
  });
  const cookie = /__session=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0] ?? "";
  await Promise.all(
    Array.from({ length: 8 }, (_, index) =>
      fetch(`${appUrl}/api/${index % 2 ? "user" : "health"}`, { headers: { cookie } }).then((r) => r.arrayBuffer()),
    ),
  );
}

const READY = /SoloSensei is ready at (\S+)/;
const seconds = [];

/** One Ctrl+C at `moment`, after `before` (given the app's URL when ready); ok when all ports close within 30 s. */
async function check(label, { build = false, moment = READY, before = async () => {} }) {
  const { app, at, output } = startApp(build, moment);
  await before(await at);
  const exited = new Promise((resolve) => app.on("exit", (code) => resolve(code)));
  const sent = Date.now();
  process.kill(-app.pid, "SIGINT");
  let open = await openPorts();
  while (open.length && Date.now() - sent < 30_000) open = await sleep(200).then(openPorts);
  const closedAfter = (Date.now() - sent) / 1000;
  const code = await Promise.race([exited, sleep(Math.max(0, 30_000 - (Date.now() - sent))).then(() => "timeout")]);
  if (code === "timeout") process.kill(-app.pid, "SIGKILL");
  const ok = code === 0 && open.length === 0;
  if (!open.length) seconds.push(closedAfter);
  const said = output()
    .split("\n")
    .filter((line) => /did not stop|Stopped|Still open/.test(line))
    .join(" / ");
  console.log(
    `${ok ? "ok" : "FAILED"}: Ctrl+C ${label}: exit ${code}, ` +
      (open.length
        ? `ports open 30 s later: ${open.join(", ")}`
        : `every port closed after ${closedAfter.toFixed(1)} s`) +
      ` (it said: ${said})`,
  );
  // So the next case finds its ports free: what was left open may still close by itself.
  while (open.length && Date.now() - sent < 120_000) open = await sleep(1_000).then(openPorts);
  if (!ok)
    console.log(
      `  ${open.length ? `still open 120 s later: ${open.join(", ")}` : `closed after ${((Date.now() - sent) / 1000).toFixed(0)} s`}`,
    );
  return ok;
}

const cases = [
  ...Array.from({ length: readyTries }, (_, index) => [`at the ready line (${index + 1}/${readyTries})`, {}]),
  ["during the build", { build: true, moment: /(> .*build)/ }],
  // Four seconds in, firebase-tools is loading the emulators (it takes 10 s or more).
  ["during the start", { moment: /()/, before: () => sleep(4_000) }],
  ["during the seed", { moment: /( {2}seed: )/ }],
  ["when idle", { before: () => sleep(5_000) }],
  ["after use", { before: use }],
].filter(([label]) => !only || label.includes(only));
const results = [];
for (const [label, options] of cases) results.push(await check(label, options));
seconds.sort((a, b) => a - b);
if (seconds.length)
  console.log(
    `Ctrl+C until every port closed: min ${seconds[0].toFixed(1)} s, median ${seconds[Math.floor(seconds.length / 2)].toFixed(1)} s, max ${seconds.at(-1).toFixed(1)} s`,
  );
console.log(`${results.filter(Boolean).length} of ${results.length} stopped cleanly.`);
process.exit(results.every(Boolean) ? 0 : 1);
