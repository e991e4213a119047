import { useSyncExternalStore } from "react";

/**
 * The hidden shortcut of spec section 2: Ctrl+Escape shows or hides the raw data of every chart
 * on the page at once. One listener for the page while any chart is mounted.
 */
let showing = false;
const listeners = new Set<() => void>();

function onKey(event: KeyboardEvent) {
  if (!event.ctrlKey || event.key !== "Escape" || event.repeat) return;
  showing = !showing;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener("keydown", onKey);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("keydown", onKey);
  };
}

/** Whether raw chart data is shown (toggled by Ctrl+Escape anywhere on the page). */
export function useRawChartData(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => showing,
    () => false,
  );
}
