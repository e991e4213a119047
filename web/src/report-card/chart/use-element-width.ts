import { useLayoutEffect, useState, type RefObject } from "react";

/**
 * The element's content width, kept current as the layout changes (window resizes, blocks
 * wrapping). 0 until measured: charts are drawn at the width they get, never guessed.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Whole pixels: sub-pixel changes would redraw the chart for nothing.
    const measure = () => setWidth(Math.floor(el.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
