import Switch from "@mui/material/Switch";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useMemo, useState } from "react";
import { ExpandButton, toggled } from "../lib/ExpandButton.tsx";
import { FOLDER_TYPES, type CoaNode, type Visibility, levelLabel, visibleRows } from "./coa-tree.ts";

/** The folder tree with per-folder NEV and NII visibility toggles; sections start expanded. */
export function CoaTree({
  nodes,
  changes,
  onToggle,
}: {
  nodes: readonly CoaNode[];
  changes: Visibility;
  onToggle(id: string, measure: "nevVisible" | "niiVisible", value: boolean): void;
}) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(nodes.filter((n) => n.depth <= 0).map((n) => n.id)),
  );
  const parents = useMemo(
    () => new Set(nodes.map((n) => n.parentId).filter((p): p is string => !!p)),
    [nodes],
  );
  const rows = useMemo(() => visibleRows(nodes, expanded), [nodes, expanded]);
  const value = (n: CoaNode, m: "nevVisible" | "niiVisible") => changes[n.id]?.[m] ?? n[m];
  return (
    <TableContainer sx={{ maxHeight: "70vh" }}>
      <Table size="small" stickyHeader aria-label="Folder tree">
        <TableHead>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell>Key</TableCell>
            <TableCell>Level</TableCell>
            <TableCell>Folder Type</TableCell>
            <TableCell>NEV</TableCell>
            <TableCell>NII</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((n) => {
            const open = expanded.has(n.id);
            return (
              <TableRow key={n.id} hover>
                <TableCell sx={{ pl: 1 + n.depth * 2.5, whiteSpace: "nowrap" }}>
                  {parents.has(n.id) ? (
                    <ExpandButton
                      open={open}
                      label={n.description}
                      onToggle={() => setExpanded(toggled(expanded, n.id))}
                    />
                  ) : (
                    <span style={{ display: "inline-block", width: 34 }} />
                  )}
                  {n.description}
                </TableCell>
                <TableCell>{n.key}</TableCell>
                <TableCell>{levelLabel(n.hLevel)}</TableCell>
                <TableCell>
                  {n.folderType} {FOLDER_TYPES[n.folderType] ?? ""}
                </TableCell>
                {(["nevVisible", "niiVisible"] as const).map((m) => (
                  <TableCell key={m} padding="checkbox">
                    <Switch
                      size="small"
                      checked={value(n, m)}
                      onChange={(e) => onToggle(n.id, m, e.target.checked)}
                      slotProps={{
                        input: {
                          "aria-label": `${m === "nevVisible" ? "NEV" : "NII"} visible: ${n.description}`,
                        },
                      }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
