import { isSafeActionUrl, type MessageType } from "@contract/messages";
import { formatAge } from "@contract/relative-time";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router-dom";
import { SectionCard } from "@/components/section-card";
import { useSessionUser } from "@/lib/session-user";
import { useDismissMessage } from "../api/dismiss-message";
import { useMarkMessageRead } from "../api/mark-message-read";
import { useInbox, type InboxMessage } from "../hooks/use-inbox";
import { Icon } from "@/components/icon";

// Inline icons: emoji fonts are missing on some systems.
const TYPE_ICONS: Record<MessageType, { path: string; label: string; tone: string }> = {
  achievement: {
    path: "M8 21h8M12 17v4M7 4h10v5a5 5 0 01-10 0zM7 6H4a3 3 0 003 3M17 6h3a3 3 0 01-3 3",
    label: "Achievement",
    tone: "bg-warning/25",
  },
  recommendation: {
    path: "M9 18h6M10 21h4M12 3a6 6 0 00-4 10.5V16h8v-2.5A6 6 0 0012 3z",
    label: "Recommendation",
    tone: "bg-info/25",
  },
  system: {
    path: "M3 11v2a1 1 0 001 1h3l5 4V6L7 10H4a1 1 0 00-1 1zM16 8a5 5 0 010 8",
    label: "System",
    tone: "bg-base-300",
  },
  reminder: { path: "M12 7v5l3 2M12 21a9 9 0 110-18 9 9 0 010 18z", label: "Reminder", tone: "bg-secondary/25" },
  celebration: {
    path: "M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z",
    label: "Celebration",
    tone: "bg-success/25",
  },
};

/** Re-renders every minute so ages stay true while the page is open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function MessageAction({ message }: { message: InboxMessage }) {
  // Broadcasts stored before the stricter URL rule are checked again where they are shown.
  if (!message.actionLabel || !message.actionUrl || !isSafeActionUrl(message.actionUrl)) return null;
  const className = "btn btn-primary btn-sm h-11 sm:h-8";
  return message.actionUrl.startsWith("/") ? (
    <Link to={message.actionUrl} className={className}>
      {message.actionLabel}
    </Link>
  ) : (
    <a href={message.actionUrl} target="_blank" rel="noopener noreferrer" className={className}>
      {message.actionLabel}
    </a>
  );
}

function MessageItem({
  message,
  now,
  onRead,
  onDismiss,
}: {
  message: InboxMessage;
  now: Date;
  onRead: () => void;
  onDismiss: () => void;
}) {
  const type = TYPE_ICONS[message.type];
  return (
    <li className="flex gap-3 rounded-box border border-base-300 p-3" aria-label={message.title}>
      <span className={`grid size-9 shrink-0 place-items-center rounded-full ${type.tone}`} aria-hidden="true">
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={1.8}>
          <path d={type.path} strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold leading-snug">
            <span className="sr-only">{type.label}: </span>
            {message.title}
          </h3>
          <button
            type="button"
            className="btn btn-ghost btn-square -mt-2 -mr-2 size-11 sm:size-8"
            aria-label={`Dismiss "${message.title}"`}
            onClick={onDismiss}
          >
            <Icon name="close" />
          </button>
        </div>
        <p className="text-sm break-words text-base-content/80">{message.content}</p>
        <time className="mt-1 block text-xs text-base-content/70" dateTime={message.timestamp}>
          {formatAge(new Date(message.timestamp), now)}
        </time>
        <div className="mt-2 flex flex-wrap items-center justify-end gap-2">
          <MessageAction message={message} />
          <button
            type="button"
            className="btn btn-ghost btn-sm h-11 sm:h-8"
            aria-label={`Mark as read: ${message.title}`}
            onClick={onRead}
          >
            Mark as read
          </button>
        </div>
      </div>
    </li>
  );
}

/**
 * The home Messages panel ("Home"): live, collapsible, scrolling at
 * max-h-96. It lists unread messages; marking one read or dismissing it removes
 * it here at once, whatever the server answers (failures are only logged).
 */
export default function MessagesPanel() {
  const user = useSessionUser();
  const inbox = useInbox();
  const markRead = useMarkMessageRead(user.id);
  const dismiss = useDismissMessage(user.id);
  const [expanded, setExpanded] = useState(true);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const now = useNow();
  const listId = useId();

  const remove = (id: string) => setRemoved((current) => new Set(current).add(id));
  const unread = inbox.messages.filter((message) => !message.isRead && !removed.has(message.id));

  useEffect(() => {
    if (inbox.status === "error") console.error("Loading messages failed");
  }, [inbox.status]);

  const onRead = (id: string) => {
    remove(id);
    markRead.mutate(id, { onError: (error) => console.error("Marking a message as read failed", error) });
  };
  const onDismiss = (id: string) => {
    remove(id);
    dismiss.mutate(id, { onError: (error) => console.error("Dismissing a message failed", error) });
  };

  return (
    <SectionCard
      variant="outlined"
      className="bg-base-100 shadow-sm"
      title={
        <button
          type="button"
          className="flex w-full items-center gap-2 text-left"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          Messages
          {unread.length > 0 && (
            <span className="badge badge-secondary badge-sm" aria-label={`${unread.length} unread`}>
              {unread.length > 99 ? "99+" : unread.length}
            </span>
          )}
          <svg
            viewBox="0 0 24 24"
            className={`ml-auto size-5 transition-transform ${expanded ? "rotate-180" : ""}`}
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            aria-hidden="true"
          >
            <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      }
    >
      <div id={listId} hidden={!expanded}>
        {inbox.status === "loading" ? (
          <p className="text-sm text-base-content/70">Loading messages...</p>
        ) : unread.length === 0 ? (
          <p className="text-sm text-base-content/70">
            {inbox.messages.length === 0 ? "No messages yet" : "You're all caught up"}
          </p>
        ) : (
          <ul className="flex max-h-96 flex-col gap-2 overflow-y-auto pr-1" aria-label="Unread messages">
            {unread.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                now={now}
                onRead={() => onRead(message.id)}
                onDismiss={() => onDismiss(message.id)}
              />
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}
