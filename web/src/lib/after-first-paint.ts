import { useSyncExternalStore } from "react";

// Whether the page's first content has painted: false until one frame after the first component
// that asks has mounted, true from then on (later views ask after it, and get true at once).
// Images a view can do without at first (video thumbnails, over their drawn placeholders) wait for
// it, so they neither compete with the view's text for the first frame nor share its bandwidth.
let painted = false;
let scheduled = false;
const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  if (!painted && !scheduled) {
    scheduled = true;
    // The frame that shows the content, then the task after it.
    requestAnimationFrame(() =>
      setTimeout(() => {
        painted = true;
        for (const listener of listeners) listener();
      }),
    );
  }
  return () => listeners.delete(onChange);
}

export function useAfterFirstPaint(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => painted,
    () => false,
  );
}
