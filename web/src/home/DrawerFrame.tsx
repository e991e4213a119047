import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useRef, type ReactNode } from "react";
import { useFocusFirstProblem } from "../forms/use-focus-first-problem.ts";
import type { RunStatus } from "../generated/graphql.ts";
import { Icon } from "../lib/icons.tsx";
import { dateTime } from "../lib/month-end.ts";
import { useNoticeHost } from "../shell/notices/notice-host.ts";
import { StatusChip } from "../lib/run-status.tsx";

/**
 * A side drawer named by its title; only one is open at a time (the home page holds which). An
 * existing item's drawer opens with its run status, and what the status needs said beside it.
 */
export function DrawerFrame({
  open,
  anchor,
  title,
  onClose,
  status,
  statusNote,
  children,
  footer,
  refusals = 0,
}: {
  open: boolean;
  anchor: "left" | "right";
  title: string;
  onClose(): void;
  /** Undefined for a new item. */
  status?: RunStatus;
  statusNote?: ReactNode;
  children: ReactNode;
  footer: ReactNode;
  /** Grows with each Save refused for what was typed (checked here; a server's refusal focuses its own alert): focus then moves to the first problem. */
  refusals?: number;
}) {
  const titleId = useId();
  const body = useRef<HTMLDivElement>(null);
  useFocusFirstProblem(body, refusals);
  const noticeHost = useNoticeHost();
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
      <Box ref={body} sx={{ flex: 1, overflow: "auto", px: 2, py: 2 }}>
        {status && (
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 2 }}>
            <Typography variant="body2">Status</Typography>
            <StatusChip status={status} />
            {statusNote}
          </Stack>
        )}
        {children}
      </Box>
      {/* Notices show just above the buttons while the drawer is open, not over them. */}
      <Box ref={noticeHost} sx={{ position: "relative", height: 0 }} />
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
            {label} {dateTime(date)} by {by}
          </Typography>
        ))}
    </Box>
  );
}
