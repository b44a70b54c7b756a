import { hashKey, noop, useMutation, type DefaultError, type UseMutationOptions } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";

/** What one call does once answered; useMutation's own per-call callbacks run for its latest call only. */
interface CallCallbacks<TData, TError, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: TError, variables: TVariables) => void;
}

/**
 * `useMutation`, except that a call made while one with the same variables is in flight is ignored
 * (`mutateAsync` returns the running promise): a double click lands before `isPending` disables its
 * button. Calls with other variables go through, each running its own callbacks.
 */
export function useSingleFlightMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
) {
  const mutation = useMutation(options);
  // A ref, not state: the second click of a double click must see the first at once, before any render.
  const inFlight = useRef(new Map<string, Promise<TData>>());
  // Set on unmount only, so a call made before the effects first run keeps its callbacks.
  const unmounted = useRef(false);
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
    };
  }, []);

  const { mutateAsync, reset } = mutation;
  const run = useCallback(
    (variables: TVariables, callbacks?: CallCallbacks<TData, TError, TVariables>): Promise<TData> => {
      const key = hashKey([variables]);
      const running = inFlight.current.get(key);
      if (running) return running;
      // Frees the key; the callbacks run unless reset() forgot the call or the component unmounted.
      // They run in a task of their own, so one that throws is reported and does not fail the call.
      const settle = (callback: () => void) => {
        const own = inFlight.current.get(key) === call;
        if (own) inFlight.current.delete(key);
        if (own && !unmounted.current) queueMicrotask(callback);
      };
      const call = mutateAsync(variables).then(
        (data) => {
          settle(() => callbacks?.onSuccess?.(data, variables));
          return data;
        },
        (error: TError) => {
          settle(() => callbacks?.onError?.(error, variables));
          throw error;
        },
      );
      inFlight.current.set(key, call);
      return call;
    },
    [mutateAsync],
  );
  const mutate = useCallback(
    (variables: TVariables, callbacks?: CallCallbacks<TData, TError, TVariables>) =>
      void run(variables, callbacks).catch(noop),
    [run],
  );
  // A reset view (a closed dialog) waits for nothing: its calls' callbacks never run and may be made again.
  const forgetAndReset = useCallback(() => {
    inFlight.current.clear();
    reset();
  }, [reset]);

  return { ...mutation, mutate, mutateAsync: run, reset: forgetAndReset };
}
