import { useState } from "react";
import type { z } from "zod/mini";
import { localStore } from "./local-store";

// Answers of a long form (the assessment, the context questionnaire) survive a closed sheet and a
// reload: they are kept in this browser, per user, until the form is sent. Only this device keeps
// them, and a stored value that no longer fits its schema is dropped rather than trusted.
const storageKey = (userId: string, name: string) => `solosensei:draft:${userId}:${name}`;

export function readDraft<S extends z.ZodMiniType>(userId: string, name: string, schema: S): z.infer<S> | null {
  const raw = localStore?.getItem(storageKey(userId, name));
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // not JSON
  }
}

export function writeDraft(userId: string, name: string, value: unknown) {
  try {
    localStore?.setItem(storageKey(userId, name), JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses the ability to resume.
  }
}

export function clearDraft(userId: string, name: string) {
  localStore?.removeItem(storageKey(userId, name));
}

/** State kept in the user's draft on every change, from the stored draft or `initial()`; `clear()` after a send. */
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
