import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { getFragmentData } from "../../generated/index.ts";
import { DataSetDrawerFragment, type DataSetDrawerRef } from "./data-set-drawer-fragment.ts";
import { FormFields } from "../../forms/FieldInput.tsx";
import { useForm } from "../../forms/use-form.ts";
import { ConfirmDialog, type ConfirmRequest } from "../../lib/ConfirmDialog.tsx";
import { dataSetName } from "../../lib/data-set-name.ts";
import { FILE_KIND_LABELS } from "../../lib/enum-labels.ts";
import { ERROR_TEXTS } from "../../lib/error-texts.ts";
import { FailureAlert, type FailureLike } from "../../lib/failures.tsx";
import type { CardFlag } from "../card-rules.ts";
import { AuditLines, DrawerFrame } from "../DrawerFrame.tsx";
import { useClone } from "../use-clone.ts";
import { useRunDataSet } from "./use-run-data-set.ts";
import { useSaveDataSet } from "./use-save-data-set.ts";
import {
  DATA_SET_FIELDS,
  DATA_SET_RULES,
  RESULT_SLOTS,
  dataSetInput,
  dataSetValues,
} from "./data-set-form.ts";
import { FileUpload } from "./FileUpload.tsx";
import { refusedFileNames } from "./refused-files.ts";

interface Props {
  clientId: string;
  /** Null: a new data set. */
  dataSet: DataSetDrawerRef | null;
  onClose(): void;
  onSaved(id: string, flag: CardFlag): void;
  onDelete(id: string, name: string): void;
}

/** New/Edit Data Set (spec sections 2, 3 and 5): settings, files, Run/Rerun, clone and delete. */
export function DataSetDrawer({ clientId, dataSet, onClose, onSaved, onDelete }: Props) {
  const d = getFragmentData(DataSetDrawerFragment, dataSet);
  const form = useForm(DATA_SET_FIELDS, DATA_SET_RULES, dataSetValues(d ?? null));
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<ReadonlySet<File>>(new Set());
  const [failure, setFailure] = useState<FailureLike | null>(null);
  const [refusals, setRefusals] = useState(0);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const saver = useSaveDataSet(clientId);
  const cloner = useClone(clientId, "dataSets");
  const runner = useRunDataSet();

  const readOnly = !!d && !d.viewerCan.edit;
  // Said before anyone asks to delete, rather than refused after the "cannot be undone" question.
  const inUse = !!d && d.isAttached && !d.viewerCan.delete;
  const busy = saver.loading || cloner.loading || runner.loading;
  const preview = form.values.asOfDate
    ? dataSetName(
        String(form.values.asOfDate),
        form.values.type as never,
        String(form.values.description ?? ""),
      )
    : "";

  async function onSave() {
    setFailure(null);
    if (Object.keys(form.check()).length) {
      setRefusals((n) => n + 1);
      return;
    }
    const outcome = await saver.save(dataSetInput(d?.id ?? null, form.values), files);
    if (outcome && "failure" in outcome) {
      // It takes the focus itself (FailureAlert).
      setFailure(outcome.failure);
      const named = refusedFileNames(
        outcome.failure,
        files.map((f) => f.name),
      );
      setRefused(new Set(files.filter((f) => named.has(f.name))));
    } else if (outcome) {
      setFiles([]);
      setRefused(new Set());
      onSaved(outcome.savedId, d ? "UPDATED" : "NEW");
    }
  }

  async function onClone() {
    if (!d) return;
    const copyId = await cloner.clone(d.id);
    if (copyId) onSaved(copyId, "COPY");
  }

  const runLabel = d && d.status !== "PENDING" ? "Rerun" : "Run";
  const footer = (
    <>
      {!readOnly && (
        <Button variant="contained" onClick={() => void onSave()} disabled={busy}>
          Save
        </Button>
      )}
      {d && (
        <Button
          variant="outlined"
          onClick={() => d && void runner.run(d.id)}
          disabled={busy || !d.viewerCan.run}
        >
          {runLabel}
        </Button>
      )}
      {d && (
        <Button
          onClick={() =>
            setConfirm({
              title: "Clone Data Set",
              text: `Create a copy of ${d.name}?`,
              confirmLabel: "Clone",
              onConfirm: () => void onClone(),
            })
          }
          disabled={busy}
        >
          Clone
        </Button>
      )}
      {d && (
        <Button
          color="error"
          onClick={() => onDelete(d.id, d.name)}
          disabled={busy || !d.viewerCan.delete}
          aria-describedby={inUse ? "data-set-in-use" : undefined}
        >
          Delete
        </Button>
      )}
      <Box sx={{ flex: 1 }} />
      <Button onClick={onClose}>Cancel</Button>
    </>
  );

  return (
    <DrawerFrame
      open
      anchor="left"
      title={d ? "Edit Data Set" : "New Data Set"}
      onClose={onClose}
      status={d?.status}
      statusNote={
        d?.statusReason &&
        d.status === "FAILED" && (
          <Typography variant="body2" color="error">
            {d.statusReason}
          </Typography>
        )
      }
      footer={footer}
      refusals={refusals}
    >
      {d?.status === "STARTED" && <LinearProgress aria-label="Running" sx={{ mb: 2 }} />}
      {d?.isLocked && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This data set is read-only. {d.lockedReason}
        </Alert>
      )}
      {d && !d.isLocked && readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Only Completed or Failed data sets can be edited.
        </Alert>
      )}
      {d && inUse && (
        <Alert id="data-set-in-use" severity="info" sx={{ mb: 2 }}>
          {ERROR_TEXTS.dataSetInUse(d.attachedReason)}
        </Alert>
      )}
      <FailureAlert failure={failure} onClose={() => setFailure(null)} />
      {d?.whatIfSource && (
        // A saved what-if says what it changed: its source, whose positions it starts from.
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          What if of <strong>{d.whatIfSource.name}</strong>
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 2 }}>
        Name: <strong data-testid="data-set-name-preview">{preview || "(choose the as-of month)"}</strong>
      </Typography>
      <Stack spacing={2}>
        <FormFields
          form={form}
          fields={DATA_SET_FIELDS}
          names={["asOfDate", "type", "description"]}
          disabled={readOnly}
        />
        <Typography component="h3" variant="subtitle2">
          Run Results
        </Typography>
        <FormFields
          form={form}
          fields={DATA_SET_FIELDS}
          names={RESULT_SLOTS.map((s) => s.name)}
          disabled={readOnly}
        />
        <FormFields form={form} fields={DATA_SET_FIELDS} names={["useTcuFund"]} disabled={readOnly} />
      </Stack>
      <Divider sx={{ my: 2 }} />
      {d?.files.map((f) => (
        <Typography key={f.id} variant="body2">
          {f.fileName} ({FILE_KIND_LABELS[f.fileKind]})
        </Typography>
      ))}
      <FileUpload
        files={files}
        refused={refused}
        onChange={setFiles}
        disabled={readOnly || busy}
        progress={saver.progress}
      />
      {d && (
        <AuditLines
          lines={[
            ["Last updated", d.updatedDate, d.updatedBy],
            ["Created", d.createdDate, d.createdBy],
          ]}
        />
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </DrawerFrame>
  );
}
