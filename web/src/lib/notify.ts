import type { ReactNode } from "react";
import { createStore, useStore } from "./store";

// The app's toasts: at most one at a time, a new one replaces the current, and
// each goes after TOAST_DURATION_MS, counted while neither the pointer nor the focus rests on it. Drawn by
// components/app-toaster.tsx; a plain store rather than a library, so no script injects styles while
// the first view renders.

export const TOAST_DURATION_MS = 5000;

export type ToastTone = "success" | "error" | "info";

export interface Toast {
  /** New for every toast, so a repeated message is announced again. */
  id: number;
  tone: ToastTone;
  title: string;
  /** A description other than text (e.g. a list of issues) brings its own markup. */
  description?: ReactNode;
}

const shown = createStore<Toast | null>(null);
let lastId = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
/** While the timer runs: when it started and how long it had left then. */
let startedAt = 0;
let remainingMs = 0;
/** What holds the toast on screen: the pointer over it, the focus in it. */
export type ToastHold = "pointer" | "focus";
const holds = new Set<ToastHold>();

function runTimer(ms: number) {
  clearTimeout(timer);
  startedAt = Date.now();
  remainingMs = ms;
  timer = setTimeout(dismissToast, ms);
}

function show(tone: ToastTone, title: string, description?: ReactNode) {
  holds.clear();
  shown.set({ id: ++lastId, tone, title, description });
  runTimer(TOAST_DURATION_MS);
}

export function dismissToast(): void {
  clearTimeout(timer);
  timer = undefined;
  holds.clear();
  if (shown.get()) shown.set(null);
}

/** Holds the toast while the user reads it; its time stops. */
export function holdToast(hold: ToastHold): void {
  holds.add(hold);
  if (timer === undefined) return;
  clearTimeout(timer);
  timer = undefined;
  remainingMs -= Date.now() - startedAt;
}

/** Ends one hold; once nothing holds it, the toast goes after what was left of its time. */
export function releaseToast(hold: ToastHold): void {
  holds.delete(hold);
  if (shown.get() && timer === undefined && holds.size === 0) runTimer(Math.max(remainingMs, 0));
}

/** The toast on screen, or null. */
export function useToast(): Toast | null {
  return useStore(shown, (toast) => toast);
}

export const notify = {
  success: (title: string, description?: ReactNode) => show("success", title, description),
  error: (title: string, description?: ReactNode) => show("error", title, description),
  info: (title: string, description?: ReactNode) => show("info", title, description),
};
