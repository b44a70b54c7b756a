import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// A new instance of any function loads functions/src/index.ts before its first answer
// (docs/performance.md "Cold starts"): what only some requests need loads on those requests, and
// the triggers load only when read. Checked in a fresh node process, as an instance starts.
const ON_DEMAND = [
  "@google/genai",
  "ics",
  "wink-nlp",
  "wink-eng-lite-web-model",
  "wordpos",
  "franc-min",
  "@react-email",
  "react-dom",
  "temporal-polyfill",
];

const script = `
const entry = require("./src/index.ts");
const loaded = Object.keys(require.cache);
console.log(JSON.stringify({ loaded, exported: Object.keys(entry), triggers: Object.keys(require("./src/triggers.ts")) }));
`;
const started: { loaded: string[]; exported: string[]; triggers: string[] } = JSON.parse(
  execFileSync(process.execPath, ["--import", "tsx", "-e", script], { cwd: join(__dirname, ".."), encoding: "utf8" }),
);
const files = started.loaded.map((file) => file.split("\\").join("/"));
/** Whether a package (or any of a scope's) was loaded. */
const packageLoaded = (name: string) => files.some((file) => file.includes(`/node_modules/${name}/`));

describe("requiring the entry point", () => {
  it("loads the app and its fixed stack", () => {
    expect(packageLoaded("express")).toBe(true);
    expect(packageLoaded("firebase-admin")).toBe(true);
    expect(files.some((file) => file.endsWith("/src/routes.ts"))).toBe(true);
  });

  it.each(ON_DEMAND)("does not load %s", (name) => {
    expect(packageLoaded(name)).toBe(false);
  });

  it("loads no trigger's module", () => {
    expect(files.filter((file) => /\/src\/(triggers|features\/[^/]+\/triggers?)\.ts$/.test(file))).toEqual([]);
  });

  it("still exports `api` and every trigger by name", () => {
    expect(started.triggers.length).toBeGreaterThan(0);
    expect(started.exported.sort()).toEqual(["api", ...started.triggers].sort());
  });
});
