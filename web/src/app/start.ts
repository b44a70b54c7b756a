import { startRequest } from "@/lib/early-requests";
import { isPasswordReset } from "@/lib/route-paths";
import { startFirstRequests } from "./first-requests";
import { signedInApp, viewAt } from "./view-chunks";

/**
 * Runs before React's first render (main.tsx). It asks who is signed in (the answer index.html
 * preloads) and, for a signed-in user, starts the signed-in chunk, the view's chunk and the view's
 * first requests at once, side by side, rather than after React has rendered that answer.
 * `getCurrentUser` then takes the same response (lib/early-requests.ts); a visitor loads nothing more.
 * A returning user's views render from the stored cache (lib/persisted-cache.ts) and refetch as they
 * mount, so for `storedUserId` all of it starts without waiting for the answer.
 */
export function startApp({ pathname, search }: { pathname: string; search: string }, storedUserId?: string): void {
  if (isPasswordReset(pathname, search)) return;
  const startFor = (uid: string) => {
    void signedInApp.preload();
    void viewAt(pathname).preload();
    startFirstRequests(pathname, uid);
  };
  if (storedUserId) startFor(storedUserId);
  void startRequest("/user")
    .then((response) => (response.ok ? (response.clone().json() as Promise<{ id?: unknown }>) : null))
    .then(
      (user) => {
        // Someone else than the stored user: theirs were started for nothing, and are never taken.
        if (typeof user?.id === "string" && user.id !== storedUserId) startFor(user.id);
      },
      // The app asks again (getCurrentUser) and shows what it gets.
      () => undefined,
    );
}
