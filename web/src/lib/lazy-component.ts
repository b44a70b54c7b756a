import {
  createElement,
  lazy,
  startTransition,
  useEffect,
  useState,
  type ComponentType,
  type FunctionComponent,
} from "react";

// React.lazy, without its wait once the chunk is in. A Suspense boundary that has shown its
// fallback reveals the content 300 ms later at the soonest (React 19), so a chunk loaded ahead
// of time (app/view-chunks.ts, app/start.ts) renders at once instead of suspending.

export interface LazyComponent<P extends object> extends FunctionComponent<P> {
  /** Starts loading the chunk (once); resolves when it is in. */
  preload(): Promise<void>;
  isLoaded(): boolean;
  subscribe(onLoaded: () => void): () => void;
}

export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const listeners = new Set<() => void>();
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      for (const listener of listeners) listener();
      return module;
    }));
  const Lazy = lazy(start);
  const component = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(component, {
    preload: () => start().then(() => undefined),
    isLoaded: () => loaded !== null,
    subscribe: (onLoaded: () => void) => {
      listeners.add(onLoaded);
      return () => listeners.delete(onLoaded);
    },
  });
}

/**
 * Loads the given chunks once `wanted`; true when all are in. The switch to true is a transition:
 * what the chunks render first (a whole view and the shell) is rendered in slices that leave the
 * main thread free between them, instead of one long task.
 */
export function useLoaded(components: LazyComponent<never>[], wanted: boolean): boolean {
  const allLoaded = () => components.every((component) => component.isLoaded());
  const [loaded, setLoaded] = useState(allLoaded);
  useEffect(() => {
    if (wanted) for (const component of components) void component.preload();
    if (loaded) return;
    const check = () => {
      if (allLoaded()) startTransition(() => setLoaded(true));
    };
    const stops = components.map((component) => component.subscribe(check));
    check();
    return () => stops.forEach((stop) => stop());
  });
  return loaded;
}
