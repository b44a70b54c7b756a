import { lazy, Suspense, useSyncExternalStore } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { DocumentTitle } from "@/components/document-title";
import { LoadingScreen } from "@/components/loading-screen";
import { LandingPage } from "@/features/auth/components/landing-page";
import { ResetPasswordPage } from "@/features/auth/components/reset-password-page";
import { useCurrentUser } from "@/lib/current-user";
import { isPasswordReset } from "@/lib/route-paths";

// Everything behind sign-in, with its router (app/routes.tsx), is a chunk of its own: a visitor's
// landing page loads none of it.
export const SignedInApp = lazy(() => import("./signed-in-app"));

function ResetPassword() {
  return (
    <>
      <DocumentTitle title="Reset Password" />
      <ResetPasswordPage />
    </>
  );
}

/** The reset page's own router, made when a reset link opens; it leaves for the app with `navigate`. */
let resetRouter: ReturnType<typeof createBrowserRouter> | undefined;
const subscribeToReset = (onChange: () => void) => resetRouter?.subscribe(onChange) ?? (() => undefined);
const currentAddress = () => window.location.pathname + window.location.search;

/** The reset page wins, then sign-in for visitors, then the app. */
export function App() {
  const currentUser = useCurrentUser();
  useSyncExternalStore(subscribeToReset, currentAddress);
  if (isPasswordReset(window.location.pathname, window.location.search)) {
    resetRouter ??= createBrowserRouter([{ path: "*", Component: ResetPassword }]);
    return <RouterProvider router={resetRouter} />;
  }
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
