import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { useId, type ReactNode } from "react";
import { Icon } from "../lib/icons.tsx";

/** A side drawer named by its title; only one is open at a time (the home page holds which). */
export function DrawerFrame({
  open,
  anchor,
  title,
  onClose,
  children,
  footer,
}: {
  open: boolean;
  anchor: "left" | "right";
  title: string;
  onClose(): void;
  children: ReactNode;
  footer: ReactNode;
}) {
  const titleId = useId();
  return (
    <Drawer
      anchor={anchor}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { role: "dialog", "aria-labelledby": titleId, sx: { width: { xs: "100%", sm: 560 } } },
      }}
    >
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: "divider",
        }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose}>
          <Icon name="close" />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflow: "auto", px: 2, py: 2 }}>{children}</Box>
      <Box
        sx={{
          px: 2,
          py: 1.5,
          borderTop: 1,
          borderColor: "divider",
          display: "flex",
          gap: 1,
          flexWrap: "wrap",
        }}
      >
        {footer}
      </Box>
    </Drawer>
  );
}

/** "Last updated ... by ..." and "Created ... by ..." under a drawer's form. */
export function AuditLines({
  lines,
}: {
  lines: [string, string | null | undefined, string | null | undefined][];
}) {
  return (
    <Box sx={{ mt: 2 }}>
      {lines
        .filter(([, date]) => !!date)
        .map(([label, date, by]) => (
          <Typography key={label} variant="caption" color="text.secondary" component="p">
            {label} {date ? new Date(date).toLocaleString("en-US") : ""} by {by}
          </Typography>
        ))}
    </Box>
  );
}
