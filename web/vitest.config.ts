import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      // react-dom is @preact/compat (docs/decisions.md "Fast views"), which has no test-utils: Testing
      // Library's act comes from Preact's. Its ES module build is bundled by Vite, where aliases apply.
      "react-dom/test-utils": "preact/test-utils",
      "@testing-library/react": "@testing-library/react/dist/@testing-library/react.esm.js",
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
    server: { deps: { inline: ["@testing-library/react"] } },
    // Forms typed key by key with user-event take seconds on a busy 2-core CI machine.
    testTimeout: 20_000,
  },
});
