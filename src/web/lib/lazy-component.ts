import { type ComponentType, createContext, createElement, useContext } from "react";

interface LazyModule<P> {
  default: ComponentType<P>;
  /** What the component needs before it can render its content (a module it loads itself). */
  ready?: Promise<unknown>;
}

export type LazyComponent<P> = ComponentType<P> & {
  /** Loads the chunk; once it resolves, the component renders without suspending. */
  preload(): Promise<void>;
};

/** Every lazy component by name, so a page's state can say which ones to load (main.tsx). */
const registry = new Map<string, () => Promise<void>>();

/** Told the name of each lazy component that renders (entry-server.tsx listens). */
export const RenderedLazies = createContext<((name: string) => void) | null>(null);

/**
 * React's lazy() with a name and preload(). A server-drawn page lists the lazy components it
 * drew, and the browser loads them all before adopting the markup: a component still loading
 * while the rest is adopted would keep the server's markup without its event handlers, so a
 * tap on it would do nothing. (React's lazy also always suspends once, even when loaded.)
 */
export function lazyComponent<P extends object>(
  name: string,
  load: () => Promise<LazyModule<P>>,
): LazyComponent<P> {
  let component: ComponentType<P> | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      async (module) => {
        await module.ready;
        component = module.default;
      },
      (error: unknown) => {
        failure = { error };
      },
    );
    return loading;
  };
  // Set, not added once: hot reload in development evaluates the defining module again.
  registry.set(name, preload);
  function Lazy(props: P) {
    useContext(RenderedLazies)?.(name);
    if (failure) throw failure.error;
    // Suspense shows its fallback and renders again once the chunk is in.
    if (!component) throw preload();
    return createElement(component, props);
  }
  return Object.assign(Lazy, { preload });
}

/**
 * Loads the named lazy components. Names inside a chunk not yet loaded (a page's own lazy
 * parts) become known once it is, so this goes round until nothing new can be loaded.
 */
export async function preloadLazies(names: readonly string[]): Promise<void> {
  const done = new Set<string>();
  for (;;) {
    const next = names.filter((name) => !done.has(name) && registry.has(name));
    if (next.length === 0) return;
    for (const name of next) done.add(name);
    await Promise.all(next.map((name) => registry.get(name)?.()));
  }
}
