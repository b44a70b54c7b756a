// `npm run backfill:learning-summaries`: counts every learner's dashboard summary again from their
// activities and watched videos (functions/src/lib/learning-summary.ts), for learners whose history
// predates it. Idempotent. Targets: seed/backfill.ts.
import { runBackfill } from "./backfill";

await runBackfill("backfill:learning-summaries", "learning summaries", async () => {
  const { backfillLearningSummaries } = await import("../functions/src/lib/learning-summary");
  return `Learning summaries written for ${await backfillLearningSummaries()} user(s).`;
});
