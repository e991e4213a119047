import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";

export interface IdleWarningProps {
  open: boolean;
  warningSeconds: number;
  onStay(): void;
  onSignOut(): void;
}

/** The last warning before an idle sign-out. */
export default function IdleWarningDialog({ open, warningSeconds, onStay, onSignOut }: IdleWarningProps) {
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="idle-title">
      <DialogTitle id="idle-title">Oh no!</DialogTitle>
      <DialogContent>
        <DialogContentText>
          You will be signed out in {warningSeconds} seconds due to inactivity.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onSignOut}>Log Out Now</Button>
        <Button variant="contained" onClick={onStay} autoFocus>
          Stay Logged In
        </Button>
      </DialogActions>
    </Dialog>
  );
}
