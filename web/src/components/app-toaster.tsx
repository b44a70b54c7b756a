import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { resolveValue, toast as toasts, useToaster, type Toast } from "react-hot-toast/headless";
import { useTopDialog } from "./dialog-layer";
import { Icon } from "./icon";
import { noteToastShown, useToastsPlacedAtTop } from "./view-toasts";

const TONE_CLASS: Partial<Record<Toast["type"], string>> = { success: "alert-success", error: "alert-error" };
/** A swipe this far to the right dismisses the toast. */
const SWIPE_PX = 50;

type Hold = "pointer" | "focus";

/**
 * Where the toast sits. Below 1024 px (the navigation at the bottom) it sits above the navigation
 * (4.5rem) and a page's fixed action bar (the Incubator's 'Continue', 3.5rem), so it covers neither
 * them nor the page's title at the top (a pass's toast at 320 px did). From 1024 px, top centre.
 */
const TOAST_PLACEMENT = "toast toast-center max-lg:bottom-[calc(8.5rem+env(safe-area-inset-bottom))] lg:toast-top";
/** A view whose newest content is at the bottom (the chat) has its toasts at the top, under its header. */
const TOP_PLACEMENT = "toast toast-center toast-top max-lg:top-[calc(3.5rem+env(safe-area-inset-top))]";

/**
 * The one toaster (components/notify.tsx): in the page, or inside the open modal dialog so the toast stays
 * on top and clickable. The toast holds while the pointer or the focus is on it, closes with its
 * button or a swipe to the right, and F8 takes the focus to it.
 */
export function AppToaster() {
  const host = useTopDialog();
  const { toasts: all, handlers } = useToaster();
  const toast = all.find((candidate) => candidate.visible);
  const element = useRef<HTMLDivElement>(null);
  const holds = useRef(new Set<Hold>());
  const swipeFrom = useRef<number | null>(null);

  const hold = (what: Hold) => {
    holds.current.add(what);
    handlers.startPause();
  };
  const release = (what: Hold) => {
    holds.current.delete(what);
    if (holds.current.size === 0) handlers.endPause();
  };
  const atTop = useToastsPlacedAtTop();
  const id = toast?.id;
  useEffect(() => {
    // A new toast starts unheld, whatever held the one before.
    holds.current.clear();
    handlers.endPause();
    if (id) noteToastShown(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per toast
  }, [id]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "F8" || !element.current) return;
      event.preventDefault();
      element.current.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  if (!toast) return null;
  const toaster = (
    <div className={`${atTop ? TOP_PLACEMENT : TOAST_PLACEMENT} z-50 print:hidden`}>
      <div
        ref={element}
        key={toast.id}
        tabIndex={-1}
        {...toast.ariaProps}
        className={`alert ${TONE_CLASS[toast.type] ?? "alert-info"} flex items-start gap-2 whitespace-normal shadow-lg outline-none`}
        onMouseEnter={() => hold("pointer")}
        onMouseLeave={() => release("pointer")}
        onFocus={() => hold("focus")}
        onBlur={() => release("focus")}
        onPointerDown={(event) => (swipeFrom.current = event.clientX)}
        onPointerUp={(event) => {
          if (swipeFrom.current !== null && event.clientX - swipeFrom.current >= SWIPE_PX) toasts.dismiss(toast.id);
          swipeFrom.current = null;
        }}
      >
        {resolveValue(toast.message, toast)}
        <button
          type="button"
          className="btn btn-ghost btn-xs btn-square -mr-1"
          aria-label="Dismiss"
          onClick={() => toasts.dismiss(toast.id)}
        >
          <Icon name="close" className="size-4" />
        </button>
      </div>
    </div>
  );
  return host ? createPortal(toaster, host) : toaster;
}
