import type { LiveQuery } from "@contract/live-queries";
import { lazy, Suspense, useCallback, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { ErrorBoundary } from "@/components/error-boundary";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/skip-link";
import { FollowLiveContext } from "@/lib/live-query";
import { useFocusHeadingOnNavigation } from "@/lib/route-focus";
import { routePaths } from "@/lib/route-paths";
import { useSessionUser } from "@/lib/session-user";
import { MainNav } from "./main-nav";

/** The live readers (the Firebase SDK, about 125 kB) load 5 s after the first view, in an idle moment (2 s at most). */
const LiveReaders = lazy(async () => {
  await new Promise((resolve) => setTimeout(resolve, 5000));
  // Safari has no requestIdleCallback.
  if (typeof requestIdleCallback === "function")
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));
  return import("./live-readers");
});

/**
 * Every signed-in view: the heading takes the focus on navigation; `?admin=true` selects the admin
 * view. The readers follow the live queries the views read, each while its view is mounted.
 */
export function SignedInRoot() {
  const location = useLocation();
  const user = useSessionUser();
  const [followed, setFollowed] = useState<LiveQuery[]>([]);
  const follow = useCallback((query: LiveQuery) => {
    setFollowed((queries) => [...queries, query]);
    return () => setFollowed((queries) => queries.filter((entry) => entry !== query));
  }, []);
  useFocusHeadingOnNavigation(location.pathname);
  if (new URLSearchParams(location.search).get("admin") === "true" && location.pathname !== routePaths.admin)
    return <Navigate to={routePaths.admin} replace />;
  return (
    <>
      <FollowLiveContext value={follow}>
        <Outlet />
      </FollowLiveContext>
      {/* Firebase that cannot load leaves the views with the API's answers. */}
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <LiveReaders user={user} queries={followed} />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

/** The shell (docs/decisions/021-responsive-layout.md): the main navigation beside or below the view. */
export function WithNav({ phoneNav = true }: { phoneNav?: boolean }) {
  return (
    <>
      <SkipLink />
      <MainNav phone={phoneNav} />
      <div id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none lg:pl-60 print:pl-0">
        <Outlet />
      </div>
    </>
  );
}
