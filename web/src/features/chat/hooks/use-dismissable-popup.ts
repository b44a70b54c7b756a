import { useCallback, useLayoutEffect, useRef, useState } from "react";

/**
 * A popup's open state (a menu, a popover), closed on Escape and on a press outside `container`,
 * as users expect of any menu. Escape also gives the focus back to `toggle`, the control that opened it.
 *
 * The listeners go on in a layout effect, in the same commit that shows the popup: a plain effect
 * can run after the next paint, so an Escape pressed as soon as the menu showed would go unheard.
 */
export function useDismissablePopup() {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useLayoutEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      toggle.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, close]);
  return { open, setOpen, close, container, toggle };
}
