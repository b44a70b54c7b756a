// A returning user sees their last answers at once (the query client keeps answers for the whole
// visit; this keeps them across visits): the query cache is stored in localStorage, restored before
// the first render and refetched behind the shown content. It belongs to one user: it is dropped
// when `GET /api/user` answers nobody or someone else, at logout and on account deletion. Only the
// learner's own views are stored: admin answers (other users, editable settings) never are, so an
// admin form never opens on an older copy.
import { encodeTimestamps, reviveTimestamp } from "@contract/wire-timestamps";
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { currentUserKey, curatedVideosKey, incubatorKey, learningPathsKey, recommendationsKey } from "./query-keys";

const STORAGE_KEY = "solosensei.cache";
/** Bump when a cached shape changes, so an older cache is never read as the new one. */
const VERSION = 1;
/** As long as a session cookie lives (14 days): an older cache is of no use. */
const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** Writes are gathered: at most one per second. */
const WRITE_DELAY_MS = 1000;

/** The first key part of every stored answer ("live" is contract/live-queries.ts). */
const STORED_KEYS = new Set<unknown>([
  currentUserKey[0],
  "live",
  recommendationsKey("")[0],
  learningPathsKey[0],
  curatedVideosKey[0],
  incubatorKey[0],
]);

interface StoredCache {
  version: number;
  savedAt: number;
  userId: string;
  state: DehydratedState;
}

const userIdOf = (client: QueryClient) =>
  (client.getQueryData(currentUserKey) as { id: string } | null | undefined)?.id;

function readStored(): StoredCache | null {
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    const stored = text ? (JSON.parse(text, reviveTimestamp) as StoredCache) : null;
    return stored?.version === VERSION && Date.now() - stored.savedAt < MAX_AGE_MS ? stored : null;
  } catch {
    return null;
  }
}

export function clearPersistedCache(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode): nothing was stored then.
  }
}

function write(client: QueryClient) {
  const userId = userIdOf(client);
  if (!userId) return clearPersistedCache();
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === "success" && STORED_KEYS.has(query.queryKey[0]),
  });
  const stored: StoredCache = { version: VERSION, savedAt: Date.now(), userId, state };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(encodeTimestamps(stored)));
  } catch {
    // Full or unavailable storage: the next visit loads from the network, as without a cache.
    clearPersistedCache();
  }
}

/**
 * Restores the stored answers (marked stale, so each is fetched again when a view uses it), then
 * stores the cache after every change. Called once, before the first render. Returns the id of the
 * user whose answers were restored, if any.
 */
export function persistQueryCache(client: QueryClient): string | undefined {
  const stored = readStored();
  if (stored) {
    hydrate(client, stored.state);
    void client.invalidateQueries({ refetchType: "none" });
  } else clearPersistedCache();

  let ownerId = stored?.userId;
  let timer: ReturnType<typeof setTimeout> | undefined;
  client.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.query.queryKey[0] === currentUserKey[0]) {
      const userId = userIdOf(client);
      // Someone else (or nobody) is signed in now: no answer of the previous user may show.
      if (ownerId && userId !== ownerId) {
        clearPersistedCache();
        client.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
      }
      ownerId = userId;
    }
    timer ??= setTimeout(() => {
      timer = undefined;
      write(client);
    }, WRITE_DELAY_MS);
  });
  return stored?.userId;
}
