import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Drawer from "@mui/material/Drawer";
import Paper from "@mui/material/Paper";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { Icon } from "../lib/icons.tsx";
import { REPORT_TREE_ID } from "./ReportSidebar.tsx";

const LIST_WIDTH = 300;

/**
 * Where the report list sits: docked beside the report on a wide screen (it can be hidden to give
 * a wide table the room), a drawer over it on a tablet or phone, closed until asked for.
 */
export function useReportList() {
  const docked = useMediaQuery(useTheme().breakpoints.up("lg"), { noSsr: true });
  const [dockedOpen, setDockedOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [focusWanted, setFocusWanted] = useState(false);
  const chosen = useCallback(() => setDrawerOpen(false), []);
  const focused = useCallback(() => setFocusWanted(false), []);
  const reveal = useCallback(() => {
    setDockedOpen(true);
    setDrawerOpen(true);
    setFocusWanted(true);
  }, []);
  useFocusTreeWhenShown(focusWanted, focused);
  return {
    docked,
    open: docked ? dockedOpen : drawerOpen,
    // The drawer opens at the report that is open, focused, as "Skip to report list" opens it:
    // a report far down the list was three screens below the drawer's top on a phone.
    toggle: () => (docked ? setDockedOpen((o) => !o) : drawerOpen ? setDrawerOpen(false) : reveal()),
    /** A report was chosen: the drawer has done its job. */
    chosen,
    /** Shows the list (the drawer on a phone) and focuses its Tab stop: "Skip to report list". */
    reveal,
  };
}

/** Frames to wait for the drawer to draw the list (its portal mounts it a render after it opens). */
const FOCUS_FRAMES = 30;

/** Focuses the report list's Tab stop as soon as it is drawn, once asked. */
function useFocusTreeWhenShown(wanted: boolean, done: () => void) {
  useEffect(() => {
    if (!wanted) return;
    let frame = 0;
    let handle = 0;
    const attempt = () => {
      const stop = document.getElementById(REPORT_TREE_ID)?.querySelector<HTMLElement>('[tabindex="0"]');
      if (stop) {
        stop.focus();
        done();
      } else if (frame++ < FOCUS_FRAMES) handle = requestAnimationFrame(attempt);
      else done();
    };
    attempt();
    return () => cancelAnimationFrame(handle);
  }, [wanted, done]);
}

type ReportList = ReturnType<typeof useReportList>;

export function ReportListPanel({
  state,
  list,
  children,
}: {
  state: ReportList;
  list: ReactNode;
  children: ReactNode;
}) {
  const label = state.docked ? (state.open ? "Hide report list" : "Show report list") : "Reports";
  return (
    <Box sx={{ display: "flex", gap: 2, alignItems: "flex-start" }}>
      {state.docked ? (
        state.open && (
          <Paper
            variant="outlined"
            sx={{
              width: LIST_WIDTH,
              flexShrink: 0,
              position: "sticky",
              top: 8,
              maxHeight: "calc(100vh - 16px)",
              p: 1,
              overflowY: "auto",
            }}
          >
            {list}
          </Paper>
        )
      ) : (
        <Drawer
          open={state.open}
          onClose={state.toggle}
          // A modal drawer is a dialog: screen readers announce it by this name.
          slotProps={{
            paper: { "aria-label": "Report list", sx: { width: `min(${LIST_WIDTH}px, 85vw)`, p: 1 } },
          }}
        >
          {list}
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Button
          size="small"
          startIcon={<Icon name="menu" />}
          aria-expanded={state.open}
          onClick={state.toggle}
          // On the page's grey, the primary blue falls short of 4.5:1 (4.24); its dark shade passes.
          sx={{ mb: 1, color: "primary.dark" }}
        >
          {label}
        </Button>
        {children}
      </Box>
    </Box>
  );
}
