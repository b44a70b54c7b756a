// `npm run bench:load`: many learners use the app at once against the emulators (loopback only).
// `-- --watch-burst`: twenty concurrent first watches of one video, cold then on warm workers.
import { withinEmulators } from "./emulator-env.mjs";

await withinEmulators(bench);

async function bench() {
  if (process.argv.includes("--watch-burst")) {
    const { watchBurst } = await import("../functions/test/load/watch-burst.ts");
    for (const line of await watchBurst(20)) console.log(line);
  }
}
