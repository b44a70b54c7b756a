import { Suspense, useState } from "react";
import { useLocation } from "react-router-dom";
import { DocumentTitle } from "@/components/document-title";
import { LoadingScreen } from "@/components/loading-screen";
import { LandingPage } from "@/features/auth/components/landing-page";
import { ResetPasswordPage } from "@/features/auth/components/reset-password-page";
import { useCurrentUser } from "@/lib/current-user";
import { lazyComponent, useLoaded } from "@/lib/lazy-component";
import { routePaths } from "@/lib/route-paths";
import { viewAt } from "./view-chunks";

// Everything behind sign-in (the shell and the views; Firebase loads later still) is a separate chunk.
const SignedInApp = lazyComponent(() => import("./signed-in-app"));

/** Spec 000 section 2: the reset page wins, then sign-in for visitors, then the app. */
export function App() {
  const location = useLocation();
  const currentUser = useCurrentUser();
  // The signed-in chunk and the first view's chunk load side by side, and the app shows when both
  // are in (later views load under their own route's loading screen).
  const [firstView] = useState(() => viewAt(location.pathname));
  const ready = useLoaded([SignedInApp, firstView], Boolean(currentUser.data));

  if (location.pathname === routePaths.resetPassword || new URLSearchParams(location.search).has("token"))
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
