import { MAX_NII_YEARS } from "@alm/formats";
import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { useMemo, useState } from "react";
import { getFragmentData } from "../../generated/index.ts";
import {
  DataSetOptionFragment,
  ReportDrawerFragment,
  type DataSetOptionRef,
  type ReportDrawerRef,
} from "./report-drawer-fragment.ts";
import { firstTabWithError } from "../../forms/form-logic.ts";
import { FormFields } from "../../forms/FieldInput.tsx";
import { useForm } from "../../forms/use-form.ts";
import { ConfirmDialog, type ConfirmRequest } from "../../lib/ConfirmDialog.tsx";
import { FailureAlert, type FailureLike } from "../../lib/failures.tsx";
import { ReportTreePicker } from "../../lib/ReportTreePicker.tsx";
import { STATUS_LABELS } from "../../lib/enum-labels.ts";
import type { CardFlag } from "../card-rules.ts";
import { AuditLines, DrawerFrame } from "../DrawerFrame.tsx";
import { REPORT_TABS, reportFields, reportInput, reportRules, reportValues } from "./report-form.ts";
import { ReportCatalogueQuery } from "./report-mutations.ts";
import { useClone } from "../use-clone.ts";
import { useSaveReportDefinition } from "./use-save-report-definition.ts";

interface Props {
  clientId: string;
  report: ReportDrawerRef | null;
  dataSets: readonly DataSetOptionRef[];
  charts: readonly { id: string; name: string }[];
  defaults: { niiYears: number; reports: string[] };
  onClose(): void;
  onSaved(id: string, flag: CardFlag): void;
  onDelete(id: string, name: string): void;
  onNoCharts(): void;
}

/** New/Edit report definition: settings, the reports to include (NII per year) and commentary. */
export function ReportDrawer({
  clientId,
  report,
  dataSets,
  charts,
  defaults,
  onClose,
  onSaved,
  onDelete,
  onNoCharts,
}: Props) {
  const r = getFragmentData(ReportDrawerFragment, report);
  const options = getFragmentData(DataSetOptionFragment, dataSets);
  const [fields, rules] = useMemo(() => {
    const ds = options.map((d) => ({
      value: d.id,
      label: d.status === "COMPLETED" ? d.name : `${d.name} (${STATUS_LABELS[d.status]})`,
    }));
    return [
      reportFields(
        ds,
        charts.map((c) => ({ value: c.id, label: c.name })),
      ),
      reportRules(ds),
    ];
  }, [options, charts]);
  const form = useForm(
    fields,
    rules,
    reportValues(r ?? null, { ...defaults, chartId: charts[0]?.id ?? null }),
  );
  const [tab, setTab] = useState<string>("settings");
  const [failure, setFailure] = useState<FailureLike | null>(null);
  const [refusals, setRefusals] = useState(0);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const niiYears = Math.min(MAX_NII_YEARS, Math.max(1, Number(form.values.niiYears) || 2));
  const catalogue = useQuery(ReportCatalogueQuery, { variables: { niiYears } });
  const saving = useSaveReportDefinition(clientId);
  const cloning = useClone(clientId, "reportDefinitions");
  const readOnly = !!r && !r.viewerCan.edit;
  const busy = saving.loading || cloning.loading;

  async function onSave() {
    setFailure(null);
    const errors = form.check();
    if (Object.keys(errors).length) {
      setTab(firstTabWithError(fields, errors) ?? tab);
      setRefusals((n) => n + 1);
      return;
    }
    const outcome = await saving.save(reportInput(r?.id ?? null, form.values));
    if (outcome.kind === "saved") onSaved(outcome.id, r ? "UPDATED" : "NEW");
    else if (outcome.kind === "noCharts") onNoCharts();
    // A refusal by the server takes the focus itself (FailureAlert).
    else if (outcome.kind === "failure") setFailure(outcome.failure);
  }

  async function onClone() {
    if (!r) return;
    const copy = await cloning.clone(r.id);
    if (copy) onSaved(copy, "COPY");
  }

  const footer = (
    <>
      {!readOnly && (
        <Button variant="contained" onClick={() => void onSave()} disabled={busy}>
          Save
        </Button>
      )}
      {r?.viewerCan.clone && (
        <Button
          disabled={busy}
          onClick={() =>
            setConfirm({
              title: "Clone Report",
              text: `Create a copy of ${r.name}?`,
              confirmLabel: "Clone",
              onConfirm: () => onClone(),
            })
          }
        >
          Clone
        </Button>
      )}
      {r?.viewerCan.delete && (
        <Button color="error" disabled={busy} onClick={() => onDelete(r.id, r.name)}>
          Delete
        </Button>
      )}
      <Box sx={{ flex: 1 }} />
      <Button onClick={onClose}>Cancel</Button>
    </>
  );

  const show = (name: string) => (
    <FormFields form={form} fields={fields} names={[name]} disabled={readOnly} />
  );

  return (
    <DrawerFrame
      open
      anchor="right"
      title={r ? "Edit Report" : "New Report"}
      onClose={onClose}
      status={r?.status}
      footer={footer}
      refusals={refusals}
    >
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This report is {r?.isPublished ? "published" : "approved"} and read-only. Unapprove or unpublish it
          to edit it.
        </Alert>
      )}
      <FailureAlert failure={failure} onClose={() => setFailure(null)} />
      <Tabs value={tab} onChange={(_e, v: string) => setTab(v)} aria-label="Report definition" sx={{ mb: 2 }}>
        {REPORT_TABS.map((t) => (
          <Tab
            key={t.value}
            value={t.value}
            label={t.label}
            id={`report-tab-${t.value}`}
            aria-controls={`report-panel-${t.value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`report-panel-${tab}`} aria-labelledby={`report-tab-${tab}`}>
        {tab === "settings" && (
          <Stack spacing={2}>
            {["name", "baseDataSetId", "compareDataSetId", "chartOfAccountsId", "niiYears", "reportTag"].map(
              show,
            )}
            <Stack direction="row" spacing={1}>
              {show("minScenario")}
              {show("maxScenario")}
            </Stack>
            <Stack direction="row" spacing={1}>
              {show("decliningScenario")}
              {show("risingScenario")}
              {show("shockScenario")}
            </Stack>
          </Stack>
        )}
        {tab === "reports" &&
          (catalogue.data?.reportCatalogue ? (
            <ReportTreePicker
              catalogue={catalogue.data.reportCatalogue}
              label="Reports to Include"
              required
              disabled={readOnly}
              value={(form.values.selectedReports as string[] | null) ?? []}
              onChange={(keys) => form.setValue("selectedReports", keys)}
              error={form.errors.selectedReports}
            />
          ) : (
            <CircularProgress aria-label="Loading the report list" />
          ))}
        {tab === "commentary" && show("commentary")}
      </Box>
      {r && (
        <AuditLines
          lines={[
            ["Approved", r.approvedDate, r.approvedBy],
            ["Published", r.publishedDate, r.publishedBy],
            ["Last updated", r.updatedDate, r.updatedBy],
            ["Created", r.createdDate, r.createdBy],
          ]}
        />
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </DrawerFrame>
  );
}
