import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  type DocumentData,
  type QueryConstraint,
} from "firebase/firestore";
import { afterAll, beforeAll } from "vitest";

/** A rules test environment on the running Firestore emulator, with the project's rules. */
async function rulesEnvironment(): Promise<RulesTestEnvironment> {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080").split(":");
  return initializeTestEnvironment({
    // Its own project id: clearing data here never touches the API tests' data.
    projectId: "demo-solosensei-rules",
    firestore: {
      host: host!,
      port: Number(port),
      rules: readFileSync(join(__dirname, "../../../firestore.rules"), "utf8"),
    },
  });
}

const asAdmin = { role: "admin" };

/**
 * Opens the rules environment before a test file's tests, on an empty database holding only
 * `seed` (document path -> data, written past the rules), and closes it after them. The clients
 * it hands out read and write through the rules.
 */
export function rulesTest(seed: Record<string, Record<string, unknown>>) {
  let current: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    current = await rulesEnvironment();
    await current.clearFirestore();
    await current.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      for (const [path, data] of Object.entries(seed)) await setDoc(doc(db, path), data);
    });
  });
  afterAll(async () => {
    await current?.cleanup();
  });
  const env = () => {
    if (!current) throw new Error("The rules environment opens in beforeAll");
    return current;
  };
  return {
    /** A signed-in user's client. */
    user: (uid: string) => env().authenticatedContext(uid).firestore(),
    /** An admin's client. */
    admin: () => env().authenticatedContext("root", asAdmin).firestore(),
    /** A signed-out visitor's client. */
    visitor: () => env().unauthenticatedContext().firestore(),
  };
}

/** A client of `rulesTest`, reading and writing through the rules. */
type Firestore = ReturnType<RulesTestContext["firestore"]>;

// What a client tries, by document or collection path: assertSucceeds or assertFails judges it.
/** Reads one document. */
export const read = (db: Firestore, path: string) => getDoc(doc(db, path));
/** Lists a collection, or queries it under `constraints` (a rule that filters on a field needs the same filter). */
export const list = (db: Firestore, path: string, ...constraints: QueryConstraint[]) =>
  getDocs(query(collection(db, path), ...constraints));
/** Writes (creates or replaces) one document. */
export const write = (db: Firestore, path: string, data: DocumentData) => setDoc(doc(db, path), data);
/** Updates fields of one document. */
export const update = (db: Firestore, path: string, data: DocumentData) => updateDoc(doc(db, path), data);
/** Deletes one document. */
export const remove = (db: Firestore, path: string) => deleteDoc(doc(db, path));
