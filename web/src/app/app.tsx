import { lazy, Suspense, useState } from "react";
import { DocumentTitle } from "@/components/document-title";
import { LoadingScreen } from "@/components/loading-screen";
import { LandingPage } from "@/features/auth/components/landing-page";
import { useCurrentUser } from "@/lib/current-user";
import { isPasswordReset } from "@/lib/route-paths";

// Everything behind sign-in, with its router (app/routes.tsx), is a chunk of its own, and so is the
// reset page with the router it navigates with: a visitor's landing page loads neither, nor the router.
export const SignedInApp = lazy(() => import("./signed-in-app"));
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
  return (
    <Suspense fallback={<LoadingScreen />}>
      <SignedInApp user={currentUser.data} />
    </Suspense>
  );
}
