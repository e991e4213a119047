import { useEffect, useRef, type RefObject } from "react";
import { flushSync } from "react-dom";

/** About ten seconds: a block that has not shown by then is not reported complete. */
const MAX_FRAMES = 600;

/**
 * Calls `onDone` once, when the element shows what it is expected to (e.g. a grid's first row),
 * checked every animation frame: the grid lays its rows out only after measuring itself.
 */
export function useRenderedSignal(
  ref: RefObject<HTMLElement | null>,
  isRendered: (el: HTMLElement) => boolean,
  onDone: () => void,
) {
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    let frames = 0;
    let handle = 0;
    const check = () => {
      const el = ref.current;
      // Rendered now, in this frame: what `onDone` changes (a grid shown) is painted with it.
      if (el && isRendered(el)) flushSync(() => done.current());
      else if (++frames < MAX_FRAMES) handle = requestAnimationFrame(check);
    };
    handle = requestAnimationFrame(check);
    return () => cancelAnimationFrame(handle);
    // Once per mount: a block that re-renders is still complete.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
