import { useEffect, useSyncExternalStore } from "react";

/**
 * What a page shows within its route, which the browser title names after the route's title
 * ("ALM | Reports | NEV Summary"): a tab, or a screen reader's list of windows, then says which
 * report is open, not only that reports are (WCAG 2.4.2, Page Titled).
 */
let detail: string | undefined;
const listeners = new Set<() => void>();

function setDetail(next: string | undefined) {
  if (next === detail) return;
  detail = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Names what the page shows while it is mounted (undefined: nothing beyond its route). */
export function useTitleDetail(text: string | undefined): void {
  useEffect(() => {
    setDetail(text);
    return () => setDetail(undefined);
  }, [text]);
}

/** What the page on screen names now (the chrome puts it in the browser title). */
export function useCurrentTitleDetail(): string | undefined {
  return useSyncExternalStore(subscribe, () => detail);
}
