import { useEffect, useRef } from "react";

/**
 * Calls `onRenderComplete` once, in the commit after `ready` turns true (the chart's SVG is in
 * the page by then); later renders, resizes and a new callback do not call it again.
 */
export function useRenderComplete(ready: boolean, onRenderComplete: () => void) {
  const callback = useRef(onRenderComplete);
  const done = useRef(false);
  useEffect(() => {
    callback.current = onRenderComplete;
  });
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    callback.current();
  }, [ready]);
}
