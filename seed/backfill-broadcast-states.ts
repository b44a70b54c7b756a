// `npm run backfill:broadcast-states`: gives read/dismissed broadcast states from before
// `broadcastCreatedAt` their broadcast's time (functions/src/features/messages/backfill.ts), so the
// live inbox follows them. Idempotent. Targets: seed/backfill.ts.
import { runBackfill } from "./backfill";

await runBackfill("backfill:broadcast-states", "broadcast states", async () => {
  const { backfillBroadcastStates } = await import("../functions/src/features/messages/backfill");
  return `Broadcast times written on ${await backfillBroadcastStates()} broadcast state(s).`;
});
