// `node scripts/emulators.mjs exec [--only auth,firestore] <command...>`: runs a command inside the
// emulator suite (the whole suite unless --only names some of it).
import { spawn } from "node:child_process";
import { EMULATORS, PROJECT_ID, SetupError, firebaseBin, prepareEmulators, root } from "./emulator-env.mjs";

const [mode, ...rest] = process.argv.slice(2);
const only = rest[0] === "--only" ? rest[1] : EMULATORS;
const command = rest[0] === "--only" ? rest.slice(2) : rest;
if (mode !== "exec" || command.length === 0 || !only) {
  console.error("Usage: node scripts/emulators.mjs exec [--only auth,firestore] <command...>");
  process.exit(2);
}

try {
  const { configPath, env } = await prepareEmulators(only);
  const child = spawn(
    firebaseBin,
    ["emulators:exec", "--only", only, "--project", PROJECT_ID, "--config", configPath, command.join(" ")],
    { cwd: root, env, stdio: "inherit" },
  );
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} catch (error) {
  if (error instanceof SetupError) {
    console.error(`Cannot start the emulators: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
