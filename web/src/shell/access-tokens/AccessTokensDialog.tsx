import { useQuery } from "@apollo/client/react";
import { dateParts, formatDatePattern } from "@alm/formats";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useId, useState } from "react";
import { CANNOT_UNDO, ConfirmDialog, type ConfirmRequest } from "../../lib/ConfirmDialog.tsx";
import { PERMISSION_LABELS } from "../../lib/enum-labels.ts";
import { ERROR_TEXTS } from "../../lib/error-texts.ts";
import { PageLoading } from "../../lib/PageLoading.tsx";
import { useNow } from "../../lib/use-now.ts";
import { useNotices } from "../notices/NoticeProvider.tsx";
import { AccessTokensQuery, RevokeAccessTokenMutation } from "./access-token-documents.ts";
import { NewAccessTokenForm } from "./NewAccessTokenForm.tsx";
import { useTypedMutation } from "../../lib/use-typed-mutation.ts";

const dateOf = (iso: string | null | undefined) => {
  const parts = dateParts(iso);
  return parts ? formatDatePattern(parts) : "Never";
};

/**
 * The user menu's personal access tokens: the person's own, with when each was made, expires and
 * was last used; a new one (its secret shown once) and revoking one.
 */
export default function AccessTokensDialog({ onClose }: { onClose(): void }) {
  const titleId = useId();
  const notices = useNotices();
  const now = useNow();
  // On a phone the dialog takes the screen, and the table scrolls sideways within it.
  const fullScreen = useMediaQuery(useTheme().breakpoints.down("sm"), { noSsr: true });
  const [creating, setCreating] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const { data, error, loading } = useQuery(AccessTokensQuery, { fetchPolicy: "cache-and-network" });
  const [revoke] = useTypedMutation(RevokeAccessTokenMutation, {
    refetchQueries: [{ query: AccessTokensQuery }],
    awaitRefetchQueries: true,
  });
  const tokens = data?.personalAccessTokens ?? [];
  const askRevoke = (token: { id: string; name: string }) =>
    setConfirm({
      title: "Revoke access token",
      text: `Scripts that use “${token.name}” will be refused from now on. ${CANNOT_UNDO}`,
      confirmLabel: "Revoke",
      danger: true,
      onConfirm: async () => {
        try {
          await revoke({ id: token.id });
          notices.toast(`Access token “${token.name}” revoked`);
        } catch (failure) {
          notices.error(failure, ERROR_TEXTS.accessTokenRevoke);
        }
      },
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>Access tokens</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Personal access tokens let your scripts call the API as you, with only the scopes you give them.
          Send one as <code>Authorization: Bearer &lt;token&gt;</code>.
        </DialogContentText>
        {creating ? (
          <NewAccessTokenForm
            scopesOffered={data?.personalAccessTokenPermissions ?? []}
            onClose={() => setCreating(false)}
          />
        ) : error ? (
          <Alert severity="error">{ERROR_TEXTS.accessTokensList}</Alert>
        ) : loading && !data ? (
          <PageLoading label="Loading your access tokens" />
        ) : tokens.length === 0 ? (
          <DialogContentText>You have no access tokens.</DialogContentText>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Your access tokens">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Scopes</TableCell>
                  <TableCell>Created</TableCell>
                  <TableCell>Expires</TableCell>
                  <TableCell>Last used</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {tokens.map((token) => (
                  <TableRow key={token.id}>
                    <TableCell>{token.name}</TableCell>
                    <TableCell>{token.permissions.map((p) => PERMISSION_LABELS[p]).join(", ")}</TableCell>
                    <TableCell>{dateOf(token.createdDate)}</TableCell>
                    <TableCell>
                      {Date.parse(token.expiresDate) <= now ? "Expired " : ""}
                      {dateOf(token.expiresDate)}
                    </TableCell>
                    <TableCell>{dateOf(token.lastUsedDate)}</TableCell>
                    <TableCell align="right">
                      <Button
                        color="error"
                        size="small"
                        aria-label={`Revoke ${token.name}`}
                        onClick={() => askRevoke(token)}
                      >
                        Revoke
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      {!creating && (
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          <Button variant="contained" disabled={!data} onClick={() => setCreating(true)}>
            New token
          </Button>
        </DialogActions>
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Dialog>
  );
}
