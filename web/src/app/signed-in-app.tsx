import type { User } from "@contract/auth";
import { SessionUserContext } from "@/lib/session-user";
import { AppRoutes } from "./routes";

/**
 * The app behind sign-in. Views render from the API at once; Firebase loads after the first paint,
 * only for the live listeners that keep their data current (lib/live-query.ts).
 */
export default function SignedInApp({ user }: { user: User }) {
  return (
    <SessionUserContext value={user}>
      <AppRoutes />
    </SessionUserContext>
  );
}
