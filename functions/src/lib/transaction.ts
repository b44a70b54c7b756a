import type { Firestore, Transaction } from "firebase-admin/firestore";
import { db } from "./firebase";

const ATTEMPTS = 3;

/**
 * `firestore.runTransaction`, also retried when the Firestore emulator has closed the transaction.
 * The emulator breaks a lock cycle between two transactions (two admins demoting each other at
 * once) by closing one, whose next read then fails with INVALID_ARGUMENT "Transaction is invalid
 * or closed." (firebase-tools#4473), which the Admin SDK does not retry: a 500 in local use and a
 * flaky test. Production Firestore answers ABORTED there, which the SDK retries itself.
 */
export async function runTransaction<T>(update: (tx: Transaction) => Promise<T>, firestore: Firestore = db) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await firestore.runTransaction(update);
    } catch (error) {
      if (attempt >= ATTEMPTS || !closedByEmulator(error)) throw error;
    }
  }
}

const closedByEmulator = (error: unknown) =>
  (error as { code?: unknown }).code === 3 && /Transaction is invalid or closed/.test(String(error));
