import { createContext, use, type ReactNode } from "react";

/**
 * Where "Book a session with your coach" goes: the roadmap, and under a coach's note or revision
 * request. The sessions feature draws it; app/incubator-route.tsx fills the slot, as a feature
 * never imports another.
 */
export const BookSessionSlot = createContext<ReactNode>(null);

/** What app/ put in the slot (nothing outside it). */
export function BookSession({ className = "" }: { className?: string }) {
  const link = use(BookSessionSlot);
  return link ? <div className={`print:hidden ${className}`}>{link}</div> : null;
}
