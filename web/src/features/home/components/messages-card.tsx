import { useId, useState, type ReactNode } from "react";

/** The collapsible Messages card; the inbox itself comes from the messages feature (app/ composes it). */
export function MessagesCard({ children }: { children?: ReactNode }) {
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  return (
    <section className="card bg-base-100 shadow-sm">
      <div className="card-body gap-3">
        <div className="flex items-center justify-between">
          <h2 className="card-title text-base">Messages</h2>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
          >
            {open ? "Collapse" : "Expand"}
          </button>
        </div>
        <div id={bodyId} hidden={!open} className="max-h-96 overflow-y-auto">
          {children ?? <p className="text-base-content/70">No messages yet</p>}
        </div>
      </div>
    </section>
  );
}
