// `npm start`: builds, starts the whole emulator suite, loads the seed, and says when the app is usable.
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { EMULATORS, PROJECT_ID, SetupError, firebaseBin, prepareEmulators, root } from "./emulator-env.mjs";

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

let emulators;
try {
  if (!process.argv.includes("--no-build")) run("npm", ["run", "build"]);
  const { configPath, ports, env } = await prepareEmulators();
  emulators = spawn(
    firebaseBin,
    ["emulators:start", "--only", EMULATORS, "--project", PROJECT_ID, "--config", configPath],
    { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] },
  );
  const log = [];
  emulators.stdout.on("data", (chunk) => {
    log.push(chunk);
    if (process.env.SOLOSENSEI_VERBOSE) process.stdout.write(chunk);
  });
  emulators.on("exit", (code) => {
    if (code !== 0 && code !== null) {
      process.stdout.write(Buffer.concat(log));
      console.error(`The emulators stopped (exit code ${code}).`);
    }
    process.exit(code ?? 0);
  });
  // Ctrl+C reaches firebase-tools too (same process group); this covers a plain kill of this process.
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    emulators.kill("SIGINT");
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  const appUrl = `http://localhost:${ports.hosting}`;
  await waitFor(`http://127.0.0.1:${ports.hosting}/api/health`, 120);
  await runAsync(join(root, "node_modules", ".bin", "tsx"), ["seed/run.ts"], {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    GCLOUD_PROJECT: PROJECT_ID,
  });
  console.log(`SoloSensei is ready at ${appUrl}`);
} catch (error) {
  emulators?.kill("SIGINT");
  if (error instanceof SetupError) {
    console.error(`Cannot start SoloSensei: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
