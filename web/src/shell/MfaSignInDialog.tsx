import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { signOut } from "../lib/sign-in.ts";

export const MFA_ENABLED = "Multi-factor Authentication is enabled";

/** MFA was just turned on for the user's institution: they sign in again, with an authenticator. */
export default function MfaSignInDialog({ open }: { open: boolean }) {
  return (
    <Dialog open={open} aria-labelledby="mfa-title">
      <DialogTitle id="mfa-title">{MFA_ENABLED}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your institution now requires a second sign-in step. Sign in again and use your authenticator app
          when asked.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={signOut} autoFocus>
          Sign in again
        </Button>
      </DialogActions>
    </Dialog>
  );
}
