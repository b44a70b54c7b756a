import { INVALID_UNSUBSCRIBE_LINK, unsubscribeTokenSchema } from "@contract/email";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { notify } from "@/components/notify";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { routePaths } from "@/lib/route-paths";
import { useOpenUnsubscribeLink } from "../api/open-unsubscribe-link";
import { useResubscribe } from "../api/resubscribe";
import { unsubscribedText } from "../unsubscribe-text";
import { PublicPageFrame, PublicPageWaiting } from "./public-page-frame";

/** `/unsubscribe?token=...`: an email's footer link turns its emails off at once, no sign-in needed. */
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const wellFormed = unsubscribeTokenSchema.safeParse(token).success;
  const { mutate, data, error, isError } = useOpenUnsubscribeLink();
  const undo = useResubscribe();
  // Once per page: StrictMode runs the effect twice on mount.
  const opened = useRef(false);
  useEffect(() => {
    if (!wellFormed || opened.current) return;
    opened.current = true;
    mutate(token);
  }, [token, wellFormed, mutate]);

  // A link that is not one of ours says so, and nothing about whose it might be.
  if (!wellFormed || (error instanceof ApiRequestError && error.status < 500))
    return (
      <PublicPageFrame title="Unsubscribe">
        <p>{INVALID_UNSUBSCRIBE_LINK}</p>
      </PublicPageFrame>
    );
  if (!data)
    return (
      <PublicPageFrame title="Unsubscribe">
        {isError ? (
          // Offline or a 5xx: the link may well work on a second try.
          <>
            <p>Unable to open this link.</p>
            <button type="button" className="btn btn-outline" onClick={() => mutate(token)}>
              Try again
            </button>
          </>
        ) : (
          <PublicPageWaiting text="Unsubscribing..." />
        )}
      </PublicPageFrame>
    );

  const undoIt = () =>
    undo.mutate(
      { token, categories: data.categories },
      { onError: (failure) => notify.error(errorMessage(failure, "Unable to turn the emails back on.")) },
    );
  return (
    <PublicPageFrame title="You're unsubscribed">
      <p>{unsubscribedText(data.categories)}</p>
      {undo.isSuccess ? (
        // Focus moves here from the Undo button, which is gone.
        <p ref={(node) => node?.focus()} tabIndex={-1}>
          Emails are back on.
        </p>
      ) : (
        data.categories.length > 0 && (
          <button type="button" className="btn btn-outline" onClick={undoIt} disabled={undo.isPending}>
            {undo.isPending ? "Undoing..." : "Undo"}
          </button>
        )
      )}
      <Link to={routePaths.profile} className="link">
        Choose which emails you get
      </Link>
    </PublicPageFrame>
  );
}
