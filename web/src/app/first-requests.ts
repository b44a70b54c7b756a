// What each view asks the API for first, started as soon as the signed-in user is known (src/boot.ts,
// app/start.ts): the answers then travel beside the view's chunks instead of after them
// (lib/early-requests.ts), and the signed-in app renders the view once they are in
// (app/first-queries.ts). Every path here is the one the view's own fetcher asks for;
// web/e2e/first-paint.e2e.ts checks that each view sends each of them once (a started answer
// nobody took would go out twice).
import type { LiveQueryName } from "@contract/live-queries";
import { startLive, startRequest } from "@/lib/early-requests";
import { adminStatsPath } from "@/lib/admin-stats-path";

/** The live queries a view can ask for first (a chat's messages wait for its session). */
export type FirstLiveName = Exclude<LiveQueryName, "chatMessages">;

/** The `GET` answers a view can show first, by the query that shows them (app/first-queries.ts). */
export type FirstGetName =
  | "recommendations"
  | "curatedVideos"
  | "pathProgress"
  | "incubatorOverview"
  | "adminStats"
  | "adminUsers"
  | "adminIncubatorPhases";

/** One `GET /api{path}`; `id` is the addressed item's, for a query that takes one. */
export interface FirstGet {
  name: FirstGetName;
  path: string;
  id?: string;
}

interface FirstRequests {
  /** Live queries (contract/live-queries.ts), answered by one call. */
  live: FirstLiveName[];
  gets: FirstGet[];
}

/** The shell's own: the profile, the inbox's three sources and the nav badge's recommendations. */
const SHELL_LIVE: FirstLiveName[] = ["profile", "inboxMessages", "broadcasts", "broadcastStates"];
const shellGets = (uid: string): FirstGet[] => [
  { name: "recommendations", path: `/users/${encodeURIComponent(uid)}/recommendations` },
];

/** A view's own, by the first segments of its address (one per route of app/routes.tsx). */
function viewRequests(segments: string[]): Partial<FirstRequests> & { chatSessionId?: string } {
  const [first = "", second, third] = segments;
  switch (first) {
    case "":
      return { live: ["skillProgress", "learningPaths"] };
    case "learn":
      return second === "paths" && third
        ? { gets: [{ name: "pathProgress", path: `/learning-paths/${encodeURIComponent(third)}/progress`, id: third }] }
        : { live: ["learningPaths"] };
    case "catalogue":
      return { gets: [{ name: "curatedVideos", path: "/curated-videos" }] };
    case "dashboard":
      return { live: ["learningPaths", "learningSummary", "activities"] };
    case "chat":
      return { live: ["chatSessions"], chatSessionId: second };
    case "incubator":
      return second ? {} : { gets: [{ name: "incubatorOverview", path: "/incubator/me/overview" }] };
    case "admin":
      return second === "incubator"
        ? { gets: [{ name: "adminIncubatorPhases", path: "/admin/incubator/phases" }] }
        : {
            gets: [
              { name: "adminStats", path: adminStatsPath() },
              { name: "adminUsers", path: "/admin/users?sort=created" },
            ],
          };
    default:
      return {};
  }
}

/** The address's segments; null for a malformed one, which the router sends home (it asks for itself). */
function segmentsOf(pathname: string): string[] | null {
  try {
    return pathname.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

const liveNamesOf = (own: Partial<FirstRequests>) => [...SHELL_LIVE, ...(own.live ?? [])];
const getsOf = (own: Partial<FirstRequests>, uid: string) => [...shellGets(uid), ...(own.gets ?? [])];

/** The live queries the shell and the view at `pathname` show first, answered by one call. */
export function firstLiveNames(pathname: string): FirstLiveName[] {
  const segments = segmentsOf(pathname);
  return segments ? liveNamesOf(viewRequests(segments)) : [];
}

/** The `GET` answers the shell and the view at `pathname` show first. */
export function firstGets(pathname: string, uid: string): FirstGet[] {
  const segments = segmentsOf(pathname);
  return segments ? getsOf(viewRequests(segments), uid) : [];
}

/** Starts the first requests of the view at `pathname` for the user `uid`. */
export function startFirstRequests(pathname: string, uid: string): void {
  const segments = segmentsOf(pathname);
  if (!segments) return;
  const own = viewRequests(segments);
  // A conversation's messages: at /chat the most recent session's (the page opens it), which the
  // same call answers along with the sessions; at /chat/{id} the addressed session's.
  const chat = segments[0] === "chat";
  startLive(uid, chat && !own.chatSessionId ? [...liveNamesOf(own), "chatMessages"] : liveNamesOf(own));
  for (const { path } of getsOf(own, uid)) startRequest(path);
  if (chat && own.chatSessionId) startLive(uid, ["chatMessages"], own.chatSessionId);
}
