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
    // The signed-in chunk carries the Firebase SDK; the landing page stays small (npm run bench:bundle).
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      treeshake: {
        // reactfire's single bundle imports every Firebase product; only auth and firestore are used.
        moduleSideEffects: (id: string) =>
          !/node_modules\/(firebase|@firebase)\/(database|storage|functions|remote-config|performance|analytics)/.test(
            id,
          ) && !/node_modules\/reactfire\//.test(id),
      },
    },
  },
});
