// `npm run backfill:incubator-insights`: gives every Incubator step a learner reached before its
// progress kept its opening time a progress document, then rebuilds every step's Insights counters
// from learners' progress and the last days' attempts
// (functions/src/features/incubator-insights/backfill.ts). Idempotent. Targets: seed/backfill.ts.
import { runBackfill } from "./backfill";

await runBackfill("backfill:incubator-insights", "Incubator Insights' counters", async () => {
  const { backfillInsights, describeBackfill } = await import("../functions/src/features/incubator-insights/backfill");
  const { systemClock } = await import("../functions/src/lib/clock");
  return describeBackfill(await backfillInsights(systemClock));
});
