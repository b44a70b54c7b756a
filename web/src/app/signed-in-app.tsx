import type { User } from "@contract/auth";
import { useEffect } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { queryClient } from "@/lib/query-client";
import { SessionUserContext } from "@/lib/session-user";
import { signedInRoutes } from "./routes";

let router: ReturnType<typeof createBrowserRouter> | undefined;
let loadedFor: string | undefined;

/** The signed-in app's router, made on first use (it starts the view's chunk and answers): never for a visitor. */
export function signedInRouter() {
  return (router ??= createBrowserRouter(signedInRoutes(queryClient)));
}

/** The app behind sign-in, for `user`. */
export function SignedInApp({ user }: { user: User }) {
  const router = signedInRouter();
  useEffect(() => {
    // Signed in again as someone else: their first answers, not the previous user's.
    if (loadedFor !== undefined && loadedFor !== user.id) void router.revalidate();
    loadedFor = user.id;
  }, [router, user.id]);
  return (
    <SessionUserContext value={user}>
      <RouterProvider router={router} />
    </SessionUserContext>
  );
}
