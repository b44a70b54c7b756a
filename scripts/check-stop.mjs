// `npm run check:stop`: Ctrl+C stops every emulator. Runs `npm start` (without its build) twice in
// a process group of its own, sends SIGINT to the group as a terminal's Ctrl+C does, once when idle
// and once after a burst of use, and fails when the command does not end within 60 s or any
// emulator port is still open after it.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { configFile, portFree, root } from "./emulator-env.mjs";

const { ports } = configFile();

function startApp() {
  const app = spawn(process.execPath, [join(root, "scripts", "start.mjs"), "--no-build"], {
    cwd: root,
    env: process.env,
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  const ready = new Promise((resolve, reject) => {
    app.stdout.on("data", (chunk) => {
      const appUrl = /SoloSensei is ready at (\S+)/.exec(chunk.toString())?.[1];
      if (appUrl) resolve(appUrl);
    });
    app.on("exit", (code) => reject(new Error(`npm start ended before it was ready (exit code ${code})`)));
  });
  return { app, ready };
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

async function check(label, withUse) {
  const { app, ready } = startApp();
  const appUrl = await ready;
  if (withUse) await use(appUrl);
  const exited = new Promise((resolve) => app.on("exit", (code) => resolve(code)));
  process.kill(-app.pid, "SIGINT");
  const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve("timeout"), 60_000))]);
  const open = [];
  for (const [name, port] of Object.entries(ports)) if (!(await portFree(port))) open.push(`${name} ${port}`);
  const ok = code === 0 && open.length === 0;
  console.log(`${ok ? "ok" : "FAILED"}: Ctrl+C ${label}: exit ${code}, ports left open: ${open.join(", ") || "none"}`);
  return ok;
}

const results = [await check("when idle", false), await check("after use", true)];
process.exit(results.every(Boolean) ? 0 : 1);
