import { ERROR_TEXTS } from "../lib/error-texts.ts";
import { useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { CANNOT_UNDO, ConfirmDialog, type ConfirmRequest } from "../lib/ConfirmDialog.tsx";
import { dateTime } from "../lib/month-end.ts";
import { useRequiredClient } from "../shell/required-client.ts";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import { ChartsListQuery } from "./coa-documents.ts";
import { ChartEditor } from "./ChartEditor.tsx";
import { NameDialog, type NameRequest } from "./NameDialog.tsx";
import { useChartActions } from "./use-chart-actions.ts";

/** Charts of Accounts (/coa): the client's charts, and the chosen one's folder tree. */
export default function ChartsOfAccountsPage() {
  const { clientId } = useRequiredClient();
  if (!clientId)
    return (
      <Box sx={{ display: "grid", placeItems: "center", py: 8 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  return <ChartsOfAccounts key={clientId} clientId={clientId} />;
}

function ChartsOfAccounts({ clientId }: { clientId: string }) {
  const notices = useNotices();
  const { data, error, loading } = useQuery(ChartsListQuery, { variables: { clientId } });
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [naming, setNaming] = useState<NameRequest | null>(null);
  const actions = useChartActions(clientId, setChosen);
  useEffect(() => {
    if (error) notices.error(error, ERROR_TEXTS.chartsOfAccountsList);
  }, [error, notices]);
  const charts = data?.client?.chartsOfAccounts ?? [];
  const selected = charts.find((c) => c.id === chosen) ?? charts[0] ?? null;

  return (
    <Stack spacing={2}>
      {data?.client && (
        <Typography component="h2" variant="h6">
          {data.client.name} ({data.client.acronym})
        </Typography>
      )}
      {/* Stacked on a phone, the panels take the screen's width (the folder tree scrolls inside
          its own): sized to their content, the editor was 614 px wide at 390. */}
      <Stack
        direction={{ xs: "column", md: "row" }}
        spacing={2}
        sx={{ alignItems: { xs: "stretch", md: "flex-start" } }}
      >
        <Paper
          variant="outlined"
          component="section"
          aria-label="Charts of accounts"
          sx={{ width: { md: 320 }, flexShrink: 0 }}
        >
          <Box sx={{ display: "flex", alignItems: "center", p: 1.5 }}>
            <Typography component="h3" variant="subtitle1" sx={{ flex: 1 }}>
              Charts
            </Typography>
            <Button
              size="small"
              variant="contained"
              onClick={() =>
                setNaming({
                  title: "Import Chart of Accounts",
                  confirmLabel: "Import",
                  withRunResult: true,
                  onConfirm: (name, runResultId) => void actions.importFrom(name, runResultId),
                })
              }
            >
              Import
            </Button>
          </Box>
          {loading ? (
            <CircularProgress aria-label="Loading charts" sx={{ m: 2 }} />
          ) : charts.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              No Charts of Accounts are available. Import one from a run result.
            </Typography>
          ) : (
            <List dense>
              {charts.map((c) => (
                <ListItem key={c.id} disablePadding>
                  <ListItemButton selected={c.id === selected?.id} onClick={() => setChosen(c.id)}>
                    <ListItemText primary={c.name} secondary={`Updated ${dateTime(c.updatedDate)}`} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
        {selected && (
          <ChartEditor
            key={`${selected.id}-${selected.updatedDate}`}
            chartId={selected.id}
            name={selected.name}
            onSaveAsNew={(nodes) =>
              setNaming({
                title: "Save As New Chart of Accounts",
                confirmLabel: "Save",
                onConfirm: (name) => void actions.saveAsNew(name, nodes),
              })
            }
            onUpdate={(nodes) =>
              setConfirm({
                title: `Update ${selected.name}?`,
                text: "Reports that use this chart of accounts show the changed folders from their next view.",
                confirmLabel: "Update",
                onConfirm: () => actions.update(selected.id, selected.name, nodes),
              })
            }
            onDelete={() =>
              setConfirm({
                title: `Delete ${selected.name}?`,
                text: CANNOT_UNDO,
                confirmLabel: "Delete",
                danger: true,
                onConfirm: () => actions.remove(selected.id, selected.name),
              })
            }
          />
        )}
      </Stack>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      {naming && <NameDialog request={naming} onClose={() => setNaming(null)} />}
    </Stack>
  );
}
