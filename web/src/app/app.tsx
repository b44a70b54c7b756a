import { lazy, Suspense, useState } from "react";
import { DocumentTitle } from "@/components/document-title";
import { LoadingScreen } from "@/components/loading-screen";
import { LandingPage } from "@/features/auth/components/landing-page";
import { useCurrentUser } from "@/lib/current-user";
import { isPasswordReset } from "@/lib/route-paths";
import { SignedInApp } from "./signed-in-app";

// The signed-in app and its router load with the landing page, so a signed-in view's chunk and first
// answers are asked for one round trip sooner (docs/performance.md). The reset page is a chunk.
const ResetPasswordApp = lazy(() => import("./reset-password-app"));

/** The reset page wins, then sign-in for visitors, then the app. */
export function App() {
  const currentUser = useCurrentUser();
  const [resetting, setResetting] = useState(() => isPasswordReset(window.location.pathname, window.location.search));
  if (resetting)
    return (
      <Suspense fallback={<LoadingScreen />}>
        <ResetPasswordApp onLeave={() => setResetting(false)} />
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
