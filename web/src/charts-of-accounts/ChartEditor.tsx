import { ERROR_TEXTS } from "../lib/error-texts.ts";
import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import type { ChartOfAccountsNodeInput } from "../generated/graphql.ts";
import { UnsavedChangesGuard } from "../lib/UnsavedChangesGuard.tsx";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import { ChartTreeQuery } from "./coa-documents.ts";
import { type Visibility, nodeInputs } from "./coa-tree.ts";
import { CoaTree } from "./CoaTree.tsx";

/** What a staff user does with a locked chart: its reports show it as approved. */
const LOCKED_CHART_HELP =
  "Its folders and name stay as those reports show them: change a copy with Save As New, and use the copy in the next report definition.";

/** One chart's folder tree with unsaved visibility changes, and its save and delete actions. */
export function ChartEditor({
  chartId,
  name,
  onSaveAsNew,
  onUpdate,
  onDelete,
}: {
  chartId: string;
  name: string;
  onSaveAsNew(nodes: ChartOfAccountsNodeInput[]): void;
  onUpdate(nodes: ChartOfAccountsNodeInput[]): void;
  onDelete(): void;
}) {
  const notices = useNotices();
  const { data, error } = useQuery(ChartTreeQuery, {
    variables: { id: chartId },
    fetchPolicy: "cache-and-network",
  });
  const [changes, setChanges] = useState<Visibility>({});
  useEffect(() => {
    if (error) notices.error(error, ERROR_TEXTS.chartsOfAccountsList);
  }, [error, notices]);
  const nodes = data?.chartOfAccounts?.nodes;
  const locked = data?.chartOfAccounts?.isLocked === true;
  const changed = Object.keys(changes).length;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`Folder tree of ${name}`}
      sx={{ flex: 1, minWidth: 0 }}
    >
      <UnsavedChangesGuard dirty={changed > 0} />
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, p: 1.5, flexWrap: "wrap" }}>
        <Typography component="h3" variant="subtitle1" sx={{ flex: 1 }}>
          {name}
          {changed > 0 && ` (${changed} unsaved change${changed > 1 ? "s" : ""})`}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          disabled={!nodes}
          onClick={() => nodes && onSaveAsNew(nodeInputs(nodes, changes))}
        >
          Save As New
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={!nodes || changed === 0 || locked}
          onClick={() => nodes && onUpdate(nodeInputs(nodes, changes))}
        >
          Update
        </Button>
        <Button size="small" color="error" onClick={onDelete}>
          Delete
        </Button>
      </Box>
      {locked && (
        <Alert severity="info" sx={{ mx: 1.5, mb: 1 }}>
          {data?.chartOfAccounts?.lockedReason} {LOCKED_CHART_HELP}
        </Alert>
      )}
      {nodes ? (
        <CoaTree
          nodes={nodes}
          changes={changes}
          onToggle={(id, measure, value) => {
            const node = nodes.find((n) => n.id === id);
            if (!node) return;
            const current = changes[id] ?? { nevVisible: node.nevVisible, niiVisible: node.niiVisible };
            setChanges({ ...changes, [id]: { ...current, [measure]: value } });
          }}
        />
      ) : (
        <CircularProgress aria-label="Loading the folder tree" sx={{ m: 2 }} />
      )}
    </Paper>
  );
}
