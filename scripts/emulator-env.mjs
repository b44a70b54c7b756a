// Prepares everything `firebase emulators:*` needs on this machine, or says what is missing.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const PROJECT_ID = "demo-solosensei";
export const EMULATORS = "auth,firestore,functions,hosting,pubsub";

const GCLOUD_FIRESTORE_JAR = "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";
const GCLOUD_PUBSUB_BINARY = "/usr/lib/google-cloud-sdk/platform/pubsub-emulator/bin/cloud-pubsub-emulator";

export class SetupError extends Error {}

/** Port offset, so several checkouts can run their emulator suites side by side. */
export const portOffset = Number(process.env.SOLOSENSEI_PORT_OFFSET ?? 0);

function checkJava() {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (result.error || result.status !== 0)
    throw new SetupError(
      "Java is not installed. The Firestore and Pub/Sub emulators need Java 11 or newer (e.g. `apt-get install openjdk-17-jre-headless`).",
    );
}

/**
 * Google Cloud CLI's Firestore emulator JAR has no Main-Class, so firebase-tools
 * cannot `java -jar` it; a tiny wrapper JAR with a manifest fixes that. Without the
 * Cloud CLI, firebase-tools downloads its own JARs (on a machine with internet).
 */
function firestoreWrapperJar() {
  if (!existsSync(GCLOUD_FIRESTORE_JAR)) return null;
  const dir = join(root, ".cache", "emulators");
  const jar = join(dir, "firestore-wrapper.jar");
  if (existsSync(jar)) return jar;
  mkdirSync(dir, { recursive: true });
  const manifest = join(dir, "MANIFEST.MF");
  writeFileSync(
    manifest,
    "Manifest-Version: 1.0\n" +
      "Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\n" +
      `Class-Path: file:${GCLOUD_FIRESTORE_JAR}\n`,
  );
  try {
    execFileSync("jar", ["cfm", jar, manifest], { cwd: dir, stdio: "pipe" });
  } catch {
    throw new SetupError(
      "The `jar` tool of a JDK is needed to wrap Google Cloud CLI's Firestore emulator (e.g. `apt-get install openjdk-17-jdk-headless`).",
    );
  }
  return jar;
}

export function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** Whether something listens on `port`: a connection, so two probes never take the port from each other. */
export function listening(port) {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

// Fetch and browsers refuse these ports (the Fetch standard's "bad ports"), e.g. 6000 for offset 1000.
const BAD_PORTS = new Set([4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);

/**
 * The Hosting emulator applies firebase.json's headers, so the web app's CSP must name the
 * emulators the browser talks to (Auth and Firestore, on ports that move with the offset);
 * HSTS is dropped, the emulator serves plain http.
 */
function emulatorHeaders(config, ports) {
  const emulatorOrigins = [ports.auth, ports.firestore].flatMap((port) => [
    `http://127.0.0.1:${port}`,
    `http://localhost:${port}`,
  ]);
  for (const rule of config.hosting.headers) {
    rule.headers = rule.headers
      .filter((header) => header.key !== "Strict-Transport-Security")
      .map((header) =>
        header.key === "Content-Security-Policy"
          ? {
              ...header,
              value: header.value
                .split("; ")
                .map((directive) =>
                  /^(connect-src|frame-src) /.test(directive) ? `${directive} ${emulatorOrigins.join(" ")}` : directive,
                )
                .join("; "),
            }
          : header,
      );
  }
}

/** firebase.json for the emulators: every port moved by the offset, and headers for local hosts. */
export function configFile() {
  const config = JSON.parse(readFileSync(join(root, "firebase.json"), "utf8"));
  const ports = {};
  for (const [name, settings] of Object.entries(config.emulators)) {
    if (typeof settings !== "object" || !settings.port) continue;
    settings.port += portOffset;
    while (BAD_PORTS.has(settings.port)) settings.port += 10;
    ports[name] = settings.port;
    if (settings.websocketPort) settings.websocketPort += portOffset;
  }
  emulatorHeaders(config, ports);
  const path = join(root, `.firebase-offset-${portOffset}.json`);
  writeFileSync(path, JSON.stringify(config, null, 2));
  return { path, ports };
}

const PORT_NAMES = {
  auth: "Auth emulator",
  firestore: "Firestore emulator",
  functions: "Functions emulator",
  hosting: "Hosting emulator",
  pubsub: "Pub/Sub emulator",
  hub: "Emulator hub",
  logging: "Emulator logging",
  eventarc: "Eventarc emulator",
  tasks: "Cloud Tasks emulator",
};

/** Everything needed to launch firebase-tools (`only`: which emulators): the config path, its ports and environment. */
export async function prepareEmulators(only = EMULATORS) {
  checkJava();
  if (!existsSync(join(root, "node_modules", "firebase-tools")))
    throw new SetupError("Dependencies are missing. Run `npm install` first.");
  const needs = only.split(",");
  if (
    (needs.includes("functions") && !existsSync(join(root, "functions", "lib", "index.js"))) ||
    (needs.includes("hosting") && !existsSync(join(root, "web", "dist", "index.html")))
  )
    throw new SetupError("The app is not built. Run `npm run build` first.");
  const { path, ports } = configFile();
  for (const [name, port] of Object.entries(ports)) {
    if (!(await portFree(port)))
      throw new SetupError(
        `Port ${port} (${PORT_NAMES[name] ?? name}) is already in use. Stop whatever uses it, or set SOLOSENSEI_PORT_OFFSET to move every port.`,
      );
  }
  const env = { ...process.env, SOLOSENSEI_APP_URL: `http://localhost:${ports.hosting}` };
  const jar = process.env.FIRESTORE_EMULATOR_BINARY_PATH ? null : firestoreWrapperJar();
  if (jar) env.FIRESTORE_EMULATOR_BINARY_PATH = jar;
  if (!process.env.PUBSUB_EMULATOR_BINARY_PATH && existsSync(GCLOUD_PUBSUB_BINARY))
    env.PUBSUB_EMULATOR_BINARY_PATH = GCLOUD_PUBSUB_BINARY;
  return { configPath: path, ports, env };
}

export const firebaseBin = join(root, "node_modules", ".bin", "firebase");

/**
 * Runs `main` inside the emulator suite (`only`: which emulators): at once when this process already
 * runs in it (FIRESTORE_EMULATOR_HOST is set), else by starting the suite around this same script.
 */
export async function withinEmulators(main, only = EMULATORS) {
  if (process.env.FIRESTORE_EMULATOR_HOST) return main();
  const child = spawn(
    process.execPath,
    // With this process's loader flags (tsx's), so a script that imports TypeScript runs the same.
    [
      join(root, "scripts", "emulators.mjs"),
      "exec",
      "--only",
      only,
      ["node", ...process.execArgv, process.argv[1], ...process.argv.slice(2)]
        .map((arg) => JSON.stringify(arg))
        .join(" "),
    ],
    { cwd: root, stdio: "inherit", env: process.env },
  );
  child.on("exit", (code) => process.exit(code ?? 1));
}

/** The processes on this machine, from `ps` (Linux and macOS): pid, parent pid and command line. */
export function processes() {
  return spawnSync("ps", ["-A", "-o", "pid=,ppid=,args="], { encoding: "utf8" })
    .stdout.trim()
    .split("\n")
    .map((line) => {
      const [, pid, ppid, args] = /^\s*(\d+)\s+(\d+)\s?(.*)$/.exec(line) ?? [];
      return { pid: Number(pid), ppid: Number(ppid), args: args ?? "" };
    });
}

/** Every process below `pid`. */
export function descendantsOf(pid, all = processes()) {
  const found = [];
  for (let queue = [pid]; queue.length;) {
    const parent = queue.shift();
    const next = all.filter((entry) => entry.ppid === parent).map((entry) => entry.pid);
    found.push(...next);
    queue.push(...next);
  }
  return found;
}
