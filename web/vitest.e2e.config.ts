import { defineConfig } from "vitest/config";

// Browser flows against the Hosting emulator (npm test starts it), one file at a time.
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // The emulated backends answer in hundreds of milliseconds on a busy 2-core host, not tens.
    expect: { poll: { timeout: 15_000 } },
  },
});
