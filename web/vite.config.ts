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

// The admin and Incubator views' own modules, with the kit's Table that only admin tabs use (the
// "back-office" chunk below): a learner's views never load them.
const BACK_OFFICE_CONTRACT =
  /[\\/]functions[\\/]src[\\/]contract[\\/](incubator[\\/](?!launch|tutor-context)[a-z-]+|admin-users|admin-stats)\.ts$/;
const BACK_OFFICE_WEB =
  /[\\/]web[\\/]src[\\/](components[\\/]table\.tsx$|features[\\/](admin|incubator)[^\\/]*[\\/]|lib[\\/]admin-stats\.ts$)/;

/** What stays shared of them (the "back-office" chunk below). */
const BACK_OFFICE_FIRST =
  /(query-keys|admin-user-cache|get-access|get-overview|get-plan|get-phase-steps|get-step|list-phases|admin-stats|list-admin-users|get-launch|get-learner-incubator)\.ts$/;

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
            // The admin and Incubator views' shared code (their schemas above all) is theirs: a
            // learner's views never load it. Their query keys, the Incubator's switch (the nav reads
            // it) and the fetchers of their first answers stay shared: app/routes.tsx asks for those
            // beside this chunk, whose schemas check them (lib/api-client.ts).
            {
              name: "back-office",
              test: (id) =>
                BACK_OFFICE_CONTRACT.test(id) ||
                BACK_OFFICE_PACKAGES.test(id) ||
                (BACK_OFFICE_WEB.test(id) && !BACK_OFFICE_FIRST.test(id)),
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
              name: "shared",
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
