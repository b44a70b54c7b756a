// `npm run bench:bundle`: builds the web app and prints the gzip size of what the
// landing page loads before first paint, and of the largest lazy chunk.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "./emulator-env.mjs";

const BUDGET_KB = 200;
const dist = join(root, "web", "dist");
const build = spawnSync("npm", ["run", "build", "-w", "web"], { cwd: root, stdio: "ignore" });
if (build.status !== 0) {
  console.error("web build failed");
  process.exit(1);
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const html = readFileSync(join(dist, "index.html"), "utf8");
// Entry script plus its modulepreloads: everything fetched before first paint.
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
const initialKb = initial.reduce((sum, file) => sum + gzipKb(file), 0);
const chunks = readdirSync(join(dist, "assets"))
  .filter((file) => file.endsWith(".js") && !initial.includes(`assets/${file}`))
  .map((file) => ({ file, kb: gzipKb(`assets/${file}`) }))
  .sort((a, b) => b.kb - a.kb);

console.log(`landing page JavaScript: ${initialKb.toFixed(1)} kB gzip (${initial.join(", ")}), budget ${BUDGET_KB} kB`);
if (chunks[0]) console.log(`largest route chunk: ${chunks[0].kb.toFixed(1)} kB gzip (${chunks[0].file})`);
console.log(
  `lazy chunks: ${chunks.length}, ${chunks.reduce((sum, chunk) => sum + chunk.kb, 0).toFixed(1)} kB gzip in all`,
);
