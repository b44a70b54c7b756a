import { useMutation } from "@tanstack/react-query";
import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { fakeApi, renderWithQuery } from "@/test-api";
import { apiRequest } from "./api-client";
import { useIntentKey } from "./use-intent-key";

// A creating mutation as the api/ files write them: the key per intent, `isPending` disabling the button.
function CreatePath() {
  const intent = useIntentKey();
  const create = useMutation({
    mutationFn: (body: { title: string }) =>
      apiRequest("/users/u/learning-paths", { body, idempotencyKey: intent.keyFor(body), schema: z.unknown() }),
    onSuccess: intent.done,
  });
  return ["A", "B"].map((title) => (
    <button key={title} type="button" disabled={create.isPending} onClick={() => create.mutate({ title })}>
      Create {title}
    </button>
  ));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("one Idempotency-Key per intent", () => {
  it("keeps the key of a failed call for its retry, and takes a new one after a success", async () => {
    const statuses = [503, 201, 201];
    const calls = fakeApi(() => ({ status: statuses.shift() }));
    renderWithQuery(<CreatePath />);
    const button = screen.getByRole<HTMLButtonElement>("button", { name: "Create A" });
    for (let i = 0; i < 3; i++) {
      await userEvent.click(button);
      await vi.waitFor(() => expect(button.disabled).toBe(false));
    }
    const [first, retry, next] = calls.map((call) => call.headers["idempotency-key"]);
    expect(first).toEqual(expect.any(String));
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it("sends a double click once: the button is disabled while the call is pending", async () => {
    let answer!: () => void;
    const calls = fakeApi(() => new Promise((resolve) => (answer = () => resolve({ status: 201 }))));
    renderWithQuery(<CreatePath />);
    const button = screen.getByRole<HTMLButtonElement>("button", { name: "Create A" });
    await userEvent.dblClick(button);
    expect(button.disabled).toBe(true);
    await act(async () => answer());
    expect(calls).toHaveLength(1);
  });

  it("gives other variables their own key", async () => {
    const calls = fakeApi(() => ({ status: 500 }));
    renderWithQuery(<CreatePath />);
    const other = screen.getByRole<HTMLButtonElement>("button", { name: "Create B" });
    await userEvent.click(screen.getByRole("button", { name: "Create A" }));
    await vi.waitFor(() => expect(other.disabled).toBe(false));
    await userEvent.click(other);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.headers["idempotency-key"]).not.toBe(calls[0]!.headers["idempotency-key"]);
  });
});
