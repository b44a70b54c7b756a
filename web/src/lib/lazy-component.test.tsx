import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { lazyComponent, useLoaded } from "./lazy-component";

afterEach(cleanup);

function deferred() {
  let resolve: (value: { default: (props: { name: string }) => string }) => void = () => undefined;
  const promise = new Promise<{ default: (props: { name: string }) => string }>((done) => (resolve = done));
  return { promise, resolve };
}

describe("lazyComponent", () => {
  it("renders a preloaded chunk at once, without suspending", async () => {
    const Hello = lazyComponent(async () => ({ default: ({ name }: { name: string }) => `Hello ${name}` }));
    expect(Hello.isLoaded()).toBe(false);
    await Hello.preload();
    expect(Hello.isLoaded()).toBe(true);
    render(
      <Suspense fallback="waiting">
        <Hello name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText("Hello Ada")).toBeTruthy();
  });

  it("suspends like React.lazy while the chunk is not in", async () => {
    const chunk = deferred();
    const Hello = lazyComponent(() => chunk.promise);
    render(
      <Suspense fallback="waiting">
        <Hello name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText("waiting")).toBeTruthy();
    await act(async () => chunk.resolve({ default: ({ name }) => `Hello ${name}` }));
    expect(await screen.findByText("Hello Ada")).toBeTruthy();
  });

  it("useLoaded loads the chunks once wanted and tells when all are in", async () => {
    const first = deferred();
    const second = deferred();
    const A = lazyComponent(() => first.promise);
    const B = lazyComponent(() => second.promise);
    function Probe({ wanted }: { wanted: boolean }) {
      return useLoaded([A, B], wanted) ? "ready" : "loading";
    }
    const view = render(<Probe wanted={false} />);
    expect(screen.getByText("loading")).toBeTruthy();
    view.rerender(<Probe wanted />);
    await act(async () => first.resolve({ default: () => "a" }));
    expect(screen.getByText("loading")).toBeTruthy();
    await act(async () => second.resolve({ default: () => "b" }));
    expect(screen.getByText("ready")).toBeTruthy();
  });
});
