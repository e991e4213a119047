import Box from "@mui/material/Box";
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
    <Box role="region" aria-label={label} tabIndex={0} sx={{ overflowX: "auto", my }}>
      {children}
    </Box>
  );
}
