import { useRef } from "react";

/**
 * A creating mutation's Idempotency-Key, one per user intent: the same variables sent again before
 * a success (a retry after an error, a repeat that reaches the server twice) keep their key, so the
 * server creates one thing. Call `keyFor(variables)` in `mutationFn` and `done` on success.
 */
export function useIntentKey() {
  const intent = useRef<{ variables: string; key: string }>(null);
  const keyFor = (variables: unknown) => {
    const text = JSON.stringify(variables ?? null);
    if (intent.current?.variables !== text) intent.current = { variables: text, key: crypto.randomUUID() };
    return intent.current.key;
  };
  return { keyFor, done: () => void (intent.current = null) };
}
