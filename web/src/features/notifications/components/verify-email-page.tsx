import { INVALID_VERIFICATION_LINK } from "@contract/email";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { routePaths } from "@/lib/route-paths";
import { useConfirmVerification } from "../api/confirm-verification";
import { PublicPageFrame, PublicPageWaiting } from "./public-page-frame";

/** `/verify-email?oobCode=...`: the emailed link applies its code once, signed in or not. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const oobCode = searchParams.get("oobCode");
  const { mutate, data, error, isError } = useConfirmVerification();
  // A code works once: StrictMode's second run of the effect must not send it again (and be refused).
  const sent = useRef(false);
  useEffect(() => {
    if (!oobCode || sent.current) return;
    sent.current = true;
    mutate(oobCode);
  }, [oobCode, mutate]);

  const signIn = (
    <Link to={routePaths.home} className="btn btn-primary">
      Sign in to ask for a new link
    </Link>
  );
  // The server refused the link (4xx); anything else (offline, a 5xx) may work on a second try.
  const refused = error instanceof ApiRequestError && error.status < 500;
  return (
    <PublicPageFrame title="Verify your email address">
      {!oobCode ? (
        <>
          <p>{INVALID_VERIFICATION_LINK}</p>
          {signIn}
        </>
      ) : data ? (
        <>
          <p>{data.message}</p>
          <Link to={routePaths.profile} className="btn btn-primary">
            Go to your notification settings
          </Link>
        </>
      ) : isError ? (
        <>
          <p>{refused ? errorMessage(error, INVALID_VERIFICATION_LINK) : "Unable to verify your email address."}</p>
          {!refused && (
            <button type="button" className="btn btn-outline" onClick={() => mutate(oobCode)}>
              Try again
            </button>
          )}
          {signIn}
        </>
      ) : (
        <PublicPageWaiting text="Verifying your email address..." />
      )}
    </PublicPageFrame>
  );
}
