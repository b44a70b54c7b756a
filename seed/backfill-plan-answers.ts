// `npm run backfill:plan-answers`: gives each Incubator step passed before the business plan
// existed the answer of its latest passing attempt (functions/src/domain/incubator/writer.ts),
// so the plan shows it. Idempotent. Targets: seed/backfill.ts.
import { runBackfill } from "./backfill";

await runBackfill("backfill:plan-answers", "business plan answers", async () => {
  const { backfillPassedAnswers } = await import("../functions/src/domain/incubator/writer");
  return `Plan answers written for ${await backfillPassedAnswers()} step(s).`;
});
