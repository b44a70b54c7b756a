import { defineConfig } from "vitest/config";

// Unit, API and rules tests. API and rules tests need the emulators (npm test starts them).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // zod/mini's English messages, as functions/src/index.ts sets them.
    setupFiles: ["./src/contract/zod-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // One emulator suite on two cores: files run one after another, tests inside stay independent.
    fileParallelism: false,
  },
});
