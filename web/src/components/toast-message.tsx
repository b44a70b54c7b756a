import { dismissToast, holdToast, releaseToast, type Toast } from "@/lib/notify";

const TONE_CLASS = { success: "alert-success", error: "alert-error", info: "alert-info" } as const;

/**
 * One toast: a status for successes and news, an alert (read out at once) for errors. It holds
 * while the pointer or the focus is on it, and closes with its button.
 */
export function ToastMessage({ toast }: { toast: Toast }) {
  const urgent = toast.tone === "error";
  return (
    <div
      role={urgent ? "alert" : "status"}
      aria-live={urgent ? "assertive" : "polite"}
      className={`alert ${TONE_CLASS[toast.tone]} flex items-start gap-2 whitespace-normal shadow-lg`}
      onMouseEnter={() => holdToast("pointer")}
      onMouseLeave={() => releaseToast("pointer")}
      onFocus={() => holdToast("focus")}
      onBlur={() => releaseToast("focus")}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {typeof toast.description === "string"
          ? toast.description && <p className="text-sm">{toast.description}</p>
          : toast.description}
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-xs btn-square -mr-1"
        aria-label="Dismiss"
        onClick={dismissToast}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
