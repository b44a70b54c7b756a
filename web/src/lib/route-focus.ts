import { useEffect, useRef } from "react";

const WAIT_FOR_HEADING_MS = 5000;

// After a navigation the new view may still be loading (a lazy chunk, live data), so wait until its
// main heading is in the page, then move the focus there: screen readers announce the new view and
// the keyboard starts from its top, as after a full page load.
function focusMainHeading(): () => void {
  const find = () => document.querySelector<HTMLElement>("main h1");
  const focus = (heading: HTMLElement) => {
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: false });
  };
  const now = find();
  if (now) {
    focus(now);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const heading = find();
    if (!heading) return;
    stop();
    focus(heading);
  });
  const timer = window.setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/** Moves the focus to the view's main heading whenever `path` changes (not on the first load). */
export function useFocusHeadingOnNavigation(path: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return focusMainHeading();
  }, [path]);
}
