import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@contract": fileURLToPath(new URL("../functions/src/contract", import.meta.url)),
      // Pure day arithmetic shared with the server (streak, consistency).
      "@shared/learning-days": fileURLToPath(new URL("../functions/src/lib/learning-days.ts", import.meta.url)),
    },
  },
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["./src/test-setup.ts"],
    // Each test starts from the same place: mocks back to how they were made, globals unstubbed.
    mockReset: true,
    unstubGlobals: true,
    // Forms typed key by key with user-event take seconds on a busy 2-core CI machine.
    testTimeout: 20_000,
  },
});
