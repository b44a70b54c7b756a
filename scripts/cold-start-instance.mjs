// One fresh instance for `npm run bench:cold-start` (scripts/bench-cold-start.mjs), run by plain node:
//   node scripts/cold-start-instance.mjs stack           imports the fixed stack, prints "ready"
//   node scripts/cold-start-instance.mjs bare            the stack serving a bare GET /api/user
//   node scripts/cold-start-instance.mjs app <lib dir>   <lib dir>/index.js's `api` export
// A server prints "port <n>" once it listens, then "cpu <ms>" when its first answer is sent: the
// CPU time the process has used by then (the stack prints it after "ready"), which, unlike the
// bench's clock, does not grow when other work on the machine takes the cores.
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const [mode, libDir] = process.argv.slice(2);
const functionsDir = join(fileURLToPath(import.meta.url), "..", "..", "functions");
// Resolved as the functions resolve them (functions/node_modules first: express 5).
const require = createRequire(join(libDir ? resolve(libDir) : join(functionsDir, "lib"), "index.js"));

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return ((user + system) / 1000).toFixed(1);
};

function serve(handler) {
  let first = true;
  const server = createServer((req, res) => {
    if (first) res.once("finish", () => console.log(`cpu ${cpuMs()}`));
    first = false;
    handler(req, res);
  });
  server.listen(0, "127.0.0.1", () => console.log(`port ${server.address().port}`));
}

/** What every instance of the `api` function imports whatever it serves. */
function importStack() {
  require("firebase-functions/v2/https");
  require("firebase-functions/params");
  const { initializeApp } = require("firebase-admin/app");
  const { getAuth } = require("firebase-admin/auth");
  const { getFirestore } = require("firebase-admin/firestore");
  const express = require("express");
  require("zod/mini");
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  return { auth: getAuth(app), db: getFirestore(app), express };
}

if (mode === "stack") {
  importStack();
  console.log("ready");
  console.log(`cpu ${cpuMs()}`);
} else if (mode === "bare") {
  // What the first signed-in answer needs of the stack: the session cookie checked (revocation
  // included), its session and the user read, as functions/src/http/session.ts does.
  const { auth, db, express } = importStack();
  const { onRequest } = require("firebase-functions/v2/https");
  const app = express();
  app.get("/api/user", async (req, res) => {
    const cookie = /__session=([^;]+)/.exec(req.headers.cookie ?? "")?.[1];
    const claims = await auth.verifySessionCookie(decodeURIComponent(cookie ?? ""), true);
    const session = await db.doc(`sessions/${claims.sessionId}`).get();
    const user = await db.doc(`users/${claims.uid}`).get();
    res.json({ id: claims.uid, session: session.exists, name: user.get("name") });
  });
  serve(onRequest(app));
} else if (mode === "app") {
  serve(require(join(resolve(libDir), "index.js")).api);
} else {
  console.error("Usage: node scripts/cold-start-instance.mjs stack|bare|app <functions lib dir>");
  process.exit(2);
}
