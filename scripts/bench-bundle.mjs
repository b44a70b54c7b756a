// `npm run bench:bundle`: builds the web app and prints the gzip size of what the
// landing page loads before first paint, of the largest lazy chunk, and of the JavaScript each
// signed-in view loads before its first content: the entry (which holds the signed-in app and its
// router) and the view's chunk with everything they import statically. Firebase is not in it: it loads after the paint.
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
const initial = [...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]))];
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

/** A chunk and every chunk it imports statically (`import ... from "./x.js"` in the built file). */
function withStaticImports(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dist, file), "utf8");
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
    withStaticImports(`assets/${match[1]}`, seen);
  return seen;
}

const chunkOf = (name) => {
  const file = readdirSync(join(dist, "assets")).find((entry) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(entry));
  if (!file) throw new Error(`no chunk named ${name}: was it renamed? (scripts/bench-bundle.mjs)`);
  return `assets/${file}`;
};
// Each view's lazy chunk (app/routes.tsx).
const views = [
  ["home", "home-route"],
  ["learn", "learn-route"],
  ["path", "path-detail"],
  ["catalogue", "catalogue-list"],
  ["video", "video-detail"],
  ["dashboard", "dashboard-route"],
  ["profile", "profile-route"],
  ["chat", "chat-page"],
  ["incubator", "incubator-route"],
  ["admin", "admin-route"],
  ["incubator admin", "incubator-admin-route"],
  ["email admin", "email-page"],
  ["learner's incubator", "learner-incubator-page"],
];
console.log("signed-in views, JavaScript before first content (gzip):");
for (const [view, chunk] of views) {
  const files = new Set();
  for (const start of [...initial, chunkOf(chunk)]) withStaticImports(start, files);
  const kb = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(`  ${view}: ${kb.toFixed(1)} kB in ${files.size} files`);
}
