import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, Navigate, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { Icon } from "@/components/icon";
import { LoadingScreen } from "@/components/loading-screen";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { useSessionUser } from "@/lib/session-user";
import { routePaths } from "@/lib/route-paths";
import { useCreateChatSession } from "../api/create-chat-session";
import { useSendChatMessage } from "../api/send-chat-message";
import { useChatMessages } from "../hooks/use-chat-messages";
import { useChatSessions } from "../hooks/use-chat-sessions";
import { ChatInput } from "./chat-input";
import { MessageBubble, TypingIndicator } from "./message-bubble";
import { SessionsMenu } from "./sessions-menu";
import { useToastsAtTop } from "@/components/view-toasts";

const SEND_FAILED = "Failed to send message";

function ChatFrame({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <main className="mx-auto flex h-dvh w-full max-w-3xl flex-col">
      <header className="flex items-center gap-3 border-b border-base-300 px-4 py-3">
        <Link to={routePaths.home} className="btn btn-ghost btn-sm btn-square" aria-label="Back to home">
          <Icon name="back" strokeWidth={2} />
        </Link>
        <div className="flex-1">
          <h1 className="text-lg font-bold">SoloSensei AI</h1>
          <p className="text-sm text-success">Online & Ready to Help</p>
        </div>
        {actions}
      </header>
      {children}
    </main>
  );
}

/** What an empty conversation shows. */
function Welcome({ name }: { name: string }) {
  return (
    <div className="mx-auto mt-10 max-w-sm text-center">
      <h2 className="text-lg font-semibold">Hi {name.split(" ")[0]}, I'm your SoloSensei AI tutor.</h2>
      <p className="mt-2 text-base-content/80">
        Ask me anything about shaping your offer, showing your work, selling with confidence or serving your clients. I
        know where you want to grow, and I'll suggest concrete next steps and videos.
      </p>
    </div>
  );
}

/** /chat: opens the most recent session, or creates the first one. */
function OpenFirstSession() {
  const user = useSessionUser();
  const sessions = useChatSessions();
  const create = useCreateChatSession(user);
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (sessions.status !== "success" || sessions.data?.length || started.current) return;
    started.current = true;
    create.mutate(undefined, {
      onSuccess: (session) => navigate(routePaths.chatSession(session.id), { replace: true }),
    });
  }, [sessions.status, sessions.data, create, navigate]);

  const first = sessions.data?.[0];
  if (first) return <Navigate to={routePaths.chatSession(first.id)} replace />;
  if (sessions.status === "error" || create.isError)
    return (
      <ChatFrame>
        <p role="alert" className="p-6 text-center">
          We could not open your chat. Please try again.
        </p>
      </ChatFrame>
    );
  if (sessions.status === "loading") return <LoadingScreen text="Opening your chat..." />;
  // The first session is being created: its welcome shows meanwhile, and the input once it exists.
  return (
    <ChatFrame>
      <section className="flex-1 overflow-y-auto px-4 py-4" aria-label="Conversation">
        <Welcome name={user.name} />
      </section>
      <p role="status" className="border-t border-base-300 px-4 py-3 text-sm text-base-content/70">
        Opening your chat...
      </p>
    </ChatFrame>
  );
}

/** /chat?step=ID ("Ask Sensei about this step"): a new session about the step, where the tutor speaks first. */
function AskAboutStep({ stepId }: { stepId: string }) {
  const user = useSessionUser();
  const create = useCreateChatSession(user);
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    create.mutate(
      { stepId },
      { onSuccess: (session) => navigate(routePaths.chatSession(session.id), { replace: true }) },
    );
  }, [create, navigate, stepId]);

  return (
    <ChatFrame>
      <section className="flex-1 overflow-y-auto px-4 py-4" aria-label="Conversation">
        <Welcome name={user.name} />
      </section>
      {create.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 border-t border-base-300 px-4 py-3 text-sm">
          <span>{errorMessage(create.error, "Sensei could not open this step. Please try again.")}</span>
          <button type="button" className="btn btn-sm" onClick={() => create.mutate({ stepId })}>
            Try again
          </button>
        </div>
      ) : (
        <p role="status" className="border-t border-base-300 px-4 py-3 text-sm text-base-content/70">
          Sensei is reading your step...
        </p>
      )}
    </ChatFrame>
  );
}

function Conversation({ sessionId }: { sessionId: string }) {
  const user = useSessionUser();
  const messages = useChatMessages(sessionId);
  const sessions = useChatSessions();
  const send = useSendChatMessage(sessionId);
  const create = useCreateChatSession(user);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const count = messages.data?.length ?? 0;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [count, send.isPending]);

  async function onSend(content: string): Promise<boolean> {
    setError(null);
    try {
      await send.mutateAsync(content);
      return true;
    } catch (caught) {
      console.error("Failed to send message", caught);
      setError(errorMessage(caught, SEND_FAILED));
      // A 503 means the question was stored and only the answer failed: the text is in the conversation.
      return caught instanceof ApiRequestError && caught.status === 503;
    }
  }

  const newChat = () =>
    create.mutate(undefined, {
      onSuccess: (session) => navigate(routePaths.chatSession(session.id)),
      onError: (caught) => setError(errorMessage(caught, "Failed to start a new chat")),
    });

  if (messages.status === "error")
    return (
      <ChatFrame>
        <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
          <p role="alert">Chat session not found</p>
          <Link to={routePaths.chat} className="btn btn-primary btn-sm">
            Open my chat
          </Link>
        </div>
      </ChatFrame>
    );

  return (
    <ChatFrame
      actions={
        <SessionsMenu
          sessions={sessions.data ?? []}
          currentId={sessionId}
          onNewChat={newChat}
          creating={create.isPending}
        />
      }
    >
      <section className="flex-1 overflow-y-auto px-4 py-4" aria-label="Conversation" aria-live="polite">
        {/* Keyed: the greeting is a new element, not the spinner's box moved (a layout shift). */}
        {messages.status === "loading" ? (
          <div key="loading" className="flex justify-center py-10">
            <span role="status" className="loading loading-spinner text-primary" aria-label="Loading messages" />
          </div>
        ) : count === 0 && !send.isPending ? (
          <Welcome key="greeting" name={user.name} />
        ) : null}
        <ol className="space-y-1">
          {messages.data?.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
          {send.isPending && <TypingIndicator />}
        </ol>
        <div ref={end} />
      </section>
      <footer className="border-t border-base-300 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        {error && (
          <p role="alert" className="mb-2 text-sm text-error">
            {error}
          </p>
        )}
        <ChatInput onSend={onSend} busy={send.isPending} />
      </footer>
    </ChatFrame>
  );
}

/** The AI chat: /chat opens a session, /chat?step=ID one about a step, /chat/:sessionId shows one. */
export default function ChatPage() {
  // The newest message and the input sit at the bottom: a toast there would cover them.
  useToastsAtTop();
  const { sessionId } = useParams();
  const [search] = useSearchParams();
  const stepId = search.get("step");
  if (sessionId) return <Conversation key={sessionId} sessionId={sessionId} />;
  return stepId ? <AskAboutStep key={stepId} stepId={stepId} /> : <OpenFirstSession />;
}
