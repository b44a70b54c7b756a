import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LIVE_QUERY_NAMES, liveQueries, type LiveQuery } from "../../src/contract/live-queries";
import { newTally, type Tally } from "../../src/lib/bench-tally";
import { summed } from "./counts";
import { RULE_READS } from "./listeners";

const tally = (label: string, fields: Partial<Tally>): Tally => ({ ...newTally(label), ...fields });

describe("bench:cost's sums", () => {
  it("adds the invocations of a label, and counts a TTL delete for each expiring document left", () => {
    const dir = mkdtempSync(join(tmpdir(), "cost-counts-"));
    const lines = [
      tally("POST /api/login", { reads: 2, writes: 1, cpuMs: 5, expiring: ["sessions/a"] }),
      tally("POST /api/login", { reads: 3, writes: 1, cpuMs: 7, expiring: ["sessions/b"] }),
      tally("POST /api/logout", { deletes: 1, deleted: ["sessions/a"] }),
      tally("trigger emailOnAccountCreated", { writes: 1, expiring: ["mail/x", "mail/x"] }),
    ];
    writeFileSync(
      join(dir, "1.jsonl"),
      lines
        .slice(0, 2)
        .map((line) => JSON.stringify(line))
        .join("\n") + "\n",
    );
    writeFileSync(
      join(dir, "2.jsonl"),
      lines
        .slice(2)
        .map((line) => JSON.stringify(line))
        .join("\n") + "\n",
    );
    const sums = summed(dir);
    expect(sums.get("POST /api/login")).toMatchObject({ calls: 2, reads: 5, writes: 2, cpuMs: 12, ttlDeletes: 1 });
    expect(sums.get("POST /api/logout")).toMatchObject({ calls: 1, deletes: 1, ttlDeletes: 0 });
    // One document written twice with expireAt is deleted by TTL once.
    expect(sums.get("trigger emailOnAccountCreated")).toMatchObject({ ttlDeletes: 1 });
  });
});

describe("the listeners' rule reads", () => {
  const rules = readFileSync(join(__dirname, "../../../firestore.rules"), "utf8");
  const user = { id: "u1", createdAt: "2026-01-01T00:00:00.000Z" };

  /** The `allow read` condition of the rule matching the live query's path. */
  function readRule(live: LiveQuery): string {
    const path = live.kind === "document" ? live.path.slice(0, -1) : live.spec.path;
    const segments = path.map((segment, index) => (index % 2 ? String.raw`\{\w+\}` : segment));
    const full = new RegExp(String.raw`match /${segments.join("/")}/\{\w+\} \{\s*allow read: if ([^;]+);`);
    const nested = new RegExp(String.raw`match /${path.at(-1)}/\{\w+\} \{\s*allow read: if ([^;]+);`);
    const found = full.exec(rules) ?? nested.exec(rules);
    if (!found) throw new Error(`no rule for ${path.join("/")}`);
    return found[1]!;
  }

  it("are the get() and exists() calls of each live query's rule", () => {
    for (const name of LIVE_QUERY_NAMES) {
      const live = name === "chatMessages" ? liveQueries.chatMessages(user, "s1") : liveQueries[name](user);
      const calls = readRule(live).match(/\b(get|exists)\(/g)?.length ?? 0;
      expect(RULE_READS[name], name).toBe(calls);
    }
  });
});
