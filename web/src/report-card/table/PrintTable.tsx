import { orderColumns } from "@alm/formats";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { usePrintLayout } from "../print-layout.ts";
import { useRenderComplete } from "../chart/use-render-complete.ts";
import { isNumericColumn } from "./grid-columns.ts";
import { printCellStyles, printTableBody } from "./print-table-body.ts";
import {
  columnGroups,
  defaultVisibility,
  rowsToLevel,
  type GridRow,
  type TableColumnData,
} from "./table-model.ts";

interface Props {
  title: string;
  columns: readonly TableColumnData[];
  rows: GridRow[];
  /** Levels of the table's whole tree: the rows read for print may stop at the printed ones. */
  levels: number;
  onRenderComplete(): void;
}

/** Said under a tree cut at the printed levels: where the rest is. */
export const treeCutNote = (shown: number, levels: number) =>
  `Accounts shown to ${shown} of ${levels} levels; the Excel exports hold every level.`;

/**
 * A table for paper: every row to the printed tree depth (no virtualization, those levels
 * open), header rows the browser repeats on each page, rows never split across pages.
 */
export function PrintTable({ title, columns, rows: allRows, levels, onRenderComplete }: Props) {
  const { treeLevels } = usePrintLayout();
  const rows = rowsToLevel(allRows, treeLevels);
  const ordered = orderColumns(columns);
  const visible = defaultVisibility(ordered, false);
  const shown = ordered.filter((c) => visible[c.field]);
  const groups = columnGroups(shown);
  // A plain table is on the page once committed: complete then, not a frame later (the data
  // grid's wait for its rows), so the report's next block or the list's next report is not held up.
  useRenderComplete(true, onRenderComplete);
  return (
    <>
      <Box
        component="table"
        aria-label={title || "Report table"}
        sx={{
          width: "100%",
          borderCollapse: "collapse",
          fontSize: 10,
          "& thead": { display: "table-header-group" },
          "& tr": { breakInside: "avoid", pageBreakInside: "avoid" },
          "& th, & td": { borderBottom: "1px solid #ddd", px: 0.5, py: 0.25 },
          "& th": { background: "#f3f5f8", fontWeight: 600 },
          ...printCellStyles(levels),
        }}
      >
        <thead>
          {groups.length > 0 && (
            <tr>
              {shown.map((c, i) => {
                const group = groups.find((g) => g.fields[0] === c.field);
                if (group)
                  return (
                    <th key={c.field} colSpan={group.fields.length} scope="colgroup">
                      {group.group}
                    </th>
                  );
                return groups.some((g) => g.fields.includes(c.field)) ? null : <th key={`${c.field}-${i}`} />;
              })}
            </tr>
          )}
          <tr>
            {shown.map((c) => (
              <th key={c.field} scope="col" style={{ textAlign: isNumericColumn(c) ? "right" : "left" }}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody dangerouslySetInnerHTML={{ __html: printTableBody(shown, rows) }} />
      </Box>
      {levels > treeLevels && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {treeCutNote(treeLevels, levels)}
        </Typography>
      )}
    </>
  );
}
