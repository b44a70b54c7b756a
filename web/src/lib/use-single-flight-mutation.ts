import {
  hashKey,
  noop,
  useMutation,
  useQueryClient,
  type DefaultError,
  type MutateFunction,
  type MutationFunctionContext,
  type QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
} from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";

interface Call<TData, TOnMutateResult> {
  promise: Promise<TData>;
  onMutateResult?: TOnMutateResult;
}

/**
 * `useMutation`, except that a call made while one with the same variables is in flight is ignored
 * (`mutateAsync` returns the running promise): a double click lands before `isPending` disables its button.
 * Calls with other variables go through, each running its own callbacks (useMutation runs only the latest's).
 */
export function useSingleFlightMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TOnMutateResult = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
  queryClient?: QueryClient,
): UseMutationResult<TData, TError, TVariables, TOnMutateResult> {
  const client = useQueryClient(queryClient);
  // A ref, not state: the second click of a double click must see the first at once, before any render.
  const inFlight = useRef(new Map<string, Call<TData, TOnMutateResult>>());
  // Set on unmount only, so a call made before the effects first run keeps its callbacks.
  const unmounted = useRef(false);
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
    };
  }, []);

  const { onMutate } = options;
  const mutation = useMutation(
    onMutate
      ? {
          ...options,
          // Only the mutation's own callbacks receive onMutate's result; each call's callbacks get it from here.
          onMutate: async (variables: TVariables, context: MutationFunctionContext) => {
            const result = await onMutate(variables, context);
            const call = inFlight.current.get(hashKey([variables]));
            if (call) call.onMutateResult = result;
            return result;
          },
        }
      : options,
    queryClient,
  );
  const { mutateAsync, reset } = mutation;
  const { meta, mutationKey } = options;

  const guardedMutateAsync = useCallback(
    (...[input, callbacks]: Parameters<MutateFunction<TData, TError, TVariables, TOnMutateResult>>) => {
      const variables = input as TVariables;
      const key = hashKey([variables]);
      const running = inFlight.current.get(key);
      if (running) return running.promise;
      const context: MutationFunctionContext = { client, meta, mutationKey };
      // Frees the key; the callbacks run unless reset() forgot the call or the component unmounted.
      const release = () => {
        const own = inFlight.current.get(key) === call;
        if (own) inFlight.current.delete(key);
        return own && !unmounted.current;
      };
      const call: Call<TData, TOnMutateResult> = {
        promise: mutateAsync(variables).then(
          (data) => {
            if (release()) {
              report(() => callbacks?.onSuccess?.(data, variables, call.onMutateResult, context));
              report(() => callbacks?.onSettled?.(data, null, variables, call.onMutateResult, context));
            }
            return data;
          },
          (error: TError) => {
            if (release()) {
              report(() => callbacks?.onError?.(error, variables, call.onMutateResult, context));
              report(() => callbacks?.onSettled?.(undefined, error, variables, call.onMutateResult, context));
            }
            throw error;
          },
        ),
      };
      inFlight.current.set(key, call);
      return call.promise;
    },
    [client, meta, mutationKey, mutateAsync],
  );

  const guardedMutate = useCallback(
    (...args: Parameters<typeof guardedMutateAsync>) => {
      guardedMutateAsync(...args).catch(noop);
    },
    [guardedMutateAsync],
  );
  // A reset view (a closed dialog) waits for nothing: its calls' callbacks never run and may be made again.
  const forgetAndReset = useCallback(() => {
    inFlight.current.clear();
    reset();
  }, [reset]);

  return { ...mutation, mutate: guardedMutate, mutateAsync: guardedMutateAsync, reset: forgetAndReset };
}

// As useMutation does: a callback that throws is reported and does not stop the next one.
function report(callback: () => void) {
  try {
    callback();
  } catch (error) {
    void Promise.reject(error);
  }
}
