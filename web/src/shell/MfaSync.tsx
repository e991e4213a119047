import { useMutation } from "@apollo/client/react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useEffect, useState } from "react";
import { signOut } from "../lib/sign-in.ts";
import { graphql } from "../generated/index.ts";

const SyncMfaMutation = graphql(`
  mutation SyncMfa {
    syncMfa {
      action
      signInRequired
      notice
    }
  }
`);

export const MFA_ENABLED = "Multi-factor Authentication is enabled";

/**
 * Spec section 4: when the client's preference and the user's MFA group disagree, fix the
 * membership; when MFA was just turned on, the user signs in again with an authenticator.
 */
export function MfaSync({ pending }: { pending: boolean }) {
  const [sync] = useMutation(SyncMfaMutation);
  const [mustSignIn, setMustSignIn] = useState(false);
  useEffect(() => {
    if (!pending) return;
    void sync().then((r) => setMustSignIn(!!r.data?.syncMfa.signInRequired));
  }, [pending, sync]);
  return (
    <Dialog open={mustSignIn} aria-labelledby="mfa-title">
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
