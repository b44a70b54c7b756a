import type { ReactNode } from "react";
import { Link } from "react-router-dom";

/** The frame of a main view: a heading, optional subtitle, content with room for the bottom nav on phones, wide beside the side nav on desktops. */
export function Page({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 pt-6 pb-28 lg:max-w-6xl lg:px-8 lg:pt-10 lg:pb-12">
      <header className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>
          {subtitle && <p className="text-base-content/75">{subtitle}</p>}
        </div>
        {actions}
      </header>
      {children}
    </main>
  );
}

/** A link among a page's header actions: a small outlined button to another view. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="btn btn-outline btn-sm">
      {children}
    </Link>
  );
}
