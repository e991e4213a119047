import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useId, useState, type ReactNode } from "react";
import { graphql } from "../generated/index.ts";
import { ConfirmDialog, type ConfirmRequest } from "../lib/ConfirmDialog.tsx";
import { ANALYSIS_PERMISSION_NAMES } from "@alm/formats";
import { ERROR_TEXTS } from "../lib/error-texts.ts";
import { needsPermission, useViewerHolds } from "../lib/viewer-permissions.ts";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";

const SetClientMfaMutation = graphql(`
  mutation SetClientMfaRequired($clientId: ID!, $required: Boolean!) {
    setClientMfaRequired(clientId: $clientId, required: $required)
  }
`);

export const MFA_SWITCH_LABEL = "Require two-step sign-in for this institution's users";

interface Institution {
  name: string;
  acronym: string;
}

const list = (items: ReactNode[]) => (
  <Box component="ul" sx={{ m: 0, pl: 2.5, "& > li + li": { mt: 1 } }}>
    {items.map((item, i) => (
      <li key={i}>{item}</li>
    ))}
  </Box>
);

/**
 * What a change does, as the api and gateway do it (auth/mfa-requirement.ts, the gateway's
 * second-factor policy, the app's MFA sync), said before the change is made.
 */
function question(client: Institution, required: boolean): Omit<ConfirmRequest, "onConfirm"> {
  const users = `${client.acronym}'s users`;
  return required
    ? {
        title: `Require two-step sign-in for ${client.name}?`,
        text: list([
          `Every sign-in of ${users} will ask, after the password, for a code from an authenticator app.`,
          "Users without an authenticator will be asked to set one up (by scanning a QR code) at their next sign-in.",
          "Users signed in now will be asked to sign in again with a code when they next open the app. Their sessions, and the tokens of tools they signed in, stop working at the next renewal of their access, within minutes.",
          `Personal access tokens and service accounts of ${client.acronym} are no sign-ins: they keep working.`,
        ]),
        confirmLabel: "Require two-step sign-in",
      }
    : {
        title: `Stop requiring two-step sign-in for ${client.name}?`,
        text: list([
          `${users} will sign in with their password alone. The next sign-in of a user who set up an authenticator may still ask for its code once; the app then stops asking.`,
          "Their authenticators stay set up: requiring two-step sign-in again needs no new enrolment.",
        ]),
        confirmLabel: "Stop requiring it",
        danger: true,
      };
}

/**
 * Client Defaults' sign-in security (staff only, as the mutation is): whether the institution's
 * users must sign in with a second factor. It takes effect at once, not with the form's Save, so
 * it asks first, saying what will happen.
 */
export function ClientMfaSetting({
  clientId,
  client,
  required,
}: {
  clientId: string;
  client: Institution;
  required: boolean;
}) {
  const headingId = useId();
  const notices = useNotices();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const canChange = useViewerHolds(ANALYSIS_PERMISSION_NAMES.MANAGE_CLIENT_SETTINGS);
  const [setRequired, { loading }] = useMutation(SetClientMfaMutation, {
    update(cache, { data }) {
      if (!data) return;
      cache.modify({
        id: cache.identify({ __typename: "Client", id: clientId }),
        fields: { mfaRequired: () => data.setClientMfaRequired },
      });
    },
  });

  const ask = (next: boolean) =>
    setConfirm({
      ...question(client, next),
      onConfirm: async () => {
        try {
          await setRequired({ variables: { clientId, required: next } });
          notices.toast(
            `Two-step sign-in is ${next ? "now" : "no longer"} required for ${client.acronym}'s users`,
          );
        } catch (error) {
          notices.error(error, ERROR_TEXTS.clientMfaSave(client.acronym));
        }
      },
    });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={headingId}>
      <Typography component="h3" variant="subtitle1" id={headingId} sx={{ fontWeight: 500 }}>
        Sign-in security
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={required}
            disabled={loading || !canChange}
            onChange={(e) => ask(e.target.checked)}
            slotProps={{ input: { "aria-describedby": `${headingId}-state` } }}
          />
        }
        label={MFA_SWITCH_LABEL}
      />
      <Typography id={`${headingId}-state`} variant="body2" color="text.secondary">
        {required
          ? `On: ${client.acronym}'s users sign in with their password and a code from an authenticator app.`
          : `Off: ${client.acronym}'s users sign in with their password alone.`}{" "}
        {canChange
          ? "Changes take effect when confirmed, not with Save."
          : needsPermission(ANALYSIS_PERMISSION_NAMES.MANAGE_CLIENT_SETTINGS, "Changing it")}
      </Typography>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Paper>
  );
}
