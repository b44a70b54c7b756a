// `npm start`: builds, starts the whole emulator suite, loads the seed, and says when the app is usable.
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import {
  EMULATORS,
  PROJECT_ID,
  SetupError,
  descendantsOf,
  firebaseBin,
  portFree,
  prepareEmulators,
  root,
} from "./emulator-env.mjs";

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  if (result.status !== 0) throw new SetupError(`\`${[command, ...args].join(" ")}\` failed.`);
}

/** Like run, without blocking: Ctrl+C must still reach the emulators meanwhile. */
function runAsync(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new SetupError(`\`${[command, ...args].join(" ")}\` failed.`)),
    );
  });
}

async function waitFor(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new SetupError(`The emulators did not answer at ${url} within ${seconds} s.`);
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(done, ms) {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await sleep(200)) if (await done()) return true;
  return done();
}

let emulators;
let ports = {};
// The emulators' processes (the JVMs of Firestore and Pub/Sub, function workers), noted once they
// run and again at stop: firebase-tools can exit before them, and they then belong to nobody.
const started = new Set();
const note = () => emulators && descendantsOf(emulators.pid).forEach((pid) => started.add(pid));
let stopping = null;

/**
 * Stops every emulator this command started, then exits: SIGINT to firebase-tools' process group,
 * up to 20 s for it to exit, then SIGTERM and SIGKILL to any noted process still alive, and up to
 * 10 s for every emulator port to close.
 */
function stop(code) {
  stopping ??= (async () => {
    if (emulators) {
      note();
      try {
        process.kill(-emulators.pid, "SIGINT");
      } catch {
        // Already gone.
      }
      await waitUntil(() => emulators.exitCode !== null || emulators.signalCode !== null, 20_000);
      for (const signal of ["SIGTERM", "SIGKILL"]) {
        const left = [...started].filter(alive);
        if (!left.length) break;
        for (const pid of left) process.kill(pid, signal);
        await waitUntil(() => left.every((pid) => !alive(pid)), 3_000);
      }
      const open = async () => (await Promise.all(Object.values(ports).map(portFree))).every(Boolean);
      if (!(await waitUntil(open, 10_000))) {
        const still = [];
        for (const [name, port] of Object.entries(ports)) if (!(await portFree(port))) still.push(`${name} ${port}`);
        console.error(`Ports still in use after stopping: ${still.join(", ")}.`);
        code ||= 1;
      }
    }
    process.exit(code);
  })();
}

try {
  if (!process.argv.includes("--no-build")) run("npm", ["run", "build"]);
  const prepared = await prepareEmulators();
  ports = prepared.ports;
  // A process group of its own, so stopping reaches every process firebase-tools starts.
  emulators = spawn(
    firebaseBin,
    ["emulators:start", "--only", EMULATORS, "--project", PROJECT_ID, "--config", prepared.configPath],
    { cwd: root, env: prepared.env, stdio: ["ignore", "pipe", "inherit"], detached: true },
  );
  const log = [];
  emulators.stdout.on("data", (chunk) => {
    log.push(chunk);
    if (process.env.SOLOSENSEI_VERBOSE) process.stdout.write(chunk);
  });
  emulators.on("exit", (code) => {
    if (stopping) return;
    if (code !== 0 && code !== null) {
      process.stdout.write(Buffer.concat(log));
      console.error(`The emulators stopped (exit code ${code}).`);
    }
    stop(code ?? 0);
  });
  process.on("SIGINT", () => stop(0));
  process.on("SIGTERM", () => stop(0));
  const appUrl = `http://localhost:${ports.hosting}`;
  await waitFor(`http://127.0.0.1:${ports.hosting}/api/health`, 120);
  await runAsync(join(root, "node_modules", ".bin", "tsx"), ["seed/run.ts"], {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    GCLOUD_PROJECT: PROJECT_ID,
  });
  note();
  console.log(`SoloSensei is ready at ${appUrl}`);
} catch (error) {
  if (error instanceof SetupError) console.error(`Cannot start SoloSensei: ${error.message}`);
  else console.error(error);
  stop(1);
}
