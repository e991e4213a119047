import { useCallback, useSyncExternalStore } from "react";

/**
 * Code the first screen does not show, loaded when something first calls for it (the user reaching
 * for a picker's list or a tooltip, the first notice) instead of with the screen; once loaded,
 * every later render gets it at once.
 */
export interface OnInteraction<T> {
  /** The loaded value, or undefined before the first interaction finished loading it. */
  current(): T | undefined;
  /** Starts loading (once); the promise settles when it is there. */
  load(): Promise<T>;
  subscribe(listener: () => void): () => void;
}

export function onInteraction<T>(loader: () => Promise<T>): OnInteraction<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => value,
    load() {
      loading ??= loader().then(
        (loaded) => {
          value = loaded;
          for (const listener of listeners) listener();
          return loaded;
        },
        (error: unknown) => {
          // A failed chunk (a new deploy, a dropped connection) is asked for again at the next interaction.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The value once loaded, and a handler that starts loading it. */
export function useOnInteraction<T>(handle: OnInteraction<T>): [T | undefined, () => void] {
  const value = useSyncExternalStore(handle.subscribe, handle.current);
  // Loading errors surface at the next interaction's attempt; the placeholder keeps working meanwhile.
  const request = useCallback(() => void handle.load().catch(() => undefined), [handle]);
  return [value, request];
}
