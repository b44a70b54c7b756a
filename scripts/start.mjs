// `npm start`: builds, starts the whole emulator suite, loads the seed, and says when the app is usable.
import { spawn } from "node:child_process";
import { join } from "node:path";
import {
  EMULATORS,
  PROJECT_ID,
  SetupError,
  descendantsOf,
  firebaseBin,
  listening,
  prepareEmulators,
  root,
} from "./emulator-env.mjs";

/** Runs a command without blocking: a Ctrl+C meanwhile must still be handled. */
function runAsync(command, args, env = process.env) {
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
// The emulators' processes (the JVMs of Firestore and Pub/Sub run in process groups of their own,
// function workers), noted once they run and again at stop: firebase-tools can exit before them,
// and they then belong to nobody.
const started = new Set();
const note = () => emulators && descendantsOf(emulators.pid).forEach((pid) => started.add(pid));
const kill = (pid, signal) => {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
};
const openPorts = async () => {
  const open = [];
  for (const [name, port] of Object.entries(ports)) if (await listening(port)) open.push(`${name} ${port}`);
  return open;
};
let stopping = null;

/**
 * Stops every emulator this command started, then exits. SIGINT to firebase-tools' process group
 * for a clean shutdown; after 12 s (its shutdown waits up to 60 s for functions still running, e.g.
 * the seed's triggers), SIGTERM and then SIGKILL to that group and every noted process. Done when
 * firebase-tools and every noted process are gone and every emulator port is closed; says which.
 */
function stop(code) {
  stopping ??= (async () => {
    const since = Date.now();
    const gone = async () =>
      (!emulators || emulators.exitCode !== null || emulators.signalCode !== null) &&
      [...started].every((pid) => !alive(pid)) &&
      !(await openPorts()).length;
    if (emulators) {
      note();
      kill(-emulators.pid, "SIGINT");
      let done = await waitUntil(gone, 12_000);
      for (const signal of ["SIGTERM", "SIGKILL"]) {
        if (done) break;
        note();
        const after = Math.round((Date.now() - since) / 1000);
        console.error(`The emulators did not stop within ${after} s: ${signal} to firebase-tools and its processes.`);
        kill(-emulators.pid, signal);
        for (const pid of started) kill(pid, signal);
        done = await waitUntil(gone, 5_000);
      }
    }
    const open = await openPorts();
    const left = [...started].filter(alive);
    if (open.length || left.length) {
      console.error(
        `Still open after SIGKILL: ports ${open.join(", ") || "none"}, processes ${left.join(" ") || "none"}.`,
      );
      code ||= 1;
    } else console.log(`Stopped: every emulator port is closed (${((Date.now() - since) / 1000).toFixed(1)} s).`);
    process.exit(code);
  })();
}

// Ctrl+C during the build, the start or the seed stops too.
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

try {
  if (!process.argv.includes("--no-build")) await runAsync("npm", ["run", "build"]);
  // After a Ctrl+C, each step waits for the stop (which exits) instead of starting more.
  if (stopping) await stopping;
  const prepared = await prepareEmulators();
  if (stopping) await stopping;
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
  const appUrl = `http://localhost:${ports.hosting}`;
  await waitFor(`http://127.0.0.1:${ports.hosting}/api/health`, 120);
  if (stopping) await stopping;
  await runAsync(join(root, "node_modules", ".bin", "tsx"), ["seed/run.ts"], {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    GCLOUD_PROJECT: PROJECT_ID,
  });
  if (stopping) await stopping;
  note();
  console.log(`SoloSensei is ready at ${appUrl}`);
} catch (error) {
  // A step cut short by Ctrl+C (the seed gets it too) is no failure to report.
  if (stopping) await stopping;
  if (error instanceof SetupError) console.error(`Cannot start SoloSensei: ${error.message}`);
  else console.error(error);
  stop(1);
}
