import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { alpha, type Theme } from "@mui/material/styles";
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { SCROLL_HINT_SX } from "../report-card/table/GridScrollHint.tsx";

/**
 * A table wider than a phone scrolls in its own box; the box takes the keyboard's focus so that
 * arrow keys scroll it too (a table of text has nothing else to focus). On paper (`plain`) nothing
 * scrolls: a plain box.
 */
export function ScrollBox({
  label,
  children,
  my,
  plain = false,
}: {
  label: string;
  children: ReactNode;
  my?: number;
  plain?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(box, !plain);
  if (plain) return <Box sx={{ my }}>{children}</Box>;
  const sign = scrollSign(edges);
  return (
    <Box sx={{ my }}>
      {sign && (
        <Typography variant="caption" component="p" color="text.secondary" noWrap sx={SCROLL_HINT_SX}>
          {sign}
        </Typography>
      )}
      <Box
        ref={box}
        role="region"
        aria-label={label}
        tabIndex={0}
        sx={{ overflowX: "auto", ...scrollShadows }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** Whether more of a box's content lies before its left edge, and beyond its right. */
export interface ScrollEdges {
  before: boolean;
  after: boolean;
}

/**
 * The sign above a table that scrolls sideways, the report grids' words without their count: on a
 * phone the session's what-ifs scrolled with only a shade to say so (a CFO's review). Null when
 * the table fits.
 */
export function scrollSign({ before, after }: ScrollEdges): string | null {
  if (before && after) return "← Scroll sideways for more columns →";
  if (after) return "Scroll sideways for more columns →";
  if (before) return "← Scroll back for more columns";
  return null;
}

/** A box's scroll edges, after each scroll or resize; measured before the first paint. */
function useScrollEdges(box: RefObject<HTMLDivElement | null>, on: boolean): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useLayoutEffect(() => {
    const el = box.current;
    if (!on || !el) return;
    const update = () => {
      // A pixel of rounding is no column.
      const before = el.scrollLeft > 1;
      const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setEdges((prev) => (prev.before === before && prev.after === after ? prev : { before, after }));
    };
    update();
    el.addEventListener("scroll", update, { passive: true });
    const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    resize?.observe(el);
    if (el.firstElementChild) resize?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener("scroll", update);
      resize?.disconnect();
    };
  }, [box, on]);
  return edges;
}

/**
 * A shade at an edge where more of the table lies beyond it, gone once scrolled to that edge: on a
 * phone the session table scrolled sideways with no sign that it had more columns. The shades
 * are fixed to the box (scroll); covers the colour of the page travel with the content (local)
 * and hide each shade at the edge the content ends on. No script: it follows every scroll.
 */
const scrollShadows = {
  backgroundColor: "background.paper",
  backgroundImage: (theme: Theme) => {
    const page = theme.palette.background.paper;
    const shade = alpha(theme.palette.text.primary, 0.22);
    return [
      `linear-gradient(to right, ${page} 30%, ${alpha(page, 0)})`,
      `linear-gradient(to left, ${page} 30%, ${alpha(page, 0)})`,
      `radial-gradient(farthest-side at 0 50%, ${shade}, transparent)`,
      `radial-gradient(farthest-side at 100% 50%, ${shade}, transparent)`,
    ].join(", ");
  },
  backgroundPosition: "left center, right center, left center, right center",
  backgroundRepeat: "no-repeat",
  backgroundSize: "40px 100%, 40px 100%, 14px 100%, 14px 100%",
  backgroundAttachment: "local, local, scroll, scroll",
} as const;
