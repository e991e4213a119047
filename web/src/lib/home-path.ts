import { useSyncExternalStore } from "react";

/**
 * Where home leads a client user: the Reports screen works it out (the definition it opens first)
 * and says so here, so that the shell knows it without the screen's queries in its own code. Null
 * until then, and for staff, whose home is its own page.
 */
let homePath: string | null = null;
const listeners = new Set<() => void>();

export function setHomePath(path: string | null): void {
  if (path === homePath) return;
  homePath = path;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useHomePath = (): string | null => useSyncExternalStore(subscribe, () => homePath);
