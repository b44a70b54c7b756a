import type { BroadcastDoc } from "../../contract/messages";
import { broadcastStatePages, readBroadcastCreatedAt, saveBroadcastTimes } from "./repository";

/**
 * `npm run backfill:broadcast-states`: gives each read/dismissed state written before
 * `broadcastCreatedAt` existed its broadcast's time, so the live inbox (which follows the states
 * of the newest broadcasts by that field) sees it. A state whose broadcast is gone is left alone:
 * no inbox shows it. Idempotent; answers how many states it wrote.
 */
export async function backfillBroadcastStates(pageSize = 300): Promise<number> {
  const times = new Map<string, BroadcastDoc["createdAt"] | null>();
  const broadcastTime = async (id: string) => {
    if (!times.has(id)) times.set(id, (await readBroadcastCreatedAt(id)) ?? null);
    return times.get(id)!;
  };
  let written = 0;
  for await (const docs of broadcastStatePages(pageSize)) {
    const states: Parameters<typeof saveBroadcastTimes>[0] = [];
    for (const doc of docs) {
      if (doc.get("broadcastCreatedAt")) continue;
      const broadcastCreatedAt = await broadcastTime(doc.id);
      const uid = doc.ref.parent.parent?.id;
      if (!broadcastCreatedAt || !uid) continue;
      states.push({ uid, broadcastId: doc.id, broadcastCreatedAt });
    }
    await saveBroadcastTimes(states);
    written += states.length;
  }
  return written;
}
