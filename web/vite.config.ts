import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// `npm run dev` passes the Hosting emulator's address; otherwise it is 5000 + the port offset.
const apiTarget =
  process.env.SOLOSENSEI_APP_URL?.replace("localhost", "127.0.0.1") ??
  `http://127.0.0.1:${5000 + Number(process.env.SOLOSENSEI_PORT_OFFSET ?? 0)}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@contract": fileURLToPath(new URL("../functions/src/contract", import.meta.url)),
      // Pure day arithmetic shared with the server (streak, consistency).
      "@shared/learning-days": fileURLToPath(new URL("../functions/src/lib/learning-days.ts", import.meta.url)),
    },
  },
  // `npm run dev`: hot reload, with /api sent to the Hosting emulator (which rewrites to the function).
  server: { proxy: { "/api": { target: apiTarget, changeOrigin: false } } },
  build: {
    target: "es2022",
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the landing page loads stays as it is (npm run bench:bundle)...
            { name: "index", tags: ["$initial"], priority: 2 },
            // ...and the app code the signed-in views share comes in one chunk rather than twenty
            // small ones, each a round trip before a view can show anything. Firebase stays apart:
            // it loads at the first interaction (lib/live-query.ts).
            {
              name: "signed-in",
              test: (id) =>
                /[\\/](web|functions)[\\/]src[\\/]/.test(id) &&
                !/src[\\/]lib[\\/](firebase|live-listener)\.ts$/.test(id),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
