import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";
import { defineConfig } from "vitest/config";

/** The emulator's local parameter and secret values: in-process calls read them as the functions do. */
const localValues = (file: string) => parseEnv(readFileSync(join(__dirname, file), "utf8"));

// Unit, API and rules tests. API and rules tests need the emulators (npm test starts them).
export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.ts"],
    // zod/mini's English messages, as functions/src/index.ts sets them.
    setupFiles: ["./src/contract/zod-setup.ts"],
    env: { ...localValues(".env.demo-solosensei"), ...localValues(".secret.local") },
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // One emulator suite on two cores: files run one after another, tests inside stay independent.
    fileParallelism: false,
  },
});
