import type { ReactNode } from "react";
import { Link } from "react-router-dom";

interface NoticeViewProps {
  title: string;
  message?: ReactNode;
  /** The way on as a link: where it goes and what it says ('Back to Roadmap'). */
  link?: { to: string; label: string };
  /** The way on as anything else (a button that asks again). */
  action?: ReactNode;
}

/** A view that only says something and offers a way on: restricted, not found, locked, failed. */
export function NoticeView({ title, message, link, action }: NoticeViewProps) {
  return (
    <main className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 pt-16 pb-28 text-center">
      <h1 className="text-xl font-bold">{title}</h1>
      {message && <p className="text-base-content/80">{message}</p>}
      {link && (
        <Link to={link.to} className="btn btn-primary">
          {link.label}
        </Link>
      )}
      {action}
    </main>
  );
}

/** A view whose answer did not come: what failed, and a button that asks again. */
export function LoadFailedView({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <NoticeView
      title={title}
      message="Check your connection and try again."
      action={
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Try again
        </button>
      }
    />
  );
}

/** The spinner of a view whose data is on its way. */
export function LoadingView({ label }: { label: string }) {
  return (
    <main className="flex min-h-[50dvh] items-center justify-center" role="status">
      <span role="status" className="loading loading-spinner loading-lg" aria-label={label} />
    </main>
  );
}
