import { useSyncExternalStore, type ReactNode } from "react";

// The app's toasts (spec 000 section 9): at most one at a time, a new one replaces the current, and
// each goes after TOAST_DURATION_MS unless the pointer or the focus rests on it. Drawn by
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

let current: Toast | null = null;
let lastId = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
/** While the timer runs: when it started and how long it had left then. */
let startedAt = 0;
let remainingMs = 0;
const listeners = new Set<() => void>();

function changed(next: Toast | null) {
  current = next;
  for (const listener of listeners) listener();
}

function runTimer(ms: number) {
  clearTimeout(timer);
  startedAt = Date.now();
  remainingMs = ms;
  timer = setTimeout(dismissToast, ms);
}

function show(tone: ToastTone, title: string, description?: ReactNode) {
  changed({ id: ++lastId, tone, title, description });
  runTimer(TOAST_DURATION_MS);
}

export function dismissToast(): void {
  clearTimeout(timer);
  timer = undefined;
  if (current) changed(null);
}

/** Holds the toast while the user reads it (pointer over it, or focus in it). */
export function pauseToast(): void {
  if (timer === undefined) return;
  clearTimeout(timer);
  timer = undefined;
  remainingMs -= Date.now() - startedAt;
}

/** Lets a held toast go, after what was left of its time. */
export function resumeToast(): void {
  if (current && timer === undefined) runTimer(Math.max(remainingMs, 0));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toast on screen, or null. */
export function useToast(): Toast | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

export const notify = {
  success: (title: string, description?: ReactNode) => show("success", title, description),
  error: (title: string, description?: ReactNode) => show("error", title, description),
  info: (title: string, description?: ReactNode) => show("info", title, description),
};
