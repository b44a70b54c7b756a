import { Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { DocumentTitle } from "@/components/document-title";
import { LoadingScreen } from "@/components/loading-screen";
import { LandingPage } from "@/features/auth/components/landing-page";
import { ResetPasswordPage } from "@/features/auth/components/reset-password-page";
import { useCurrentUser } from "@/lib/current-user";
import { dropStartedRequests } from "@/lib/early-requests";
import { useLoaded } from "@/lib/lazy-component";
import { isPasswordReset } from "@/lib/route-paths";
import { signedInApp as SignedInApp, viewAt } from "./view-chunks";

/** The reset page wins, then sign-in for visitors, then the app. */
export function App() {
  const location = useLocation();
  const currentUser = useCurrentUser();
  // The signed-in chunk and the first view's chunk load side by side, and the app shows when both
  // are in (later views load under their own route's loading screen).
  const [firstView] = useState(() => viewAt(location.pathname));
  const ready = useLoaded([SignedInApp, firstView], Boolean(currentUser.data));
  // (app/start.ts has started both, and the view's first requests, for a user signed in on arrival.)
  // Nobody signed in: what was started for the one before is dropped.
  const signedOut = currentUser.data === null;
  useEffect(() => {
    if (signedOut) dropStartedRequests();
  }, [signedOut]);

  if (isPasswordReset(location.pathname, location.search))
    return (
      <>
        <DocumentTitle title="Reset Password" />
        <ResetPasswordPage />
      </>
    );
  if (currentUser.isPending) return <LoadingScreen />;
  if (!currentUser.data)
    return (
      <>
        <DocumentTitle />
        <LandingPage />
      </>
    );
  if (!ready) return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <SignedInApp user={currentUser.data} />
    </Suspense>
  );
}
