import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LoadingLine } from "@/components/loading-screen";
import { notify } from "@/components/notify";
import { SectionCard } from "@/components/section-card";
import { errorMessage } from "@/lib/api-client";
import { useCoachHours } from "../api/get-coach-hours";
import { useCreateCalendarFeed } from "../api/create-calendar-feed";
import { useRevokeCalendarFeed } from "../api/revoke-calendar-feed";

/**
 * "Calendar feed": a private URL a calendar app subscribes to, listing the coach's sessions. The
 * URL is shown once, when made; making a new one, or revoking, stops the old one.
 */
export function CalendarFeedCard() {
  const hours = useCoachHours();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [clicks, setClicks] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const urlId = useId();
  const feedUrl = create.data?.feedUrl;
  const hasFeed = hours.data?.hasFeed ?? false;

  const make = () => {
    const click = clicks + 1;
    setClicks(click);
    revoke.reset();
    create.mutate(click);
  };
  const copy = async () => {
    if (!feedUrl) return;
    try {
      await navigator.clipboard.writeText(feedUrl);
      notify.success("Feed URL copied", 'Paste it into your calendar app\'s "subscribe by URL".');
    } catch {
      notify.error("Could not copy", "Select the URL and copy it by hand.");
    }
  };

  return (
    <SectionCard
      title="Calendar feed"
      variant="outlined"
      description="Subscribe to your sessions from Google Calendar, Outlook or Apple Calendar with a private URL."
    >
      {hours.isPending ? (
        <LoadingLine />
      ) : (
        <>
          <p className="text-sm">
            {hasFeed
              ? "You have a feed. Its URL was shown once, when it was made. A new URL stops the old one at once: calendars subscribed to it stop updating."
              : "You have no feed yet."}{" "}
            Anyone with the URL can read your sessions' times and learners' names: keep it to yourself.
          </p>
          {feedUrl && (
            <div className="grid gap-2 rounded-box bg-base-200 p-3" role="status">
              <label htmlFor={urlId} className="font-semibold">
                Your feed URL (shown only now)
              </label>
              <div className="flex flex-wrap gap-2">
                <input
                  id={urlId}
                  readOnly
                  value={feedUrl}
                  className="input min-w-0 flex-1 font-mono text-sm"
                  onFocus={(event) => event.target.select()}
                />
                <button type="button" className="btn btn-primary" onClick={() => void copy()}>
                  Copy
                </button>
              </div>
            </div>
          )}
          {(create.error || revoke.error) && (
            <p role="alert" className="alert alert-error alert-soft text-sm">
              {errorMessage(create.error ?? revoke.error, "Please try again.")}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary btn-outline" disabled={create.isPending} onClick={make}>
              {create.isPending ? "Making..." : hasFeed ? "Replace the feed URL" : "Make a feed URL"}
            </button>
            {hasFeed && (
              <button type="button" className="btn btn-ghost text-error" onClick={() => setConfirming(true)}>
                Revoke the feed
              </button>
            )}
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title="Revoke the calendar feed?"
        confirmLabel="Revoke"
        busyLabel="Revoking..."
        busy={revoke.isPending}
        tone="error"
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              create.reset();
              setConfirming(false);
              notify.success("Feed revoked", "Calendars subscribed to it stop updating.");
            },
          })
        }
      >
        Calendars subscribed to the URL stop getting your sessions. You can make a new URL later.
      </ConfirmDialog>
    </SectionCard>
  );
}
