import { formatDateTime } from "@contract/relative-time";
import { Link } from "react-router-dom";
import { routePaths } from "@/lib/route-paths";
import type { LiveChatSession } from "../hooks/use-chat-sessions";
import { useDismissablePopup } from "../hooks/use-dismissable-popup";

/** The learner's sessions and a way to start a new one. */
export function SessionsMenu({
  sessions,
  currentId,
  onNewChat,
  creating,
}: {
  sessions: LiveChatSession[];
  currentId: string;
  onNewChat: () => void;
  creating: boolean;
}) {
  const { open, setOpen, close, container, toggle } = useDismissablePopup();
  return (
    <div className="relative" ref={container}>
      <button
        ref={toggle}
        type="button"
        className="btn btn-ghost btn-sm"
        aria-expanded={open}
        aria-controls="chat-sessions"
        onClick={() => setOpen((value) => !value)}
      >
        Sessions
      </button>
      {open && (
        <div
          id="chat-sessions"
          className="absolute right-0 z-20 mt-2 w-72 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
        >
          <button
            type="button"
            className="btn btn-primary btn-sm mb-2 w-full"
            disabled={creating}
            onClick={() => {
              close();
              onNewChat();
            }}
          >
            {creating ? "Starting..." : "New Chat"}
          </button>
          <nav aria-label="Chat sessions">
            <ul className="menu max-h-80 w-full flex-nowrap overflow-y-auto p-0">
              {sessions.map((session) => (
                <li key={session.id}>
                  <Link
                    to={routePaths.chatSession(session.id)}
                    aria-current={session.id === currentId ? "page" : undefined}
                    className={session.id === currentId ? "menu-active" : undefined}
                    onClick={close}
                  >
                    <span className="flex min-w-0 flex-col items-start gap-0.5">
                      <span className="flex w-full items-baseline justify-between gap-2">
                        <span className="truncate font-medium">{session.title}</span>
                        <time
                          className="shrink-0 text-xs text-base-content/70"
                          dateTime={session.updatedAt.toDate().toISOString()}
                        >
                          {formatDateTime(session.updatedAt.toDate())}
                        </time>
                      </span>
                      <span className="w-full truncate text-sm text-base-content/75">
                        {session.preview ?? "No messages yet"}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      )}
    </div>
  );
}
