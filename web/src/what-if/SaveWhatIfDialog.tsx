import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import type { WhatIfInput } from "../generated/graphql.ts";
import { failureOf } from "../lib/failure-fields.ts";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import { serverErrors, type FieldErrors } from "./change-inputs.ts";
import { SaveWhatIfMutation } from "./what-if-queries.ts";
import { WHAT_IF_TEXTS as T } from "./what-if-texts.ts";

/**
 * Staff: saves the what-if as a What If data set. The changes' own messages (a field of a change)
 * go back to the page, which shows them on their fields.
 */
export function SaveWhatIfDialog({
  input,
  onClose,
  onChangeErrors,
}: {
  input: WhatIfInput;
  onClose(): void;
  onChangeErrors(errors: FieldErrors): void;
}) {
  const notices = useNotices();
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveWhatIfMutation, {
    refetchQueries: ["HomeDataSets"],
  });
  const submit = async () => {
    try {
      const { data } = await save({ variables: { input: { whatIf: input, description } } });
      const result = data?.saveWhatIf;
      if (result?.__typename === "WhatIfSaved") {
        notices.toast(T.saved(result.dataSet.name), "success");
        onClose();
        return;
      }
      const failure = failureOf(result);
      if (!failure) return;
      const errors = serverErrors(failure.messages);
      const own = [...errors].filter(([path]) => path === "description" || path === "");
      setError(own.map(([, m]) => m).join(" ") || failure.message);
      const others = new Map(
        [...errors].filter(([path]) => path.startsWith("whatIf.")).map(([p, m]) => [p.slice(7), m]),
      );
      if (others.size) onChangeErrors(others);
    } catch (e) {
      notices.error(e, T.save);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="save-what-if-title" fullWidth maxWidth="sm">
      <DialogTitle id="save-what-if-title">{T.save}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{T.saveHelp}</DialogContentText>
        <TextField
          id="what-if-description"
          autoFocus
          fullWidth
          required
          size="small"
          label={T.description}
          value={description}
          error={!!error}
          helperText={error ?? "Part of the new data set's name, e.g. Sell 30y"}
          onChange={(e) => setDescription(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") void submit();
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={loading}>
          {T.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
