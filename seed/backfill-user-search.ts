// `npm run backfill:user-search`: writes the admin search prefixes (functions/src/lib/user-search.ts)
// on every user document that lacks them or holds stale ones. Idempotent. Targets: seed/backfill.ts.
import { runBackfill } from "./backfill";

await runBackfill("backfill:user-search", "user search prefixes", async () => {
  const { backfillUserSearch } = await import("../functions/src/lib/user-search");
  return `User search prefixes written on ${await backfillUserSearch()} user document(s).`;
});
