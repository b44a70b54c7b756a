import toast from "react-hot-toast";

// At most one toast at a time (spec 000 section 9): a new one replaces the current.
export const TOAST_DURATION_MS = 5000;

type Tone = "success" | "error" | "info";

function show(tone: Tone, title: string, description?: string) {
  toast.remove();
  const render = (
    <div>
      <p className="font-semibold">{title}</p>
      {description && <p className="text-sm opacity-90">{description}</p>}
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
  success: (title: string, description?: string) => show("success", title, description),
  error: (title: string, description?: string) => show("error", title, description),
  info: (title: string, description?: string) => show("info", title, description),
};
