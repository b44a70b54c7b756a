import { useLayoutEffect, type RefObject } from "react";

/**
 * Closes a popup (a menu, a popover) on Escape and on a press outside `container`, as users
 * expect of any menu. Escape also gives the focus back to the control that opened it.
 *
 * The listeners go on in a layout effect, in the same commit that shows the popup: a plain effect
 * can run after the next paint, so an Escape pressed as soon as the menu showed would go unheard.
 */
export function useDismiss(
  container: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
  trigger?: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      trigger?.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [container, open, close, trigger]);
}
