import { lazy, Suspense } from "react";
import { useLocation } from "react-router-dom";
import { DocumentTitle } from "@/components/document-title";
import { LoadingScreen } from "@/components/loading-screen";
import { LandingPage } from "@/features/auth/components/landing-page";
import { ResetPasswordPage } from "@/features/auth/components/reset-password-page";
import { useCurrentUser } from "@/lib/current-user";
import { routePaths } from "@/lib/route-paths";

// Everything behind sign-in (the shell and the views; Firebase loads later still) is a separate chunk.
const SignedInApp = lazy(() => import("./signed-in-app"));

/** Spec 000 section 2: the reset page wins, then sign-in for visitors, then the app. */
export function App() {
  const location = useLocation();
  const currentUser = useCurrentUser();

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
  return (
    <Suspense fallback={<LoadingScreen />}>
      <SignedInApp user={currentUser.data} />
    </Suspense>
  );
}
