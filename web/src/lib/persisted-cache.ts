// The learner's own answers across visits (never an admin's: an admin form never opens on an older
// copy), each trusted as its query's `staleTime` says (docs/decisions/024-stored-across-visits.md).
import { encodeTimestamps, reviveTimestamp } from "@contract/wire-timestamps";
import { createSyncStoragePersister } from "@tanstack/query-sync-storage-persister";
import type { QueryClient } from "@tanstack/react-query";
import { persistQueryClient, type PersistedClient } from "@tanstack/react-query-persist-client";
import { localStore } from "./local-store";
import { currentUserKey, curatedVideosKey, incubatorKey, learningPathsKey, recommendationsKey } from "./query-keys";

/** Bump when a cached shape changes, so an older cache is never read as the new one. */
const BUSTER = "3";
/** A session cookie's life: an older cache is of no use. */
const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/** The first key part of every stored answer ("live" is contract/live-queries.ts). */
const STORED_KEYS = new Set<unknown>([
  currentUserKey[0],
  "live",
  recommendationsKey("", 0)[0],
  learningPathsKey[0],
  curatedVideosKey[0],
  incubatorKey[0],
]);

const persister = createSyncStoragePersister({
  storage: localStore,
  key: "solosensei.cache",
  throttleTime: 1000,
  // Timestamps are stored tagged, and revived as what the contract's timestampSchema accepts.
  serialize: (client) => JSON.stringify(encodeTimestamps(client)),
  deserialize: (text) => JSON.parse(text, reviveTimestamp) as PersistedClient,
});

/** No answer of the previous user may show: stored or cached (the user's own entry stays). */
function forgetAnswers(client: QueryClient): void {
  void persister.removeClient();
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
}

/**
 * Signing out on this device (logout's POST and GET, account deletion): the answers go first, at
 * once, as the page may be left; then the web SDK signs out. The user is set to nobody, not
 * removed: the app's observer of a removed query would still show the signed-in views.
 */
export async function signOutLocally(client: QueryClient): Promise<void> {
  forgetAnswers(client);
  const { signOutFirebase } = await import("./firebase");
  await signOutFirebase();
  client.setQueryData(currentUserKey, null);
}

const userIdOf = (client: QueryClient) =>
  (client.getQueryData(currentUserKey) as { id: string } | null | undefined)?.id;

/** Restores the stored answers (before the first render), then stores the user's after every change. */
export async function persistQueryCache(client: QueryClient): Promise<void> {
  const [, restored] = persistQueryClient({
    queryClient: client,
    persister,
    buster: BUSTER,
    maxAge: MAX_AGE_MS,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === "success" && STORED_KEYS.has(query.queryKey[0]) && userIdOf(client) !== undefined,
    },
  });
  await restored;
  let ownerId = userIdOf(client);
  client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.query.queryKey[0] !== currentUserKey[0]) return;
    const userId = userIdOf(client);
    // Someone else (or nobody) is signed in now: no answer of the previous user may show.
    if (ownerId && userId !== ownerId) forgetAnswers(client);
    ownerId = userId;
  });
}
