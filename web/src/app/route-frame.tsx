import { Suspense, useEffect, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { DocumentTitle } from "@/components/document-title";
import { ErrorBoundary } from "@/components/error-boundary";
import { LoadingScreen } from "@/components/loading-screen";
import { RouteError } from "@/components/route-error";
import { toastsFollowView } from "@/components/view-toasts";

/**
 * One view: its tab title, a loading screen while a part of it suspends (a lazy tab), and an error
 * boundary so that no address can blank the app. A failed view tries again at the next address, and
 * its toasts leave with it.
 */
export function RouteFrame({ title, children }: { title: string; children: ReactNode }) {
  const { pathname } = useLocation();
  useEffect(() => toastsFollowView(pathname), [pathname]);
  return (
    <>
      <DocumentTitle title={title} />
      <ErrorBoundary resetKey={pathname} fallback={(retry) => <RouteError retry={retry} />}>
        <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
      </ErrorBoundary>
    </>
  );
}
