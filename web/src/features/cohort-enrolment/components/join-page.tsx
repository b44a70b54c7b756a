import { INVITATION_UNUSABLE } from "@contract/cohorts/enrolment";
import type { ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { Brand } from "@/components/brand";
import { notify } from "@/components/notify";
import { errorMessage } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/current-user";
import { routePaths } from "@/lib/route-paths";
import { useInvitation, useJoinCohort } from "../api/join-cohort";

/**
 * `/join?invitation=...`, an emailed invitation's page: the cohort and the address it was sent
 * to; a visitor signs up or signs in (`signIn`, the auth forms the app gives), then joins.
 */
export function JoinPage({ signIn }: { signIn: ReactNode }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("invitation") ?? "";
  const invitation = useInvitation(token);
  const user = useCurrentUser();
  const join = useJoinCohort();
  const navigate = useNavigate();

  const doJoin = () =>
    join.mutate(
      { invitation: token },
      {
        onSuccess: (joined) => {
          notify.success(`You joined ${joined.cohortName}`, undefined, true);
          navigate(routePaths.home, { replace: true });
        },
      },
    );

  return (
    <main className="bg-base-200 flex min-h-dvh items-center justify-center px-4 py-8">
      <div className="card bg-base-100 w-full max-w-md shadow-md">
        <div className="card-body gap-4">
          <Brand />
          {!token && <p>This page opens from the invitation link in your email.</p>}
          {token && invitation.isPending && <p>Loading your invitation...</p>}
          {token && invitation.isError && (
            <>
              <h1 className="card-title text-2xl">Invitation not valid</h1>
              <p role="alert">{errorMessage(invitation.error, INVITATION_UNUSABLE)}</p>
              <p>Ask your programme for a new invitation, or for the cohort's join code.</p>
            </>
          )}
          {invitation.data && (
            <>
              <h1 className="card-title text-2xl">Join {invitation.data.cohortName}</h1>
              <p>
                This invitation is for <strong className="break-all">{invitation.data.email}</strong>. It works once,
                until{" "}
                <time dateTime={invitation.data.expiresAt}>
                  {new Date(invitation.data.expiresAt).toLocaleDateString()}
                </time>
                .
              </p>
              {user.data ? (
                <>
                  <button type="button" className="btn btn-primary" disabled={join.isPending} onClick={doJoin}>
                    {join.isPending ? "Joining..." : `Join ${invitation.data.cohortName}`}
                  </button>
                  {join.isError && (
                    <p className="text-error" role="alert">
                      {errorMessage(join.error, "You could not join")}
                    </p>
                  )}
                </>
              ) : (
                <>
                  <p>Create your account with this address, or sign in if you have one; then join.</p>
                  {signIn}
                </>
              )}
            </>
          )}
        </div>
      </div>
    </main>
  );
}
