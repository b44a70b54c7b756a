import { createStore, useStore } from "./store";

// A modal <dialog> sits in the browser's top layer and makes everything outside it inert, so a
// toast rendered in the page would show dimmed behind the backdrop and could not be clicked. The
// open dialogs register here, and the toaster renders inside the one on top (components/app-toaster).
const openDialogs = createStore<HTMLDialogElement[]>([]);

export function dialogOpened(dialog: HTMLDialogElement) {
  openDialogs.set([...openDialogs.get().filter((open) => open !== dialog), dialog]);
}

export function dialogClosed(dialog: HTMLDialogElement) {
  if (openDialogs.get().includes(dialog)) openDialogs.set(openDialogs.get().filter((open) => open !== dialog));
}

/** The modal dialog on top of the others, or null when none is open. */
export function useTopDialog(): HTMLDialogElement | null {
  return useStore(openDialogs, (dialogs) => dialogs.at(-1) ?? null);
}
