// Resolves once the user has done something on the page: a tap, a click, a key, a wheel, or coming
// back to the tab. Not a scroll: the page's own scrolling fires it too (the chat scrolls to its last
// message), and a user's scroll starts with a touch, a wheel, a key or a press on the scrollbar.
// The Firebase SDK (the largest chunk, lib/live-listener.ts) waits for it: until then the view
// shows the API's answer, as fresh as the page, and a page nobody touches costs no SDK. Imported
// by main.tsx before anything else renders, so the sign-in form's typing counts too.
const EVENTS = ["pointerdown", "keydown", "touchstart", "wheel"] as const;

let interacted = false;
const waiting: (() => void)[] = [];

function onInteraction() {
  if (interacted) return;
  interacted = true;
  for (const event of EVENTS) window.removeEventListener(event, onInteraction, true);
  document.removeEventListener("visibilitychange", onVisible);
  for (const resolve of waiting.splice(0)) resolve();
}

function onVisible() {
  if (document.visibilityState === "visible") onInteraction();
}

if (typeof window !== "undefined") {
  for (const event of EVENTS) window.addEventListener(event, onInteraction, { capture: true, passive: true });
  document.addEventListener("visibilitychange", onVisible);
}

export function firstInteraction(): Promise<void> {
  return interacted ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}
