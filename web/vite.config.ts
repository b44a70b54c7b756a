import tailwindcss from "@tailwindcss/vite";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// react-router's package exports name only its development build, whose warnings and checks cost
// about 100 ms of a phone's first paint. The build takes its production files instead.
const reactRouter = dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouter, "dist/production/index.mjs") },
  { find: /^react-router\/dom$/, replacement: join(reactRouter, "dist/production/dom-export.mjs") },
];

// `npm run dev` passes the Hosting emulator's address; otherwise it is 5000 + the port offset.
const apiTarget =
  process.env.SOLOSENSEI_APP_URL?.replace("localhost", "127.0.0.1") ??
  `http://127.0.0.1:${5000 + Number(process.env.SOLOSENSEI_PORT_OFFSET ?? 0)}`;

// The back office: the admin views and the Incubator's. Their code lives in files and folders named
// admin* or incubator* (features/admin*/, features/incubator*/, contract/incubator/,
// contract/admin-*.ts, app/admin-route.tsx, ...): only those views' routes import them. The cohorts'
// contract counts too: a learner's views load it only lazily, with their cohort week.
// The coach side of one-to-one sessions counts as the admin panel's: features/coach-hours and
// coach-sessions, and the coach's contract (contract/sessions/coach.ts, brief.ts). Their code is
// loaded lazily below app/admin-route.tsx and the brief's route, never by a learner's views.
const SESSIONS_COACH_LAYOUT =
  /[\\/](web[\\/]src[\\/]features[\\/]coach-(hours|sessions)[\\/]|functions[\\/]src[\\/]contract[\\/]sessions[\\/](coach|brief)\.ts$)/;
const BACK_OFFICE_LAYOUT = new RegExp(
  `${/[\\/](web[\\/]src|functions[\\/]src[\\/]contract)[\\/]([^\\/]+[\\/])*(admin|incubator|cohorts)[^\\/]*([\\/]|\.tsx?$)/.source}|${SESSIONS_COACH_LAYOUT.source}`,
);
// Of those, the admin panel's (app/admin-route.tsx, features/admin*/, contract/admin-*.ts,
// lib/admin-stats.ts) and the Incubator's as learners and coaches read it.
const ADMIN_LAYOUT = new RegExp(
  `${/[\\/](web[\\/]src[\\/](app|lib|features)|functions[\\/]src[\\/]contract)[\\/]admin[^\\/]*([\\/]|\.tsx?$)/.source}|${SESSIONS_COACH_LAYOUT.source}`,
);
const COACH_LAYOUT = /[\\/]web[\\/]src[\\/]features[\\/]incubator(-coach)?[\\/]/;
const SOURCE = /[\\/](web|functions)[\\/]src[\\/]/;

/** The paged lists of the admin tabs (TanStack Query's infinite queries); a learner's views have none. */
const BACK_OFFICE_PACKAGES =
  /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/].*[\\/](infiniteQueryObserver|useInfiniteQuery)\.js$/;

/**
 * reactfire's one file (rxfire inlined) and the Firebase packages it imports for hooks the app
 * never calls (Realtime Database, Storage, Functions, Remote Config): none is marked free of side
 * effects, so the chunk that loads reactfire kept all four (docs/decisions/028-live-reads-through-reactfire.md).
 */
const REACTFIRE_UNUSED =
  /[\\/]node_modules[\\/](reactfire|(@?firebase)[\\/](database|storage|functions|remote-config))[\\/]/;

type ModuleGraph = {
  getModuleInfo(id: string): { isEntry: boolean; importers: string[]; dynamicImporters: string[] } | null;
};

/** Whether the entry reaches `id` through static imports: it loads with the entry, whoever else uses it. */
function loadsWithEntry(id: string, graph: ModuleGraph, memo = new Map<string, boolean>()): boolean {
  if (memo.has(id)) return memo.get(id)!;
  memo.set(id, false);
  const info = graph.getModuleInfo(id);
  const result = !!info && (info.isEntry || info.importers.some((importer) => loadsWithEntry(importer, graph, memo)));
  memo.set(id, result);
  return result;
}

/**
 * Whether only modules of `layout` use `id`: the entry does not load it, and every module that
 * imports it (statically or lazily) is of `layout` by its place or by this rule (the kit's Table, the
 * plan's Markdown, ...). A view outside `layout` (its lazy route) never loads it.
 */
function usedOnlyBy(layout: RegExp, id: string, graph: ModuleGraph, memo = new Map<string, boolean>()): boolean {
  if (memo.has(id)) return memo.get(id)!;
  memo.set(id, false);
  const info = graph.getModuleInfo(id);
  const importers = info ? [...info.importers, ...info.dynamicImporters] : [];
  const result =
    !!info &&
    !loadsWithEntry(id, graph) &&
    importers.length > 0 &&
    importers.every((importer) => layout.test(importer) || usedOnlyBy(layout, importer, graph, memo));
  memo.set(id, result);
  return result;
}

/** Whether a module of `layout` imports `id` statically, directly or through others (or `id` is of it). */
function reachedBy(layout: RegExp, id: string, graph: ModuleGraph, memo = new Map<string, boolean>()): boolean {
  if (memo.has(id)) return memo.get(id)!;
  memo.set(id, false);
  const result =
    layout.test(id) ||
    !!graph.getModuleInfo(id)?.importers.some((importer) => reachedBy(layout, importer, graph, memo));
  memo.set(id, result);
  return result;
}

/**
 * The chunk of what only the back office uses (null: it stays shared), so that a view loads what it
 * needs and little more: "paged-lists" the infinite queries' code (the admin panel's, the coach's and
 * the Incubator admin's lists), "back-office" what the admin panel uses,
 * "incubator" what only the Incubator's views use (the learner's, the coach's, the Incubator
 * admin's). What both the admin panel and the learner's or coach's Incubator use is shared: in
 * either chunk it would make the other view load both.
 */
function backOfficeChunk(id: string, graph: ModuleGraph) {
  if (BACK_OFFICE_PACKAGES.test(id)) return "paged-lists";
  if (!usedOnlyBy(BACK_OFFICE_LAYOUT, id, graph)) return null;
  if (!reachedBy(ADMIN_LAYOUT, id, graph)) return "incubator";
  return reachedBy(COACH_LAYOUT, id, graph) ? null : "back-office";
}

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss()],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      { find: "@contract", replacement: fileURLToPath(new URL("../functions/src/contract", import.meta.url)) },
      // Pure day arithmetic shared with the server (streak, consistency).
      {
        find: "@shared/learning-days",
        replacement: fileURLToPath(new URL("../functions/src/lib/learning-days.ts", import.meta.url)),
      },
      ...(command === "build" ? reactRouterProduction : []),
    ],
  },
  // `npm run dev`: hot reload, with /api sent to the Hosting emulator (which rewrites to the function).
  server: { proxy: { "/api": { target: apiTarget, changeOrigin: false } } },
  build: {
    target: "es2022",
    rolldownOptions: {
      // Storage, Functions and Remote Config drop out (13 kB gzip of the readers' chunk); Realtime
      // Database stays, held by rxfire's top-level table of its listeners.
      treeshake: { moduleSideEffects: [{ test: REACTFIRE_UNUSED, sideEffects: false }] },
      // "use client" marks server-component boundaries, which a single-page app does not have.
      onLog(level, log, handler) {
        if (log.code === "MODULE_LEVEL_DIRECTIVE") return;
        handler(level, log);
      },
      output: {
        codeSplitting: {
          groups: [
            // What only the back office uses and two of its views share (their schemas above all) is
            // theirs, by where it lives and who imports it (backOfficeChunk): a learner's views never
            // load it. What the entry loads of it (the loaders app/routes.tsx names, the Incubator's
            // switch the nav reads) stays shared: the loaders ask for their answers beside these
            // chunks, whose schemas check them (lib/api-client.ts).
            {
              name: backOfficeChunk,
              test: (id) => SOURCE.test(id) || BACK_OFFICE_PACKAGES.test(id),
              includeDependenciesRecursively: false,
              minShareCount: 2,
              priority: 4,
            },
            // The app code the entry and the signed-in views share, with the packages it uses
            // (react-router, zod, TanStack Query), is one file beside the entry, which imports it, so
            // the HTML asks for both at once. The views' shared code is in it too, rather than a
            // round trip later. Firebase stays apart: it loads once the first view has painted
            // (app/live-readers.tsx).
            {
              name: (id, graph) => (backOfficeChunk(id, graph) ? null : "shared"),
              test: (id) =>
                /[\\/](web|functions)[\\/]src[\\/]/.test(id) &&
                !/src[\\/](lib[\\/]firebase\.ts|app[\\/]live-readers\.tsx)$/.test(id),
              minShareCount: 2,
              priority: 3,
            },
            // The rest of what the entry loads (react-dom above all) stays in the entry.
            { name: "index", tags: ["$initial"], priority: 2 },
          ],
        },
      },
    },
  },
}));
