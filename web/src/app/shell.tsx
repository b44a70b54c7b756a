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
/**
 * How long after the first view has rendered the live readers load: parsing the Firebase SDK (about
 * 125 kB) then never competes with the view's own first seconds, whose data the API has just sent.
 */
const LIVE_DELAY_MS = 5000;
/** The longest they then wait for an idle moment. */
const IDLE_WAIT_MS = 2000;

/** True once LIVE_DELAY_MS have passed since the first render and the browser is idle. */
function useLiveReadersDue(): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback !== "function") setDue(true);
      else idle = requestIdleCallback(() => setDue(true), { timeout: IDLE_WAIT_MS });
    }, LIVE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, []);
  return due;
}

/**
 * Every signed-in view: the heading takes the focus on navigation; `?admin=true` selects the admin
 * view. The views render from the API; a few seconds after the first has rendered, in an idle
 * moment, the live readers load (the Firebase SDK and reactfire) and keep what they show current.
 */
export function SignedInRoot() {
  const location = useLocation();
  const user = useSessionUser();
  const due = useLiveReadersDue();
  useFocusHeadingOnNavigation(location.pathname);
  if (new URLSearchParams(location.search).get("admin") === "true" && location.pathname !== routePaths.admin)
    return <Navigate to={routePaths.admin} replace />;
  return (
    <>
      <Outlet />
      {due && (
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
