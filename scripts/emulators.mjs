// `node scripts/emulators.mjs exec <command...>`: runs a command inside the whole emulator suite.
import { spawn } from "node:child_process";
import { EMULATORS, PROJECT_ID, SetupError, firebaseBin, prepareEmulators, root } from "./emulator-env.mjs";

const [mode, ...command] = process.argv.slice(2);
if (mode !== "exec" || command.length === 0) {
  console.error("Usage: node scripts/emulators.mjs exec <command...>");
  process.exit(2);
}

try {
  const { configPath, env } = await prepareEmulators();
  const child = spawn(
    firebaseBin,
    ["emulators:exec", "--only", EMULATORS, "--project", PROJECT_ID, "--config", configPath, command.join(" ")],
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
