// What the live-read tests share: the user they read for, and a view of that user's chat
// sessions through useLiveQuery (lib/live-query.ts), its status and titles as text.
import { liveQueries, type LiveQueryUser } from "@contract/live-queries";
import { useLiveQuery } from "@/lib/live-query";

export const liveUser: LiveQueryUser = { id: "ada", createdAt: "2026-01-01T00:00:00.000Z" };

export function SessionTitles() {
  const { status, data } = useLiveQuery(liveQueries.chatSessions(liveUser));
  return (
    <p>
      sessions {status}: {data.map((entry) => entry.title).join(", ")}
    </p>
  );
}
