// `npm run dev`: the emulator suite (as `npm start`), functions recompiled on change
// (the functions emulator reloads them), and Vite's dev server with hot reload.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { root } from "./emulator-env.mjs";

const children = [];
const start = (command, args) => {
  const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "inherit"], env: process.env });
  children.push(child);
  return child;
};

const emulators = start("node", ["scripts/start.mjs"]);
emulators.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  if (!chunk.toString().includes("SoloSensei is ready")) return;
  start(join(root, "node_modules", ".bin", "tsc"), [
    "-w",
    "--preserveWatchOutput",
    "-p",
    "functions/tsconfig.build.json",
  ]);
  const vite = start(join(root, "node_modules", ".bin", "vite"), ["--config", "web/vite.config.ts", "web"]);
  vite.stdout.pipe(process.stdout);
});
emulators.on("exit", (code) => {
  for (const child of children) child.kill("SIGINT");
  process.exit(code ?? 0);
});
const stop = () => emulators.kill("SIGINT");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
