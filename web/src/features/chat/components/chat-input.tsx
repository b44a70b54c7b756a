import { CHAT_COUNTER_LIMIT } from "@contract/chat";
import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Icon } from "@/components/icon";
import { characterCount } from "@contract/text";

/** The input's height grows with its text up to this cap. */
export const INPUT_MAX_HEIGHT_PX = 128;

/**
 * Enter sends, Shift+Enter adds a line; blank text cannot be sent. `onSend` answers whether
 * the text went through; when it did not, the text comes back so nothing typed is lost.
 */
export function ChatInput({ onSend, busy }: { onSend: (content: string) => Promise<boolean>; busy: boolean }) {
  const [value, setValue] = useState("");
  const field = useRef<HTMLTextAreaElement>(null);
  const canSend = !busy && value.trim().length > 0;

  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    element.style.height = "auto";
    element.style.height = `${Math.min(element.scrollHeight, INPUT_MAX_HEIGHT_PX)}px`;
  }, [value]);

  async function send() {
    if (!canSend) return;
    const content = value.trim();
    setValue("");
    if (!(await onSend(content))) setValue((current) => current || content);
    field.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2">
      <div className="flex-1">
        <label htmlFor="chat-input" className="sr-only">
          Message SoloSensei AI
        </label>
        <textarea
          id="chat-input"
          ref={field}
          rows={1}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Ask about your offer, clients, pricing..."
          className="textarea textarea-bordered w-full resize-none overflow-y-auto leading-snug"
          style={{ maxHeight: INPUT_MAX_HEIGHT_PX, minHeight: 0 }}
          aria-describedby="chat-counter"
        />
        <p
          id="chat-counter"
          className={`mt-1 text-right text-xs ${characterCount(value) > CHAT_COUNTER_LIMIT ? "text-error" : "text-base-content/70"}`}
        >
          {characterCount(value)}/{CHAT_COUNTER_LIMIT}
        </p>
      </div>
      <button type="submit" className="btn btn-primary btn-circle mb-6" disabled={!canSend} aria-label="Send message">
        <Icon name="send" strokeWidth={2} />
      </button>
    </form>
  );
}
