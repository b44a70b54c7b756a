import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Decisions are records, one file each, in docs/decisions/ (docs/decisions/README.md). Code and docs
 * cite a record by its path, `docs/decisions/NNN-kebab-title.md`, so a citation can be checked:
 * this test fails on a citation of a record that does not exist, on a citation of a superseded
 * record outside the records themselves, on the retired single-file form (the old file's name
 * followed by a quoted heading), on a record missing its Date, Status, Context, Decision or
 * Consequences, on a superseded record whose successor does not exist, and on a relative link in
 * the docs that leads nowhere. Old citations are rewritten by /work/tools/cite-records.mjs.
 */

const ROOT = join(__dirname, "../..");
const RECORDS = join(ROOT, "docs/decisions");
const FOLDERS = ["functions", "web", "seed", "scripts", "docs"];
const SKIP = new Set(["node_modules", "functions/lib", "web/dist", ".git", ".cache"]);
const SCANNED = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|md|json|html|css|rules|yml|yaml)$/;

/** The retired file's name, built so that this file does not cite it. */
const RETIRED = new RegExp(String.raw`\bdecisions` + String.raw`\.md\b`, "g");
/** A record cited by path: `docs/decisions/<file>`. */
const CITED = /docs\/decisions\/([A-Za-z0-9._-]*[A-Za-z0-9_-])/g;
/** The placeholder the how-to uses (`docs/decisions/NNN-kebab-title.md`), not a citation. */
const isPlaceholder = (name: string) => name.startsWith("NNN-");
/** A record linked from another record or the index: `](NNN-title.md)`. */
const LINKED = /\]\((\d{3}-[^)\s#]+)(?:#[^)]*)?\)/g;
const RECORD_NAME = /^\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const rel = relative(ROOT, path).split(sep).join("/");
    if (SKIP.has(name) || SKIP.has(rel)) continue;
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (SCANNED.test(name)) yield rel;
  }
}

/** Every file the citations may sit in: the folders above, README.md and the root's own files. */
function scannedFiles(): string[] {
  const rootFiles = readdirSync(ROOT).filter(
    (name) => SCANNED.test(name) && name !== "package-lock.json" && statSync(join(ROOT, name)).isFile(),
  );
  return [
    ...FOLDERS.filter((folder) => existsSync(join(ROOT, folder))).flatMap((f) => [...walk(join(ROOT, f))]),
    ...rootFiles,
  ];
}

const lineOf = (text: string, index: number) => text.slice(0, index).split("\n").length;
const records = () =>
  readdirSync(RECORDS)
    .filter((name) => RECORD_NAME.test(name))
    .sort();
const read = (rel: string) => readFileSync(join(ROOT, rel), "utf8");
const statusOf = (text: string) => /^Status: (.+)$/m.exec(text)?.[1] ?? "";

describe("decision records", () => {
  const files = scannedFiles();

  it("are cited by paths that exist", () => {
    const dangling: string[] = [];
    for (const file of files) {
      const text = read(file);
      for (const match of text.matchAll(CITED)) {
        const cited = match[1] ?? "";
        if (isPlaceholder(cited)) continue;
        if (!existsSync(join(RECORDS, cited))) dangling.push(`${file}:${lineOf(text, match.index)}: ${match[0]}`);
      }
      if (!file.startsWith("docs/decisions/")) continue;
      for (const match of text.matchAll(LINKED)) {
        if (!existsSync(join(RECORDS, match[1] ?? "")))
          dangling.push(`${file}:${lineOf(text, match.index)}: ${match[0]}`);
      }
    }
    expect(dangling, "citations of records that do not exist (docs/decisions/README.md lists them)").toEqual([]);
  });

  it("are no longer cited in the retired single-file form", () => {
    const retired: string[] = [];
    for (const file of files) {
      const text = read(file);
      for (const match of text.matchAll(RETIRED)) {
        const line = (text.split("\n")[lineOf(text, match.index) - 1] ?? "").trim();
        retired.push(`${file}:${lineOf(text, match.index)}: ${line}`);
      }
    }
    expect(
      retired,
      "citations of the retired decisions file: run `node /work/tools/cite-records.mjs` from the repository root",
    ).toEqual([]);
  });

  it("are cited from code and docs only while accepted", () => {
    const superseded = new Set(
      records().filter((name) => statusOf(read(`docs/decisions/${name}`)).startsWith("superseded")),
    );
    const stale: string[] = [];
    for (const file of files) {
      if (file.startsWith("docs/decisions/")) continue;
      const text = read(file);
      for (const match of text.matchAll(CITED)) {
        if (superseded.has(match[1] ?? "")) stale.push(`${file}:${lineOf(text, match.index)}: ${match[0]}`);
      }
    }
    expect(stale, "citations of superseded records: cite their successor").toEqual([]);
  });

  it("each have a title, Date, Status, Context, Decision and Consequences", () => {
    const names = records();
    expect(names.length).toBeGreaterThan(0);
    const problems: string[] = [];
    names.forEach((name, index) => {
      const text = read(`docs/decisions/${name}`);
      const lack = (what: string) => problems.push(`${name}: ${what}`);
      if (Number(name.slice(0, 3)) !== index + 1)
        lack(`numbered ${name.slice(0, 3)}, expected ${String(index + 1).padStart(3, "0")}`);
      if (!/^# \S/.test(text)) lack("no title (# ...) on its first line");
      if (!/^Date: \d{4}-\d{2}-\d{2}$/m.test(text)) lack("no `Date: YYYY-MM-DD`");
      const status = statusOf(text);
      if (status !== "accepted" && !/^superseded by \[\d{3}\]\(\d{3}-[^)]+\.md\)$/.test(status))
        lack("status is neither `accepted` nor `superseded by [NNN](NNN-....md)`");
      const successor = /^superseded by \[(\d{3})\]\(((\d{3})-[^)]+\.md)\)$/.exec(status);
      if (successor) {
        if (successor[1] !== successor[3]) lack(`successor link text ${successor[1]} names another file`);
        if (!existsSync(join(RECORDS, successor[2] ?? ""))) lack(`successor ${successor[2]} does not exist`);
        else if (successor[2] === name) lack("superseded by itself");
      }
      for (const section of ["Context", "Decision", "Consequences"])
        if (!new RegExp(`^## ${section}\\s*\\n\\s*\\S`, "m").test(text)) lack(`no (or an empty) "## ${section}"`);
    });
    expect(problems).toEqual([]);
  });

  it("are all listed in docs/decisions/README.md, with their status", () => {
    const index = read("docs/decisions/README.md");
    const missing = records().filter((name) => {
      const row = index.split("\n").find((line) => line.startsWith(`| [${name.slice(0, 3)}](${name})`));
      return !row || !row.includes(statusOf(read(`docs/decisions/${name}`)));
    });
    expect(missing, "records missing from the index, or listed with another status").toEqual([]);
  });
});

describe("relative links in the docs", () => {
  it("lead to files that exist", () => {
    const docs = [...walk(join(ROOT, "docs")), "README.md"].filter((file) => file.endsWith(".md"));
    const broken: string[] = [];
    for (const file of docs) {
      const text = read(file);
      for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = (match[1] ?? "").split("#")[0];
        if (!target || /^[a-z]+:/i.test(target) || isPlaceholder(target)) continue;
        if (!existsSync(resolve(dirname(join(ROOT, file)), target)))
          broken.push(`${file}:${lineOf(text, match.index)}: ${match[0]}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
