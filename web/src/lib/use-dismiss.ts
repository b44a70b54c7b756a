import { useEffect, type RefObject } from "react";

/**
 * Closes a popup (a menu, a popover) on Escape and on a press outside `container`, as users
 * expect of any menu. Escape also gives the focus back to the control that opened it.
 */
export function useDismiss(
  container: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
  trigger?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
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
