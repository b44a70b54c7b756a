import { AsyncLocalStorage } from "node:async_hooks";
import { appendFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Transform } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import { newTally, type Tally } from "./bench-tally";

// `npm run bench:cost` only (SOLOSENSEI_BENCH_COUNTS=<dir>): counts every Firestore document read,
// write and delete as Firestore bills them, per endpoint, trigger or job, and appends one line per
// invocation to <dir>/<pid>.jsonl. lib/firebase.ts loads this module only when the variable is
// set, so a deployed function neither loads nor pays for it.

export type { Tally } from "./bench-tally";

const storage = new AsyncLocalStorage<Tally>();

function flush(tally: Tally) {
  const dir = process.env.SOLOSENSEI_BENCH_COUNTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  appendFileSync(join(dir, `${process.pid}.jsonl`), `${JSON.stringify(tally)}\n`);
}

/**
 * The tally of the invocation running now. Outside one (a trigger whose wrapper was missed),
 * each operation is written alone under the function's name, so nothing goes uncounted.
 */
function current(record: (tally: Tally) => void) {
  const tally = storage.getStore();
  if (tally) return record(tally);
  const loose = newTally(`unattributed ${process.env.FUNCTION_TARGET ?? "process"}`);
  record(loose);
  flush(loose);
}

/** Ends an invocation: the CPU it used since `cpu`, and its line written. */
function close(tally: Tally, cpu: NodeJS.CpuUsage) {
  const used = process.cpuUsage(cpu);
  tally.cpuMs = (used.user + used.system) / 1000;
  flush(tally);
}

/** Runs `work` as one counted invocation named `label`, and writes its line when it ends. */
export async function counted<T>(label: string, work: () => Promise<T>): Promise<T> {
  const tally = newTally(label);
  const cpu = process.cpuUsage();
  try {
    return await storage.run(tally, work);
  } finally {
    close(tally, cpu);
  }
}

/** Express middleware: one tally per request, named by its method and route pattern. */
export function countRequest(req: Request, res: Response, next: NextFunction) {
  const tally = newTally("");
  const cpu = process.cpuUsage();
  res.on("finish", () => {
    const route = (req.route as { path?: string } | undefined)?.path;
    tally.label = `${req.method} ${route ? `/api${route}` : "(no route)"}`;
    close(tally, cpu);
  });
  storage.run(tally, next);
}

/** One AI call's characters, sent and received (ai/status.ts). */
export function countAiCall(sent: number, received: number) {
  current((tally) => {
    tally.aiCalls += 1;
    tally.aiSent += sent;
    tally.aiReceived += received;
  });
}

type Method = (this: unknown, ...args: unknown[]) => unknown;

/** Replaces `proto[name]` with `wrap(original)`. */
function patch(proto: object, name: string, wrap: (original: Method) => Method) {
  const target = proto as Record<string, Method>;
  target[name] = wrap(target[name]!);
}

interface WriteOp {
  op: () => { delete?: string; update?: { name: string; fields?: Record<string, unknown> } };
}

/** What a committed batch (a batch, a transaction, a BulkWriter's batch, a single write) costs. */
function countCommit(ops: WriteOp[]) {
  current((tally) => {
    for (const { op } of ops) {
      const write = op();
      if (write.delete) {
        tally.deletes += 1;
        tally.deleted.push(write.delete);
        continue;
      }
      tally.writes += 1;
      if (write.update?.fields?.expireAt && write.update.name) tally.expiring.push(write.update.name);
    }
  });
}

/**
 * Wraps the Admin SDK where every read and write passes: a document read (get, getAll, a
 * transaction's get) goes through DocumentReader; a query through Query._get or Query.stream; a
 * `count()` through AggregateQuery._get; every write through WriteBatch._commit.
 */
function installFirestoreCounts() {
  /* eslint-disable @typescript-eslint/no-require-imports -- the SDK's internal classes have no typed entry */
  const { DocumentReader } = require("@google-cloud/firestore/build/src/document-reader");
  const { Query } = require("@google-cloud/firestore/build/src/reference/query");
  const { AggregateQuery } = require("@google-cloud/firestore/build/src/reference/aggregate-query");
  const { WriteBatch } = require("@google-cloud/firestore/build/src/write-batch");
  /* eslint-enable @typescript-eslint/no-require-imports */

  patch(
    DocumentReader.prototype,
    "_get",
    (original) =>
      async function (this: unknown, ...args) {
        const response = (await original.apply(this, args)) as { result: unknown[] };
        // A missing document is billed as a read too.
        current((tally) => (tally.reads += response.result.length));
        return response;
      },
  );
  patch(
    Query.prototype,
    "_get",
    (original) =>
      async function (this: unknown, ...args) {
        const response = (await original.apply(this, args)) as { result: { size: number } };
        current((tally) => (tally.reads += Math.max(1, response.result.size)));
        return response;
      },
  );
  patch(
    Query.prototype,
    "stream",
    (original) =>
      function (this: unknown, ...args) {
        const stream = original.apply(this, args) as Transform;
        let documents = 0;
        stream.on("data", () => (documents += 1));
        stream.on("end", () => current((tally) => (tally.reads += Math.max(1, documents))));
        return stream;
      },
  );
  patch(
    AggregateQuery.prototype,
    "_get",
    (original) =>
      async function (this: unknown, ...args) {
        const response = (await original.apply(this, args)) as { result: { data: () => Record<string, unknown> } };
        const { count } = response.result.data();
        const reads = Math.max(1, Math.ceil((typeof count === "number" ? count : 0) / 1000));
        current((tally) => {
          tally.reads += reads;
          tally.countReads += reads;
        });
        return response;
      },
  );
  patch(
    WriteBatch.prototype,
    "_commit",
    (original) =>
      async function (this: unknown, ...args) {
        const ops = [...(this as { _ops: WriteOp[] })._ops];
        const response = await original.apply(this, args);
        countCommit(ops);
        return response;
      },
  );
}

/**
 * Wraps Firestore triggers' handlers, so each run of one is an invocation named by its function
 * (the emulator starts each function's workers with FUNCTION_TARGET). The trigger modules call
 * `onDocumentCreated` and the rest through the module's exports, so replacing them suffices.
 */
function installTriggerCounts() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- patched in place, see above
  const firestoreTriggers = require("firebase-functions/v2/firestore") as Record<string, unknown>;
  for (const name of ["onDocumentCreated", "onDocumentUpdated", "onDocumentWritten", "onDocumentDeleted"]) {
    const define = firestoreTriggers[name] as (options: unknown, handler: Method) => unknown;
    firestoreTriggers[name] = (options: unknown, handler: Method) =>
      define(options, function (this: unknown, ...args: unknown[]) {
        const label = `trigger ${process.env.FUNCTION_TARGET ?? JSON.stringify(options)}`;
        return counted(label, async () => handler.apply(this, args));
      });
  }
}

installFirestoreCounts();
installTriggerCounts();
