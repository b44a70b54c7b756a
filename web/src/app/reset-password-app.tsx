import { useEffect, useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { DocumentTitle } from "@/components/document-title";
import { ResetPasswordPage } from "@/features/auth/components/reset-password-page";
import { isPasswordReset } from "@/lib/route-paths";

function ResetPassword() {
  return (
    <>
      <DocumentTitle title="Reset Password" />
      <ResetPasswordPage />
    </>
  );
}

/** The reset page, with its own router; `onLeave` runs once it has navigated elsewhere (into the app). */
export default function ResetPasswordApp({ onLeave }: { onLeave: () => void }) {
  const [router] = useState(() => createBrowserRouter([{ path: "*", Component: ResetPassword }]));
  useEffect(
    () =>
      router.subscribe(({ location }) => {
        if (!isPasswordReset(location.pathname, location.search)) onLeave();
      }),
    [router, onLeave],
  );
  return <RouterProvider router={router} />;
}
