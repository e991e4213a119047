import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { ERROR_TEXTS, hasErrorCode } from "../lib/error-texts.ts";
import { LazyAlert } from "../lib/LazyAlert.tsx";
import { useSignOut } from "./use-sign-out.ts";

/**
 * What the user is told when the shell's own query failed. The api not answering (the gateway's
 * UPSTREAM_UNAVAILABLE) says so in the app's words, not the gateway's, whose text names the
 * dictionary it was reading; anything else is the gateway's message as it came.
 */
const reasonOf = (error: unknown) =>
  hasErrorCode(error, "UPSTREAM_UNAVAILABLE")
    ? ERROR_TEXTS.appServiceDown
    : (error instanceof Error && error.message) || ERROR_TEXTS.internal;

/**
 * The app when its menus and the viewer's permissions could not be read: the header's bar (the
 * product and a way out: no menus, which come from that very read), what happened, and a way to
 * ask again that does not reload the page.
 */
export function ShellUnavailable(props: { error: unknown; retrying: boolean; onRetry(): void }) {
  const signOut = useSignOut();
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <AppBar position="static" color="secondary" elevation={0} component="nav" aria-label="Main">
        <Toolbar sx={{ gap: 0.5 }}>
          <Typography variant="h6" component="p" noWrap sx={{ flex: 1, fontWeight: 500 }}>
            ALM Analysis
          </Typography>
          <Button color="inherit" onClick={signOut}>
            Sign Out
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: 4 }}>
        <LazyAlert
          severity="error"
          action={
            <Button color="inherit" onClick={props.onRetry} disabled={props.retrying}>
              {ERROR_TEXTS.tryAgain}
            </Button>
          }
        >
          {reasonOf(props.error)} {ERROR_TEXTS.tryAgainResolution}
        </LazyAlert>
      </Box>
    </Box>
  );
}
