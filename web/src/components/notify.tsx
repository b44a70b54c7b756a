import type { ReactNode } from "react";
import { toast } from "react-hot-toast/headless";
import { toastId } from "./view-toasts";

// Toasts through react-hot-toast's headless store, drawn by components/app-toaster.tsx: a title and
// an optional description; a new one replaces the current.

export const TOAST_DURATION_MS = 5000;

const URGENT = { role: "alert", "aria-live": "assertive" } as const;
const POLITE = { role: "status", "aria-live": "polite" } as const;

function show(kind: "success" | "error" | "info", title: string, description?: ReactNode, carriesOver = false) {
  toast.remove();
  const message = (
    <div className="min-w-0 flex-1">
      <p className="font-semibold">{title}</p>
      {typeof description === "string" ? description && <p className="text-sm">{description}</p> : description}
    </div>
  );
  // An error is read out at once; a success or news waits for a pause in what is being read.
  // Its id says whether it leaves with its view (components/view-toasts.ts).
  const options = {
    duration: TOAST_DURATION_MS,
    ariaProps: kind === "error" ? URGENT : POLITE,
    id: toastId(carriesOver),
  };
  if (kind === "info") toast(message, options);
  else toast[kind](message, options);
}

export const notify = {
  success: (title: string, description?: ReactNode, carriesOver?: boolean) =>
    show("success", title, description, carriesOver),
  error: (title: string, description?: ReactNode) => show("error", title, description),
  info: (title: string, description?: ReactNode) => show("info", title, description),
};

/** Takes the toast off at once (tests start without one). */
export const dismissToast = (): void => toast.remove();
