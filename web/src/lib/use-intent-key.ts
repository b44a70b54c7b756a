import { useRef } from "react";

/**
 * The Idempotency-Key of a creating mutation: one per user intent. The same variables sent again
 * before one call succeeds (a retry after an error, a repeat that reaches the server twice) keep
 * their key, so the server creates one thing; other variables, or any call after a success, are a
 * new intent. Pass `keyFor` the mutation's variables in `mutationFn` and `done` as its `onSuccess`.
 */
export function useIntentKey() {
  const intent = useRef<{ variables: string; key: string } | null>(null);
  return {
    keyFor(variables: unknown): string {
      const text = JSON.stringify(variables ?? null);
      if (intent.current?.variables !== text) intent.current = { variables: text, key: crypto.randomUUID() };
      return intent.current.key;
    },
    done() {
      intent.current = null;
    },
  };
}
