// A module's cache without a module-scope `let` (eslint.config.js bans those outside the page's composition
// root, decision 0504): the value is built on first use, not when the module loads (a top-level `new Ajv`
// is a side effect the bundler must keep), and then kept. For caches only: a value that is the same for
// every app in the realm (a compiled schema, a loaded library). What one app changes belongs to that app's
// services (ui/app/compose), never here.

export interface Lazy<T> {
  /** The value, built by the first call. */
  (): T;
  /** Builds it again on the next call (a load that failed is tried again). */
  reset(): void;
}

// A call has no side effect, and the annotation tells the bundler so: a module whose lazy value nothing uses
// is still dropped from the page's chunks, with the library (ajv) it would have built.
/* @__NO_SIDE_EFFECTS__ */
export function lazy<T>(make: () => T): Lazy<T> {
  let built: { readonly value: T } | null = null;
  const get = (): T => (built ??= { value: make() }).value;
  get.reset = (): void => void (built = null);
  return get;
}

export interface LazyLoad<T> {
  /** The load, started by the first call; one that failed is forgotten, so the next call tries again. */
  (): Promise<T>;
  /** The loaded value, once the load has succeeded (to draw it at once on a later mount). */
  loaded(): T | undefined;
}

/* @__NO_SIDE_EFFECTS__ */
export function lazyLoad<T>(load: () => Promise<T>): LazyLoad<T> {
  let value: { readonly value: T } | null = null;
  const loading: Lazy<Promise<T>> = lazy(() =>
    load().then(
      (loadedValue) => {
        value = { value: loadedValue };
        return loadedValue;
      },
      (error: unknown) => {
        loading.reset();
        throw error;
      },
    ),
  );
  const get = (): Promise<T> => loading();
  get.loaded = (): T | undefined => value?.value;
  return get;
}
