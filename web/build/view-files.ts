// The boot script (src/boot.ts) starts a signed-in view's chunks while the main script is still
// downloading. This build step gives it what it needs: its own small file, run first, and the list
// of files each view needs beyond the main script, written into index.html.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin, Rollup } from "vite";
import { VIEW_FILES_ID, type ViewFiles } from "../src/app/view-names";

const src = fileURLToPath(new URL("../src", import.meta.url));
const viewChunksFile = join(src, "app/view-chunks.ts");
const bootFile = join(src, "boot.ts");

/**
 * The boot script's modules, in a file of their own. Were any of them in the main script's file,
 * the boot script would wait for all of it; the build fails then (see below), naming the module
 * to add here.
 */
export const bootChunk = {
  name: "boot",
  test: /[\\/]web[\\/]src[\\/](boot|app[\\/](view-names|first-requests)|lib[\\/](early-requests|route-paths|admin-stats-path|time-zone))\.ts$/,
  priority: 3,
};

// `home: lazyComponent(() => import("./home-route"))` and `signedInApp = lazyComponent(...)`.
const LAZY_IMPORT = /(\w+)(?::| =) lazyComponent\(\(\) => import\("([^"]+)"\)\)/g;

/** Each lazy chunk of app/view-chunks.ts by name, as its module's path without the extension. */
function lazyModules(): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, name, specifier] of readFileSync(viewChunksFile, "utf8").matchAll(LAZY_IMPORT)) {
    const path = specifier!.startsWith("@/") ? join(src, specifier!.slice(2)) : join(src, "app", specifier!);
    modules.set(name!, path);
  }
  if (!modules.has("signedInApp") || modules.size < 2)
    throw new Error(`view-files: no lazy chunks found in ${viewChunksFile}; has their form changed?`);
  return modules;
}

export function viewFiles(): Plugin {
  let base = "/";
  return {
    name: "solosensei:view-files",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((out): out is Rollup.OutputChunk => out.type === "chunk");
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        /** A chunk's file and every file it imports, however deep. */
        const withImports = (chunk: Rollup.OutputChunk, files = new Set<string>()) => {
          if (files.has(chunk.fileName)) return files;
          files.add(chunk.fileName);
          for (const file of chunk.imports) withImports(byFile.get(file)!, files);
          return files;
        };
        const boot = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === bootFile);
        const main = chunks.find((chunk) => chunk.isEntry && chunk !== boot);
        if (!boot || !main) throw new Error("view-files: the build has no boot or main entry");
        const bootFiles = withImports(boot);
        if (bootFiles.has(main.fileName))
          throw new Error(
            `view-files: src/boot.ts imports a module that is in the main script's file (${main.fileName}), so ` +
              "it would wait for all of it. Add that module to bootChunk in build/view-files.ts.",
          );
        const loaded = new Set([...withImports(main), ...bootFiles]);
        const modules = lazyModules();
        const filesOf = (name: string, also: Set<string>) => {
          const chunk = chunks.find(
            (candidate) => candidate.facadeModuleId?.replace(/\.tsx?$/, "") === modules.get(name),
          );
          if (!chunk) throw new Error(`view-files: no chunk for ${name} (${modules.get(name)})`);
          return [...withImports(chunk)].filter((file) => !loaded.has(file) && !also.has(file));
        };
        const signedIn = filesOf("signedInApp", new Set());
        const listed: ViewFiles = { signedIn: signedIn.map((file) => base + file) };
        for (const name of modules.keys())
          if (name !== "signedInApp")
            (listed as Record<string, string[]>)[name] = filesOf(name, new Set(signedIn)).map((file) => base + file);
        return {
          html,
          tags: [
            {
              tag: "script",
              attrs: { type: "application/json", id: VIEW_FILES_ID },
              // JSON in a script element: a '<' could end it early.
              children: JSON.stringify(listed).replaceAll("<", "\\u003c"),
              injectTo: "head",
            },
            // async: it runs as soon as it is in, not after the main script (module scripts keep order).
            { tag: "script", attrs: { type: "module", async: true, src: base + boot.fileName }, injectTo: "head" },
          ],
        };
      },
    },
  };
}
