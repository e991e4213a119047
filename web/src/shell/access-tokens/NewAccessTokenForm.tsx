import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useRef, useState } from "react";
import type { AnalysisPermission, PersonalAccessTokenLifetime } from "../../generated/graphql.ts";
import { PERMISSION_LABELS } from "../../lib/enum-labels.ts";
import { ERROR_TEXTS } from "../../lib/error-texts.ts";
import { FailureAlert, type FailureLike } from "../../lib/failures.tsx";
import { useNotices } from "../notices/NoticeProvider.tsx";
import { AccessTokensQuery, CreateAccessTokenMutation } from "./access-token-documents.ts";
import { useTypedMutation } from "../../lib/use-typed-mutation.ts";

/** Every lifetime of the schema, labelled (a new one fails the type check until it has a label). */
const LIFETIMES: Record<PersonalAccessTokenLifetime, string> = {
  DAYS_7: "7 days",
  DAYS_30: "30 days",
  DAYS_90: "90 days",
  DAYS_365: "1 year",
};

/** The secret, shown once with a copy button: the server keeps only its hash. */
function NewSecret({ name, secret, onDone }: { name: string; secret: string; onDone(): void }) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<"copied" | "select" | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied("copied");
    } catch {
      // No clipboard here (a page not served over HTTPS, or permission refused): select it instead.
      field.current?.select();
      setCopied("select");
    }
  };
  return (
    <Stack spacing={2}>
      <Alert severity="success">
        Token “{name}” created. Copy it now: it is shown only this once and cannot be shown again.
      </Alert>
      <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
        <TextField
          label="New token"
          value={secret}
          inputRef={field}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: "monospace" } } }}
          helperText={copied === "select" ? "Press Ctrl+C (⌘C) to copy the selected token." : " "}
          onFocus={(e) => e.target.select()}
        />
        <Button variant="outlined" sx={{ mt: 1 }} onClick={() => void copy()}>
          {copied === "copied" ? "Copied" : "Copy"}
        </Button>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
        <Button variant="contained" onClick={onDone}>
          Done
        </Button>
      </Stack>
    </Stack>
  );
}

/** Name, scopes (of those the person may give) and lifetime of a new personal access token. */
export function NewAccessTokenForm({
  scopesOffered,
  onClose,
}: {
  scopesOffered: readonly AnalysisPermission[];
  onClose(): void;
}) {
  const notices = useNotices();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<AnalysisPermission[]>(scopesOffered.includes("VIEW") ? ["VIEW"] : []);
  const [lifetime, setLifetime] = useState<PersonalAccessTokenLifetime>("DAYS_30");
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<FailureLike | null>(null);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [create, { loading }] = useTypedMutation(CreateAccessTokenMutation, {
    refetchQueries: [{ query: AccessTokensQuery }],
    awaitRefetchQueries: true,
  });
  if (created) return <NewSecret {...created} onDone={onClose} />;

  const missingName = tried && !name.trim();
  const missingScope = tried && scopes.length === 0;
  const toggle = (scope: AnalysisPermission, on: boolean) =>
    setScopes((current) => scopesOffered.filter((s) => (s === scope ? on : current.includes(s))));
  async function submit() {
    setTried(true);
    if (!name.trim() || scopes.length === 0) return;
    setFailure(null);
    try {
      const { result, failure } = await create({
        input: { name: name.trim(), permissions: scopes, lifetime },
      });
      if (result?.__typename === "PersonalAccessTokenSecret") {
        setCreated({ name: result.token.name, secret: result.secret });
      } else if (failure) setFailure(failure);
    } catch (error) {
      notices.error(error, ERROR_TEXTS.accessTokenCreate);
    }
  }
  return (
    <Stack spacing={2} component="form" aria-label="New access token" onSubmit={(e) => e.preventDefault()}>
      <FailureAlert failure={failure} onClose={() => setFailure(null)} />
      <TextField
        label="Name"
        required
        autoFocus
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={missingName}
        helperText={missingName ? "A name is required." : "What the token is for, e.g. Nightly export."}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormControl component="fieldset" error={missingScope}>
        <FormLabel component="legend">Scopes</FormLabel>
        <FormGroup row>
          {scopesOffered.map((scope) => (
            <FormControlLabel
              key={scope}
              label={PERMISSION_LABELS[scope]}
              control={
                <Checkbox
                  checked={scopes.includes(scope)}
                  onChange={(e) => toggle(scope, e.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
        <FormHelperText>
          {missingScope
            ? "Choose at least one scope."
            : "The token may do only this, and never more than you may at the time."}
        </FormHelperText>
      </FormControl>
      <TextField
        select
        label="Expires in"
        value={lifetime}
        onChange={(e) => setLifetime(e.target.value as PersonalAccessTokenLifetime)}
      >
        {Object.entries(LIFETIMES).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={loading} onClick={() => void submit()}>
          Create token
        </Button>
      </Stack>
    </Stack>
  );
}
