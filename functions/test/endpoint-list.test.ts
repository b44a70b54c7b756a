import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import type { RouteDefinition } from "../src/http/define-route";
import { routes } from "../src/routes";

/**
 * docs/endpoints.md is generated from the route table (src/routes.ts), so the list of endpoints a
 * newcomer reads is always the one the API serves. When a route is added, moved or changes its
 * access, this test fails until the file is regenerated:
 *
 *   cd functions && UPDATE_ENDPOINTS=1 npx vitest run test/endpoint-list.test.ts
 */

const ROOT = join(__dirname, "../..");
const ENDPOINTS = join(ROOT, "docs/endpoints.md");
const ROUTE_TABLE = join(__dirname, "../src/routes.ts");
const REGENERATE = "cd functions && UPDATE_ENDPOINTS=1 npx vitest run test/endpoint-list.test.ts";

/**
 * Where each route is declared: the module of the routes array holding it, read from the route
 * table's own imports (`import { chatRoutes } from "./features/chat/routes"`), so moving a feature
 * needs no change here.
 */
async function declaringModules(): Promise<Map<RouteDefinition, string>> {
  const source = readFileSync(ROUTE_TABLE, "utf8");
  const imports = [...source.matchAll(/import\s*\{([^}]+)\}\s*from\s*"(\.[^"]+)"/g)];
  const where = new Map<RouteDefinition, string>();
  for (const [, names = "", from = ""] of imports) {
    if (!from || from.includes("/http/")) continue;
    const module = (await import(join(__dirname, "../src", from))) as Record<string, unknown>;
    for (const name of names.split(",").map((part) => part.replace(/^\s*type\s+/, "").trim())) {
      const value = module[name];
      if (!Array.isArray(value)) continue;
      const file = relative(ROOT, join(__dirname, "../src", from)) + ".ts";
      for (const route of value as RouteDefinition[]) where.set(route, file);
    }
  }
  return where;
}

const accessOf = (route: RouteDefinition) => {
  const access = route.spec.access;
  return typeof access === "object" ? `${access.name} (feature check)` : access;
};

async function endpointList(): Promise<string> {
  const where = await declaringModules();
  const rows = routes.map(
    (route) =>
      `| ${route.method.toUpperCase()} | \`/api${route.path}\` | ${accessOf(route)} | \`${where.get(route) ?? "?"}\` |`,
  );
  return [
    "# Endpoints",
    "",
    "<!-- Generated from functions/src/routes.ts by functions/test/endpoint-list.test.ts: do not edit. -->",
    `<!-- Regenerate: ${REGENERATE} -->`,
    "",
    `Every route the API serves (${routes.length}), in the order of the route table \`functions/src/routes.ts\`.`,
    "Access: `public` anyone; `user` any signed-in user; `admin` admins only; `owner` the user named in",
    "the path only (admins included refused); `ownerOrAdmin` that user, and admins for reads; a name",
    'with "(feature check)" is a feature\'s own access check (`incubatorAccess`: admins, and learners',
    "while the Incubator's launch switch is on). A state-changing call also needs a same-site origin",
    "(docs/architecture.md).",
    "",
    "| Method | Path | Access | Declared in |",
    "| ------ | ---- | ------ | ----------- |",
    ...rows,
    "",
  ].join("\n");
}

describe("docs/endpoints.md", () => {
  it("lists every route of the route table, as generated", async () => {
    const expected = await endpointList();
    if (process.env.UPDATE_ENDPOINTS) writeFileSync(ENDPOINTS, expected);
    const actual = existsSync(ENDPOINTS) ? readFileSync(ENDPOINTS, "utf8") : "";
    expect(
      actual === expected,
      `docs/endpoints.md is not the list the route table gives. Regenerate it: ${REGENERATE}`,
    ).toBe(true);
  });

  it("knows where every route is declared", async () => {
    const where = await declaringModules();
    const unplaced = routes.filter((route) => !where.has(route)).map((route) => `${route.method} ${route.path}`);
    expect(unplaced, "routes whose routes array src/routes.ts does not import by name").toEqual([]);
  });
});
