import type { User } from "@contract/auth";
import { useEffect } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { queryClient } from "@/lib/query-client";
import { SessionUserContext } from "@/lib/session-user";
import { signedInRoutes } from "./routes";

// Made at the first render for a signed-in user, not when the module loads: a visitor's landing page
// must not start the home view's chunk and first answers (app/routes.tsx).
let router: ReturnType<typeof createBrowserRouter> | undefined;
let loadedFor: string | undefined;

/** The app behind sign-in, for `user`. */
export function SignedInApp({ user }: { user: User }) {
  router ??= createBrowserRouter(signedInRoutes(queryClient));
  useEffect(() => {
    // Signed in again as someone else: their first answers, not the previous user's.
    if (loadedFor !== undefined && loadedFor !== user.id) void router?.revalidate();
    loadedFor = user.id;
  }, [user.id]);
  return (
    <SessionUserContext value={user}>
      <RouterProvider router={router} />
    </SessionUserContext>
  );
}
