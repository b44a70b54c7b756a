import { useState } from "react";
import type { z } from "zod/mini";

// Answers of a long form (the assessment, the context questionnaire) survive a closed sheet and a
// reload: they are kept in this browser, per user, until the form is sent. Only this device keeps
// them, and a stored value that no longer fits its schema is dropped rather than trusted.
const storageKey = (userId: string, name: string) => `solosensei:draft:${userId}:${name}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked storage (private modes, policies): the form still works, without resuming
  }
}

export function readDraft<S extends z.ZodMiniType>(userId: string, name: string, schema: S): z.infer<S> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(storage()?.getItem(storageKey(userId, name)) ?? ""));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // nothing stored, or not JSON
  }
}

export function writeDraft(userId: string, name: string, value: unknown) {
  try {
    storage()?.setItem(storageKey(userId, name), JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses the ability to resume.
  }
}

export function clearDraft(userId: string, name: string) {
  storage()?.removeItem(storageKey(userId, name));
}

/**
 * State that is also written to the user's draft on every change. Starts from the stored draft
 * when there is one, else from `initial()`. `clear()` forgets the draft and starts afresh (after a
 * successful send).
 */
export function useDraft<S extends z.ZodMiniType>(userId: string, name: string, schema: S, initial: () => z.infer<S>) {
  const [value, setState] = useState<z.infer<S>>(() => readDraft(userId, name, schema) ?? initial());
  const setValue = (next: z.infer<S>) => {
    setState(next);
    writeDraft(userId, name, next);
  };
  const clear = () => {
    clearDraft(userId, name);
    setState(initial());
  };
  return { value, setValue, clear };
}
