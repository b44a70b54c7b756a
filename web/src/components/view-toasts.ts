import { useEffect, useSyncExternalStore } from "react";
import { toast } from "react-hot-toast/headless";

// A view's toasts leave with it: a toast raised on the step page does not follow the learner into
// the chat. One that announces the next view (components/notify.tsx `carriesOver`, e.g. 'Step Complete!'
// before the phase page) moves along once. And a view whose newest content sits at the bottom (the
// chat's newest message and input) asks for toasts at the top.

/** Where each toast was first shown, and whether it may move along to the next view once. */
const shown = new Map<string, { at: string; carries: boolean }>();
const CARRIES_OVER = "carries-over:";
let raised = 0;

/** A new toast's id: one that announces the next view says so. */
export const toastId = (carriesOver: boolean) => `${carriesOver ? CARRIES_OVER : ""}${(raised += 1)}`;

/** Called by the toaster when a toast first shows. */
export const noteToastShown = (id: string) => {
  if (!shown.has(id)) shown.set(id, { at: window.location.pathname, carries: id.startsWith(CARRIES_OVER) });
};

/** Called by each view on its address: what other views raised goes, what announced this one stays. */
export function toastsFollowView(pathname: string) {
  for (const [id, { at, carries }] of shown) {
    if (at === pathname) continue;
    if (carries) shown.set(id, { at: pathname, carries: false });
    else {
      toast.remove(id);
      shown.delete(id);
    }
  }
}

let atTop = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Toasts sit at the top while the calling view is mounted. */
export function useToastsAtTop() {
  useEffect(() => {
    atTop += 1;
    changed();
    return () => {
      atTop -= 1;
      changed();
    };
  }, []);
}

/** Whether a mounted view asked for toasts at the top. */
export const useToastsPlacedAtTop = () =>
  useSyncExternalStore(
    (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    () => atTop > 0,
  );
