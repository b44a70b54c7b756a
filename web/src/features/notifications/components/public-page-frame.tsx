import type { ReactNode } from "react";
import { Brand } from "@/components/brand";

/** The frame of a page opened from an email, signed in or not: the brand, the page's heading, what happened. */
export function PublicPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-base-200 px-4 py-8">
      <div className="card w-full max-w-md bg-base-100 shadow-md">
        <div className="card-body gap-4">
          <Brand />
          <h1 className="card-title text-2xl">{title}</h1>
          {/* What the page finds out is read out when it arrives. */}
          <div className="flex flex-col items-start gap-4" aria-live="polite">
            {children}
          </div>
        </div>
      </div>
    </main>
  );
}

/** The spinner while the page's one call runs. */
export function PublicPageWaiting({ text }: { text: string }) {
  return (
    <p className="flex items-center gap-2" role="status">
      <span className="loading loading-spinner loading-sm" aria-hidden="true" /> {text}
    </p>
  );
}
