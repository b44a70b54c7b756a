import { useSyncExternalStore } from "react";

// A modal <dialog> sits in the browser's top layer and makes everything outside it inert, so a
// toast rendered in the page would show dimmed behind the backdrop and could not be clicked. The
// open dialogs register here, and the toaster renders inside the one on top (components/app-toaster).
let openDialogs: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function set(next: HTMLDialogElement[]) {
  openDialogs = next;
  for (const listener of listeners) listener();
}

export function dialogOpened(dialog: HTMLDialogElement) {
  set([...openDialogs.filter((open) => open !== dialog), dialog]);
}

export function dialogClosed(dialog: HTMLDialogElement) {
  if (openDialogs.includes(dialog)) set(openDialogs.filter((open) => open !== dialog));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const topDialog = () => openDialogs.at(-1) ?? null;

/** The modal dialog on top of the others, or null when none is open. */
export function useTopDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, topDialog, topDialog);
}
