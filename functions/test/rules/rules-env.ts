import { readFileSync } from "node:fs";
import { join } from "node:path";
import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";

/** A rules test environment on the running Firestore emulator, with the project's rules. */
export async function rulesEnvironment(): Promise<RulesTestEnvironment> {
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

export const asAdmin = { role: "admin" };
