// What each view asks the API for first, started as soon as the signed-in user is known (app/start.ts):
// the answers then travel beside the view's chunks instead of after them (lib/early-requests.ts).
// Every path here is the one the view's own fetcher asks for; web/e2e/first-paint.e2e.ts checks
// that each view sends each of them once (a started answer nobody took would go out twice).
import type { LiveQueryName } from "@contract/live-queries";
import { startLive, startRequest } from "@/lib/early-requests";
import { adminStatsPath } from "@/lib/admin-stats-path";

interface FirstRequests {
  /** Live queries (contract/live-queries.ts), answered by one call. */
  live: LiveQueryName[];
  /** `GET /api{path}` calls. */
  paths: string[];
}

/** The shell's own (the profile, the inbox's three sources and the nav badge's recommendations). */
const shell = (uid: string): FirstRequests => ({
  live: ["profile", "inboxMessages", "broadcasts", "broadcastStates"],
  paths: [`/users/${encodeURIComponent(uid)}/recommendations`],
});

/** A view's own, by the first segments of its address (one per route of app/routes.tsx). */
function viewRequests(segments: string[]): Partial<FirstRequests> & { chatSessionId?: string } {
  const [first = "", second, third] = segments;
  switch (first) {
    case "":
      return { live: ["skillProgress", "learningPaths"] };
    case "learn":
      return second === "paths" && third
        ? { paths: [`/learning-paths/${encodeURIComponent(third)}/progress`] }
        : { live: ["learningPaths"] };
    case "catalogue":
      return { paths: ["/curated-videos"] };
    case "dashboard":
      return { live: ["learningPaths", "watchedVideos", "activities"] };
    case "chat":
      return { live: ["chatSessions"], chatSessionId: second };
    case "incubator":
      return second ? {} : { paths: ["/incubator/phases", "/incubator/me/progress", "/incubator/me/badges"] };
    case "admin":
      return second === "incubator"
        ? { paths: ["/admin/incubator/phases"] }
        : { paths: [adminStatsPath(), "/admin/users?sort=created"] };
    default:
      return {};
  }
}

/** Starts the first requests of the view at `pathname` for the user `uid`. */
export function startFirstRequests(pathname: string, uid: string): void {
  let segments: string[];
  try {
    segments = pathname.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return; // A malformed address: the router sends it home, which asks for itself.
  }
  const own = viewRequests(segments);
  const base = shell(uid);
  const live = startLive(uid, [...base.live, ...(own.live ?? [])]);
  for (const path of [...base.paths, ...(own.paths ?? [])]) startRequest(path);

  if (segments[0] !== "chat") return;
  // A conversation's messages come once its session is known: the addressed one, or at /chat the
  // most recent one, which the page opens (chat-sessions come newest first).
  if (own.chatSessionId) startLive(uid, ["chatMessages"], own.chatSessionId);
  else
    void live.then((results) => {
      const latest = (results?.chatSessions as { id: string }[] | undefined)?.[0];
      if (latest) startLive(uid, ["chatMessages"], latest.id);
    });
}
