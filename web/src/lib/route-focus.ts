import { useEffect, useRef } from "react";

const WAIT_FOR_HEADING_MS = 5000;

/**
 * Moves the focus to the view's main heading when `path` changes (not on the first load), as after
 * a full page load; it waits for the heading of a view still loading.
 */
export function useFocusHeadingOnNavigation(path: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>("main h1");
      if (!heading) return false;
      stop();
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: false });
      return true;
    };
    const observer = new MutationObserver(focusHeading);
    const timer = window.setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    if (!focusHeading()) observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [path]);
}
