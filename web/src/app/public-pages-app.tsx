import { useEffect, useState, type ComponentType } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { DocumentTitle } from "@/components/document-title";
import { AuthForms } from "@/features/auth/components/auth-forms";
import { ResetPasswordPage } from "@/features/auth/components/reset-password-page";
import { JoinPage } from "@/features/cohort-enrolment/components/join-page";
import { UnsubscribePage } from "@/features/notifications/components/unsubscribe-page";
import { VerifyEmailPage } from "@/features/notifications/components/verify-email-page";
import { publicPageAt, routePaths } from "@/lib/route-paths";

/** A public page under its tab title. */
const titled = (title: string, Page: ComponentType) =>
  function TitledPage() {
    return (
      <>
        <DocumentTitle title={title} />
        <Page />
      </>
    );
  };

const ResetPassword = titled("Reset Password", ResetPasswordPage);
const VerifyEmail = titled("Verify your email address", VerifyEmailPage);
const Unsubscribe = titled("Unsubscribe", UnsubscribePage);
const Join = titled("Join a cohort", () => <JoinPage signIn={<AuthForms initial="signup" />} />);

/**
 * The pages emailed links open (lib/route-paths `publicPageAt`), signed in or not, with their own
 * router; `onLeave` runs once one has navigated elsewhere (into the app).
 */
export default function PublicPagesApp({ onLeave }: { onLeave: () => void }) {
  const [router] = useState(() =>
    createBrowserRouter([
      { path: routePaths.verifyEmail, Component: VerifyEmail },
      { path: routePaths.unsubscribe, Component: Unsubscribe },
      { path: routePaths.join, Component: Join },
      { path: "*", Component: ResetPassword },
    ]),
  );
  useEffect(
    () =>
      router.subscribe(({ location }) => {
        if (!publicPageAt(location.pathname, location.search)) onLeave();
      }),
    [router, onLeave],
  );
  return <RouterProvider router={router} />;
}
