import { useLayoutEffect, useState, type RefObject } from "react";

/** Whether the browser can tell a block its row's width (not in print tests without layout). */
export const canMeasureRows = typeof ResizeObserver !== "undefined";

/**
 * The width of the row a block sits in (its parent: the card's flex row), measured before the
 * first paint and again whenever it changes: a table tells from it whether it fits or must
 * scroll. Infinity until measured, or where nothing can measure (print, tests without layout).
 */
export function useRowWidth(ref: RefObject<HTMLElement | null>, enabled: boolean): number {
  const [width, setWidth] = useState(Number.POSITIVE_INFINITY);
  useLayoutEffect(() => {
    const row = ref.current?.parentElement;
    if (!enabled || !row || !canMeasureRows) return;
    setWidth(Math.floor(row.getBoundingClientRect().width));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(row);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return width;
}
