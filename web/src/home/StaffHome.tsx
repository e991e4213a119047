import { ERROR_TEXTS } from "../lib/error-texts.ts";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog, type ConfirmRequest } from "../lib/ConfirmDialog.tsx";
import type { SelectedClient } from "../lib/selected-client.ts";
import type { CardFlag } from "./card-rules.ts";
import { ClientPicker } from "./ClientPicker.tsx";
import { DASHBOARD_TEXTS } from "@alm/formats";
import { DataSetsPanel } from "./data-sets/DataSetsPanel.tsx";
import { useDataSetDetail, useReportDetail } from "./drawer-items.ts";
import { useDeleteDataSet } from "./data-sets/use-delete-data-set.ts";
import { ReportsPanel } from "./reports/ReportsPanel.tsx";
import { useReportActions } from "./reports/use-report-actions.ts";
import { useHomeData } from "./use-home-data.ts";

// The drawers' forms load when one is first opened: they are no part of the first screen.
const DataSetDrawer = lazy(async () => ({
  default: (await import("./data-sets/DataSetDrawer.tsx")).DataSetDrawer,
}));
const ReportDrawer = lazy(async () => ({
  default: (await import("./reports/ReportDrawer.tsx")).ReportDrawer,
}));

/** Which drawer is open: at most one (spec section 2); id null means New. */
type DrawerState = { kind: "dataSet" | "report"; id: string | null } | null;

export function StaffHome({ selected }: { selected: SelectedClient }) {
  const navigate = useNavigate();
  const home = useHomeData(selected.clientId);
  const { clientId } = home;
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const [flags, setFlags] = useState<ReadonlyMap<string, CardFlag>>(new Map());
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const charts = useMemo(() => home.client?.chartsOfAccounts ?? [], [home.client]);

  const closeIfOpen = useCallback((id: string) => setDrawer((d) => (d?.id === id ? null : d)), []);
  const deleteDataSet = useDeleteDataSet(clientId, setConfirm, closeIfOpen);
  const reportActions = useReportActions(clientId, setConfirm, closeIfOpen);

  const onSaved = useCallback(
    (kind: "dataSet" | "report") => (id: string, flag: CardFlag) => {
      setFlags((f) => new Map(f).set(id, flag));
      setDrawer({ kind, id });
    },
    [],
  );
  const noCharts = useCallback(
    () =>
      setConfirm({
        title: ERROR_TEXTS.noChartsOfAccounts,
        text: "A report needs a chart of accounts. Go to the Charts of Accounts page to create one?",
        confirmLabel: "Go to Charts of Accounts",
        onConfirm: () => navigate("/coa"),
      }),
    [navigate],
  );
  const openDataSet = useCallback((id: string | null) => setDrawer({ kind: "dataSet", id }), []);
  const openReport = useCallback(
    (id: string | null) => (charts.length ? setDrawer({ kind: "report", id }) : noCharts()),
    [charts.length, noCharts],
  );

  const chosen = home.clients.find((c) => c.id === clientId) ?? null;
  // An item that left its list (deleted here or elsewhere) closes its drawer.
  const openId = (kind: "dataSet" | "report", list: readonly { id: string }[]) =>
    drawer?.kind === kind && drawer.id && list.some((item) => item.id === drawer.id) ? drawer.id : null;
  const dataSetRef = useDataSetDetail({ clientId, id: openId("dataSet", home.dataSets) });
  const reportRef = useReportDetail({ clientId, id: openId("report", home.reports) });
  const settings = home.client?.settings;

  return (
    <Stack spacing={2}>
      <Paper
        variant="outlined"
        sx={{ p: 2, display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}
      >
        <ClientPicker
          clients={home.clients}
          value={chosen}
          loading={home.clientsLoading}
          onChange={(c) => {
            setDrawer(null);
            setFlags(new Map());
            selected.choose(c?.id ?? null);
          }}
        />
        <Button variant="outlined" onClick={() => navigate("/coa")} disabled={!clientId}>
          Charts of Accounts
        </Button>
        <Button variant="outlined" onClick={() => navigate("/clientsettings")} disabled={!clientId}>
          Client Defaults
        </Button>
        <Button variant="outlined" onClick={() => navigate("/dashboard")}>
          {DASHBOARD_TEXTS.openDashboard}
        </Button>
      </Paper>
      <Stack direction={{ xs: "column", lg: "row" }} spacing={2} sx={{ alignItems: "flex-start" }}>
        <DataSetsPanel
          hasClient={!!clientId}
          loading={home.dataSetsLoading}
          dataSets={home.dataSets}
          flags={flags}
          onNew={() => openDataSet(null)}
          onOpen={openDataSet}
          onDelete={deleteDataSet}
        />
        <ReportsPanel
          hasClient={!!clientId}
          // New report waits for the client's charts of accounts: clicked before they arrived, it
          // said the client had none.
          hasDataSets={home.dataSets.length > 0 && home.client !== undefined}
          loading={home.reportsLoading}
          reports={home.reports}
          flags={flags}
          onNew={() => openReport(null)}
          onOpen={openReport}
          onAction={reportActions.act}
        />
      </Stack>
      <Suspense fallback={null}>
        {clientId && drawer?.kind === "dataSet" && (drawer.id === null || dataSetRef) && (
          <DataSetDrawer
            key={drawer.id ?? "new"}
            clientId={clientId}
            dataSet={dataSetRef}
            onClose={() => setDrawer(null)}
            onSaved={onSaved("dataSet")}
            onDelete={deleteDataSet}
          />
        )}
        {clientId && drawer?.kind === "report" && (drawer.id === null || reportRef) && (
          <ReportDrawer
            key={drawer.id ?? "new"}
            clientId={clientId}
            report={reportRef}
            dataSets={home.dataSets}
            charts={charts}
            defaults={{
              niiYears: settings?.niiYears ?? 2,
              reports: settings?.reports.map((e) => e.key) ?? [],
            }}
            onClose={() => setDrawer(null)}
            onSaved={onSaved("report")}
            onDelete={reportActions.remove}
            onNoCharts={noCharts}
          />
        )}
      </Suspense>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}
