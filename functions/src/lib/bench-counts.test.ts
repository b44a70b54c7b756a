import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { counted, type Tally } from "./bench-counts";
import { db } from "./firebase";

// bench:cost's counts must be Firestore's bill, exactly: a small scripted case against the emulator.
const dir = mkdtempSync(join(tmpdir(), "bench-counts-"));
beforeAll(() => {
  process.env.SOLOSENSEI_BENCH_COUNTS = dir;
});

/** The lines written for `label`. */
const tallies = (label: string): Tally[] =>
  readdirSync(dir)
    .flatMap((file) => readFileSync(join(dir, file), "utf8").trim().split("\n"))
    .map((line) => JSON.parse(line) as Tally)
    .filter((tally) => tally.label === label);

async function measure(work: () => Promise<unknown>) {
  const label = `case-${randomUUID()}`;
  await counted(label, work);
  const [tally, ...more] = tallies(label);
  expect(more).toEqual([]);
  return tally!;
}

describe("bench counts", () => {
  const base = `benchCounts/${randomUUID()}/docs`;
  const docs = db.collection(base);

  it("counts a single write, then document reads, found or missing, one each", async () => {
    expect(await measure(() => docs.doc("a").set({ n: 1 }))).toMatchObject({ reads: 0, writes: 1, deletes: 0 });
    const reads = await measure(async () => {
      await docs.doc("a").get();
      await docs.doc("missing").get();
      await db.getAll(docs.doc("a"), docs.doc("missing"), docs.doc("other"));
    });
    expect(reads).toMatchObject({ reads: 5, writes: 0, deletes: 0 });
  });

  it("counts a query's documents, an empty query as one, and count() per 1,000 entries", async () => {
    const batch = db.batch();
    for (const id of ["q1", "q2", "q3"]) batch.set(docs.doc(id), { n: 2 });
    batch.create(docs.doc("q4"), { n: 3 });
    batch.update(docs.doc("a"), { n: 5 });
    batch.delete(docs.doc("gone"));
    expect(await measure(() => batch.commit())).toMatchObject({ reads: 0, writes: 5, deletes: 1 });
    const reads = await measure(async () => {
      await docs.where("n", "==", 2).get();
      await docs.where("n", "==", 99).get();
      await docs.where("n", "==", 2).count().get();
    });
    expect(reads).toMatchObject({ reads: 3 + 1 + 1, countReads: 1 });
  });

  it("counts a transaction's reads and writes, and a BulkWriter's writes", async () => {
    const tally = await measure(() =>
      db.runTransaction(async (tx) => {
        await tx.get(docs.doc("a"));
        await tx.get(docs.where("n", "==", 2));
        tx.set(docs.doc("t"), { n: 4 });
        tx.delete(docs.doc("q1"));
      }),
    );
    expect(tally).toMatchObject({ reads: 1 + 3, writes: 1, deletes: 1 });
    const bulk = await measure(async () => {
      const writer = db.bulkWriter();
      void writer.set(docs.doc("b1"), { n: 6 });
      void writer.set(docs.doc("b2"), { n: 6 });
      void writer.delete(docs.doc("t"));
      await writer.close();
    });
    expect(bulk).toMatchObject({ reads: 0, writes: 2, deletes: 1 });
  });

  it("lists what a TTL policy deletes later, and the documents deleted first", async () => {
    const tally = await measure(async () => {
      await docs.doc("ttl").set({ expireAt: Timestamp.now() });
      await docs.doc("ttl2").set({ expireAt: Timestamp.now() });
      await docs.doc("ttl2").delete();
    });
    expect(tally.expiring.map((name) => name.split("/documents/")[1])).toEqual([`${base}/ttl`, `${base}/ttl2`]);
    expect(tally.deleted.map((name) => name.split("/documents/")[1])).toEqual([`${base}/ttl2`]);
    expect(tally).toMatchObject({ writes: 2, deletes: 1 });
  });

  it("counts a recursive delete's listing and deletes", async () => {
    const parent = db.doc(`benchCounts/${randomUUID()}`);
    await parent.collection("kids").doc("k1").set({ n: 1 });
    await parent.collection("kids").doc("k2").set({ n: 1 });
    const tally = await measure(() => db.recursiveDelete(parent));
    // The listing reads both children; three deletes, the parent (missing) included.
    expect(tally).toMatchObject({ reads: 2, deletes: 3 });
  });
});
