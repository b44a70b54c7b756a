import type { User } from "@contract/auth";
import { liveQueries } from "@contract/live-queries";
import { useState } from "react";
import { LoadingScreen } from "@/components/loading-screen";
import { useLiveAnswered } from "@/lib/live-query";
import { SessionUserContext } from "@/lib/session-user";
import { firstLiveNames } from "./first-requests";
import { AppRoutes } from "./routes";

/** How long the first view waits for its first live answers before it renders without them. */
export const FIRST_ANSWERS_WAIT_MS = 1000;

/**
 * The app behind sign-in. Views render from the API at once; Firebase loads at the first
 * interaction, only for the live listeners that keep their data current (lib/live-query.ts).
 * The first view renders once the live answers it shows first are in (app/first-requests.ts,
 * usually before this chunk is), so it renders once, in slices, rather than again as each answer
 * comes.
 */
export default function SignedInApp({ user }: { user: User }) {
  const [firstQueries] = useState(() =>
    firstLiveNames(window.location.pathname).map((name) => liveQueries[name](user)),
  );
  const answered = useLiveAnswered(firstQueries, FIRST_ANSWERS_WAIT_MS);
  return <SessionUserContext value={user}>{answered ? <AppRoutes /> : <LoadingScreen />}</SessionUserContext>;
}
