import type { ReactNode } from "react";
import toast from "react-hot-toast";

// At most one toast at a time (spec 000 section 9): a new one replaces the current.
export const TOAST_DURATION_MS = 5000;

type Tone = "success" | "error" | "info";

function show(tone: Tone, title: string, description?: ReactNode) {
  toast.remove();
  const render = (
    <div>
      <p className="font-semibold">{title}</p>
      {typeof description === "string"
        ? description && <p className="text-sm opacity-90">{description}</p>
        : description}
    </div>
  );
  const options = {
    duration: TOAST_DURATION_MS,
    ariaProps: { role: "status" as const, "aria-live": "polite" as const },
  };
  if (tone === "success") toast.success(render, options);
  else if (tone === "error")
    toast.error(render, { ...options, ariaProps: { role: "alert", "aria-live": "assertive" } });
  else toast(render, options);
}

export const notify = {
  /** A description other than text (e.g. a list of issues) brings its own markup. */
  success: (title: string, description?: ReactNode) => show("success", title, description),
  error: (title: string, description?: ReactNode) => show("error", title, description),
  info: (title: string, description?: ReactNode) => show("info", title, description),
};
