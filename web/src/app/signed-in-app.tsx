import type { User } from "@contract/auth";
import { useState } from "react";
import { LoadingScreen } from "@/components/loading-screen";
import { useFirstAnswers } from "@/lib/first-answers";
import { SessionUserContext } from "@/lib/session-user";
import { firstAnswers } from "./first-queries";
import { AppRoutes } from "./routes";

/** How long the first view waits for its first answers before it renders without them. */
export const FIRST_ANSWERS_WAIT_MS = 1000;

/**
 * The app behind sign-in. Views render from the API at once; Firebase loads at the first
 * interaction, only for the live listeners that keep their data current (lib/live-query.ts).
 * The first view renders once the answers it shows first are in (app/first-queries.ts, usually
 * before this chunk is), so it renders once, in slices, rather than again as each answer comes.
 */
export default function SignedInApp({ user }: { user: User }) {
  const [answers] = useState(() => firstAnswers(window.location.pathname, user));
  const answered = useFirstAnswers(answers, FIRST_ANSWERS_WAIT_MS);
  return <SessionUserContext value={user}>{answered ? <AppRoutes /> : <LoadingScreen />}</SessionUserContext>;
}
