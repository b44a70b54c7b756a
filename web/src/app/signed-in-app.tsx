import type { User } from "@contract/auth";
import { useEffect } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { queryClient } from "@/lib/query-client";
import { SessionUserContext } from "@/lib/session-user";
import { signedInRoutes } from "./routes";

// The router starts as this chunk loads: the view's chunk and its first answers are on their way
// before React renders anything of the signed-in app (app/routes.tsx).
const router = createBrowserRouter(signedInRoutes(queryClient));
let loadedFor: string | undefined;

/** The app behind sign-in, for `user`. */
export default function SignedInApp({ user }: { user: User }) {
  useEffect(() => {
    // Signed in again as someone else: their first answers, not the previous user's.
    if (loadedFor !== undefined && loadedFor !== user.id) void router.revalidate();
    loadedFor = user.id;
  }, [user.id]);
  return (
    <SessionUserContext value={user}>
      <RouterProvider router={router} />
    </SessionUserContext>
  );
}
