import Box from "@mui/material/Box";
import { alpha, type Theme } from "@mui/material/styles";
import type { ReactNode } from "react";

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
  if (plain) return <Box sx={{ my }}>{children}</Box>;
  return (
    <Box role="region" aria-label={label} tabIndex={0} sx={{ overflowX: "auto", my, ...scrollShadows }}>
      {children}
    </Box>
  );
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
