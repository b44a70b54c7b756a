import { lazy, Suspense, useState } from "react";
import { DocumentTitle } from "@/components/document-title";
import { LoadingScreen } from "@/components/loading-screen";
import { LandingPage } from "@/features/auth/components/landing-page";
import { useCurrentUser } from "@/lib/current-user";
import { publicPageAt } from "@/lib/route-paths";
import { SignedInApp } from "./signed-in-app";

// The signed-in app and its router load with the landing page, so a signed-in view's chunk and first
// answers are asked for one round trip sooner (docs/performance.md). The pages emailed links open
// (reset, verification, unsubscribe) are a chunk.
const PublicPagesApp = lazy(() => import("./public-pages-app"));

/** A page an emailed link opens wins, then sign-in for visitors, then the app. */
export function App() {
  const currentUser = useCurrentUser();
  const [onPublicPage, setOnPublicPage] = useState(
    () => publicPageAt(window.location.pathname, window.location.search) !== null,
  );
  if (onPublicPage)
    return (
      <Suspense fallback={<LoadingScreen />}>
        <PublicPagesApp onLeave={() => setOnPublicPage(false)} />
      </Suspense>
    );
  if (currentUser.isPending) return <LoadingScreen />;
  if (!currentUser.data)
    return (
      <>
        <DocumentTitle />
        <LandingPage />
      </>
    );
  return <SignedInApp user={currentUser.data} />;
}
