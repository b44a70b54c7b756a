import type { ReactNode } from "react";
import { formatClock } from "@contract/relative-time";
import type { LiveChatMessage } from "../hooks/use-chat-messages";

const URL_PATTERN = /(https?:\/\/[^\s)]+)/g;

/** Plain text with its web addresses made clickable (the tutor links catalogue videos). */
function withLinks(text: string): ReactNode[] {
  return text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} target="_blank" rel="noreferrer" className="link break-all">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

export function MessageBubble({ message }: { message: LiveChatMessage }) {
  const mine = message.role === "user";
  const time = formatClock(message.createdAt.toDate());
  return (
    <li className={`chat ${mine ? "chat-end" : "chat-start"}`}>
      <div className="chat-header text-xs text-base-content/70">
        {mine ? "You" : "SoloSensei AI"}{" "}
        <time dateTime={message.createdAt.toDate().toISOString()} className="ml-1">
          {time}
        </time>
      </div>
      <div
        className={`chat-bubble whitespace-pre-wrap break-words ${mine ? "chat-bubble-primary" : "bg-base-200 text-base-content"}`}
      >
        {withLinks(message.content)}
      </div>
    </li>
  );
}

export function TypingIndicator() {
  return (
    <li className="chat chat-start" role="status" aria-label="SoloSensei AI is typing">
      <div className="chat-bubble bg-base-200 text-base-content">
        <span className="loading loading-dots loading-sm" aria-hidden="true" />
        <span className="sr-only">SoloSensei AI is typing...</span>
      </div>
    </li>
  );
}
