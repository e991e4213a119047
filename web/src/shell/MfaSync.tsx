import { useMutation } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { lazyDialog } from "../lib/lazy-dialog.tsx";
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

const MfaSignInDialog = lazyDialog<{ open: boolean }>(
  async () => (await import("./MfaSignInDialog.tsx")).default,
  (props) => props.open,
);

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
  return <MfaSignInDialog open={mustSignIn} />;
}
