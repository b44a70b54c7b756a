import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { ErrorBoundary } from "@/components/error-boundary";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/skip-link";
import { useFocusHeadingOnNavigation } from "@/lib/route-focus";
import { routePaths } from "@/lib/route-paths";
import { useSessionUser } from "@/lib/session-user";
import { BottomNav } from "./bottom-nav";
import { useNavItems } from "./nav-items";
import { SideNav } from "./side-nav";

const LiveReaders = lazy(() => import("./live-readers"));
/** The longest the live readers wait for an idle moment after the first view has rendered. */
const LIVE_WAIT_MS = 3000;

/** True once the browser has been idle after the first render (or after LIVE_WAIT_MS at the latest). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if (typeof requestIdleCallback !== "function") {
      const timer = setTimeout(done, LIVE_WAIT_MS);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(done, { timeout: LIVE_WAIT_MS });
    return () => cancelIdleCallback(id);
  }, []);
  return idle;
}

/**
 * Every signed-in view: the heading takes the focus on navigation; `?admin=true` selects the admin
 * view. The views render from the API; once the first has painted and the browser is idle, the
 * live readers load (the Firebase SDK and reactfire) and keep what they show current.
 */
export function SignedInRoot() {
  const location = useLocation();
  const user = useSessionUser();
  const idle = useIdle();
  useFocusHeadingOnNavigation(location.pathname);
  if (new URLSearchParams(location.search).get("admin") === "true" && location.pathname !== routePaths.admin)
    return <Navigate to={routePaths.admin} replace />;
  return (
    <>
      <Outlet />
      {idle && (
        // Firebase that cannot load leaves the views with the API's answers.
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <LiveReaders user={user} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}

/**
 * The shell (docs/decisions.md "Layout"): the side navigation from 1024 px, the bottom bar below it.
 * The chat fills a phone's screen with its own back action, so it has no bottom bar.
 */
export function WithNav({ bottomBar = true }: { bottomBar?: boolean }) {
  const items = useNavItems();
  return (
    <>
      <SkipLink />
      <SideNav {...items} />
      <div id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none lg:pl-60 print:pl-0">
        <Outlet />
      </div>
      {bottomBar && <BottomNav {...items} />}
    </>
  );
}

export function AdminOnly({ children }: { children: ReactNode }) {
  return useSessionUser().role === "admin" ? children : <Navigate to={routePaths.home} replace />;
}
