import { readFileSync } from "node:fs";
import { join } from "node:path";
import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { doc, setDoc } from "firebase/firestore";
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
