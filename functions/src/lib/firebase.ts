import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";

// One admin app per process, whether loaded by the functions runtime, the seed or a test.
const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? "demo-solosensei" });

export const db = getFirestore(app);

// `npm run bench:cost` counts every read and write (lib/bench-counts.ts); loaded only then.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a deployed function never loads it
if (process.env.SOLOSENSEI_BENCH_COUNTS) require("./bench-counts");
export const auth = getAuth(app);

export const isEmulator = (): boolean =>
  process.env.FUNCTIONS_EMULATOR === "true" || Boolean(process.env.FIRESTORE_EMULATOR_HOST);

/** Firestore's "document already exists" (gRPC ALREADY_EXISTS), from a create-if-absent write. */
export const isAlreadyExists = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 6;

/**
 * Runs a create-if-absent write (a `create`, or a batch of them): answers true when it wrote,
 * false when a document it creates exists already (a retry, or another caller first).
 */
export async function createdOnce(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}
