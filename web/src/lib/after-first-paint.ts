import { useSyncExternalStore } from "react";

// Whether the page's first content has painted: false until one frame after the first component
// that asks has mounted, true from then on (later views ask after it, and get true at once).
// Images a view can do without at first (video thumbnails, over their drawn placeholders) wait for
// it, so they neither compete with the view's text for the first frame nor share its bandwidth. So do
// the items of a long list that a phone's first screen does not show: the first render and its
// layout then do what that screen shows, and the rest follows in a task of its own instead of
// making one long task of all of it (the catalogue's cards, a path's videos, a table's rows).
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
