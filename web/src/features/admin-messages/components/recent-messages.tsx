import type { Broadcast } from "@contract/messages";
import { formatAge } from "@contract/relative-time";
import { SectionCard } from "@/components/section-card";
import { optionLabel } from "@/lib/option-label";
import { useSentMessages } from "../api/list-sent-messages";
import { LoadingLine } from "@/components/loading-screen";
import { LoadMoreButton } from "@/components/load-more-button";

function SentMessage({ message, now }: { message: Broadcast; now: Date }) {
  return (
    <li className="rounded-box border border-base-300 p-3" aria-label={message.title}>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="badge badge-sm badge-outline">{optionLabel(message.type)}</span>
        {message.source === "new_content" && <span className="badge badge-sm badge-ghost">Automatic</span>}
        <time dateTime={message.timestamp} className="text-base-content/75">
          {formatAge(new Date(message.timestamp), now)}
        </time>
      </div>
      <p className="mt-1 font-semibold break-words">{message.title}</p>
      <p className="text-sm break-words">{message.content}</p>
      {message.actionLabel && message.actionUrl && (
        <p className="mt-1 text-xs break-all text-base-content/75">
          Button: {message.actionLabel} ({message.actionUrl})
        </p>
      )}
      <p className="mt-1 text-xs text-base-content/75">
        Read by {message.readOrDismissedCount} of {message.reach} ({message.readRate}%)
      </p>
    </li>
  );
}

/** 'Recent Messages': what was sent, newest first, with a working 'Load More Messages'. */
export function RecentMessages() {
  const sent = useSentMessages();
  const messages = sent.data?.pages.flatMap((page) => page.items) ?? [];
  const now = new Date();
  return (
    <SectionCard title="Recent Messages" variant="outlined">
      {sent.isPending ? (
        <LoadingLine />
      ) : sent.isError ? (
        <p role="alert" className="text-error">
          Unable to load the sent messages.
        </p>
      ) : messages.length === 0 ? (
        <p className="text-base-content/75">No messages sent yet.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Sent messages">
          {messages.map((message) => (
            <SentMessage key={message.id} message={message} now={now} />
          ))}
        </ul>
      )}
      <LoadMoreButton pages={sent} label="Load More Messages" className="btn-sm" />
    </SectionCard>
  );
}
