import type { LearnerSession, LearnerSessionList } from "@contract/sessions/learner";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { sessionKey, sessionListKey } from "./query-keys";

type SessionPages = InfiniteData<LearnerSessionList, string | null>;

/** Changes one session wherever it is cached: its own view and the list's pages (upcoming or past). */
export function updateCachedSession(
  client: QueryClient,
  sessionId: string,
  change: (session: LearnerSession) => LearnerSession,
) {
  client.setQueryData<LearnerSession>(sessionKey(sessionId), (current) => current && change(current));
  const changed = (session: LearnerSession | null) => (session?.id === sessionId ? change(session) : session);
  client.setQueryData<SessionPages>(sessionListKey, (current) =>
    current
      ? {
          ...current,
          pages: current.pages.map((page) => ({
            ...page,
            upcoming: changed(page.upcoming),
            past: page.past.map((session) => changed(session)!),
          })),
        }
      : current,
  );
}
