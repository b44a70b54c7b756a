import { COHORT_LIMITS } from "@contract/cohorts/common";
import type { SetJoinCodeRequest } from "@contract/cohorts/enrolment";
import { useId, useState } from "react";
import { notify } from "@/components/notify";
import { SectionCard } from "@/components/section-card";
import { errorMessage } from "@/lib/api-client";
import { useJoinCode, useSetJoinCode } from "../api/join-code";

/** The end of a chosen day in the admin's zone, as an instant; null when no day is chosen. */
const endOfDay = (day: string) => (day ? new Date(`${day}T23:59:59`).toISOString() : null);

/** The cohort's join code: shown to copy, replaced, turned off or on, with an optional last day. */
export function JoinCodeCard({ cohortId }: { cohortId: string }) {
  const code = useJoinCode(cohortId);
  const change = useSetJoinCode(cohortId);
  const expiryId = useId();
  const [expiry, setExpiry] = useState("");
  const current = code.data?.joinCode ?? null;

  const act = (request: SetJoinCodeRequest, done: string) =>
    change.mutate(request, {
      onSuccess: () => notify.success(done),
      onError: (error) => notify.error("The join code did not change", errorMessage(error, "Something went wrong")),
    });
  const copy = async () => {
    if (!current) return;
    await navigator.clipboard.writeText(current.code);
    notify.success("Join code copied");
  };

  return (
    <SectionCard
      title="Join code"
      description={`Learners type it on their Home page to join. Wrong codes are limited to ${COHORT_LIMITS.joinCodeTriesPerHour} an hour per learner.`}
    >
      {code.isPending && <p>Loading the join code...</p>}
      {code.isError && <p className="text-error">The join code could not be loaded.</p>}
      {code.isSuccess && !current && <p>No join code yet.</p>}
      {current && (
        <div className="flex flex-wrap items-center gap-2">
          <code
            className="bg-base-200 rounded px-3 py-2 font-mono text-lg tracking-widest"
            aria-label="Current join code"
          >
            {current.code}
          </code>
          <button type="button" className="btn btn-sm btn-outline" onClick={() => void copy()}>
            Copy
          </button>
          <span className={`badge ${current.usable ? "badge-success" : "badge-ghost"}`}>
            {current.usable ? "Working" : current.enabled ? "Expired" : "Turned off"}
          </span>
          {current.expiresAt && (
            <span className="text-sm">
              Until <time dateTime={current.expiresAt}>{new Date(current.expiresAt).toLocaleString()}</time>
            </span>
          )}
        </div>
      )}
      <div className="grid max-w-xs gap-1">
        <label htmlFor={expiryId} className="text-sm font-medium">
          Last day it works (optional)
        </label>
        <input
          id={expiryId}
          type="date"
          className="input w-full"
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={change.isPending}
          onClick={() =>
            act(
              { action: "replace", expiresAt: endOfDay(expiry) },
              current ? "A new join code replaced the old one" : "Join code made",
            )
          }
        >
          {current ? "Replace the code" : "Make a join code"}
        </button>
        {current && (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={change.isPending}
            onClick={() =>
              current.enabled
                ? act({ action: "disable" }, "Join code turned off")
                : act({ action: "enable", ...(expiry ? { expiresAt: endOfDay(expiry) } : {}) }, "Join code turned on")
            }
          >
            {current.enabled ? "Turn off" : "Turn on"}
          </button>
        )}
      </div>
    </SectionCard>
  );
}
