import { useCallback, useState, type MouseEvent, type ReactNode } from "react";

/** A tooltip shown at the pointer, in the chart's own box (its wrapper div's coordinates). */
export interface ChartHover {
  x: number;
  y: number;
  content: ReactNode;
}

/** Px between the pointer and the tooltip's near edge, as Nivo's tooltips keep. */
const POINTER_GAP = 14;

/**
 * The hovered element's tooltip: shown where the pointer is over the chart, gone when it leaves.
 * The position is read off the chart's svg, so the tooltip follows the pointer as Nivo's does.
 */
export function useChartHover() {
  const [hover, setHover] = useState<ChartHover | null>(null);
  const show = useCallback((event: MouseEvent<SVGElement>, content: ReactNode) => {
    const svg = event.currentTarget.ownerSVGElement ?? event.currentTarget;
    const box = svg.getBoundingClientRect();
    setHover({ x: event.clientX - box.left, y: event.clientY - box.top, content });
  }, []);
  const hide = useCallback(() => setHover(null), []);
  return { hover, show, hide };
}

/** The tooltip box: beside the pointer, on its left in the chart's right half, never under it. */
export function ChartHoverBox({ hover, width }: { hover: ChartHover; width: number }) {
  const left = hover.x > width / 2;
  return (
    <div
      style={{
        position: "absolute",
        left: hover.x,
        top: hover.y,
        transform: `translate(${left ? `calc(-100% - ${POINTER_GAP}px)` : `${POINTER_GAP}px`}, -50%)`,
        pointerEvents: "none",
        zIndex: 10,
      }}
    >
      {hover.content}
    </div>
  );
}
