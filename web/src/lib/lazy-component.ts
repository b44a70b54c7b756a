import { createElement, lazy, useEffect, useState, type ComponentType, type FunctionComponent } from "react";

// lazy(), without suspending once the chunk is in: a chunk loaded ahead of time
// (app/view-chunks.ts, app/start.ts) renders in the same pass as the rest, not after its fallback.

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

/** Loads the given chunks once `wanted`; true when all are in. */
export function useLoaded(components: LazyComponent<never>[], wanted: boolean): boolean {
  const allLoaded = () => components.every((component) => component.isLoaded());
  const [loaded, setLoaded] = useState(allLoaded);
  useEffect(() => {
    if (wanted) for (const component of components) void component.preload();
    if (loaded) return;
    const check = () => {
      if (allLoaded()) setLoaded(true);
    };
    const stops = components.map((component) => component.subscribe(check));
    check();
    return () => stops.forEach((stop) => stop());
  });
  return loaded;
}
