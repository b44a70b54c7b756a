import type { SessionBrief } from "@contract/sessions/brief";
import type { QueryClient } from "@tanstack/react-query";
import { sessionBriefKey } from "./query-keys";

/** Changes the cached brief in place after a coach's write, so the page follows without a refetch. */
export function updateBrief(client: QueryClient, sessionId: string, change: (brief: SessionBrief) => SessionBrief) {
  client.setQueryData<SessionBrief>(sessionBriefKey(sessionId), (brief) => brief && change(brief));
}
