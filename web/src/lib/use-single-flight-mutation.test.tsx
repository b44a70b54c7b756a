import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSingleFlightMutation } from "./use-single-flight-mutation";

afterEach(cleanup);

/** A request per call, answered when the test says so. */
function fakeRequests() {
  const requests: { id: string; answer: (value: string) => void; fail: (error: Error) => void }[] = [];
  const send = vi.fn(
    (id: string) =>
      new Promise<string>((answer, fail) => {
        requests.push({ id, answer, fail });
      }),
  );
  return { requests, send };
}

function renderMutation(send: (id: string) => Promise<string>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSingleFlightMutation({ mutationFn: send }), { wrapper });
}

describe("useSingleFlightMutation", () => {
  it("sends one request for a double call with the same variables, and the first call's callbacks get its answer", async () => {
    const { requests, send } = fakeRequests();
    const { result } = renderMutation(send);
    const first = vi.fn();
    const second = vi.fn();

    let firstPromise: Promise<string> | undefined;
    let secondPromise: Promise<string> | undefined;
    await act(async () => {
      // Both clicks land before a render, as a double click does.
      result.current.mutate("m1", { onSuccess: first });
      result.current.mutate("m1", { onSuccess: second, onError: second });
      firstPromise = result.current.mutateAsync("m1");
      secondPromise = result.current.mutateAsync("m1");
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(secondPromise).toBe(firstPromise);

    await act(async () => requests[0]?.answer("done m1"));
    await expect(firstPromise).resolves.toBe("done m1");
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(first).toHaveBeenCalledWith("done m1", "m1");
    expect(second).not.toHaveBeenCalled();
  });

  it("sends calls with other variables at once, and runs each call's own callbacks", async () => {
    const { requests, send } = fakeRequests();
    const { result } = renderMutation(send);
    const onSuccess = vi.fn();
    const onError = vi.fn();

    await act(async () => {
      result.current.mutate("m1", { onSuccess, onError });
      result.current.mutate("m2", { onSuccess, onError });
    });
    expect(requests.map((request) => request.id)).toEqual(["m1", "m2"]);

    await act(async () => {
      requests[0]?.fail(new Error("m1 failed"));
      requests[1]?.answer("done m2");
    });
    await waitFor(() => {
      expect(onError).toHaveBeenCalledWith(new Error("m1 failed"), "m1");
      expect(onSuccess).toHaveBeenCalledWith("done m2", "m2");
    });
  });

  it("lets a new call through once the earlier one failed", async () => {
    const { requests, send } = fakeRequests();
    const { result } = renderMutation(send);
    const onError = vi.fn();
    const onSuccess = vi.fn();

    await act(async () => result.current.mutate("m1", { onError }));
    await act(async () => requests[0]?.fail(new Error("offline")));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));

    await act(async () => result.current.mutate("m1", { onSuccess }));
    expect(send).toHaveBeenCalledTimes(2);
    await act(async () => requests[1]?.answer("done m1"));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith("done m1", "m1"));
  });

  it("forgets a call on reset: its callbacks do not run and the same call goes through again", async () => {
    const { requests, send } = fakeRequests();
    const { result } = renderMutation(send);
    const forgotten = vi.fn();
    const again = vi.fn();

    await act(async () => result.current.mutate("m1", { onSuccess: forgotten }));
    act(() => result.current.reset());
    await act(async () => result.current.mutate("m1", { onSuccess: again }));
    expect(send).toHaveBeenCalledTimes(2);

    await act(async () => {
      requests[0]?.answer("first");
      requests[1]?.answer("second");
    });
    await waitFor(() => expect(again).toHaveBeenCalledWith("second", "m1"));
    expect(forgotten).not.toHaveBeenCalled();
  });
});
