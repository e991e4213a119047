import Typography from "@mui/material/Typography";
import { useMemo } from "react";
import { type FragmentType, getFragmentData } from "../../generated/index.ts";
import { PrintTable } from "./PrintTable.tsx";
import { loadedReportGrid } from "./load-report-grid.ts";
import { shownDatasetTitles } from "./table-datasets.ts";
import { TableBlockViewFragment } from "./table-fragment.ts";
import { toGridRows } from "./table-model.ts";

export { TableBlockViewFragment };

interface Props {
  block: FragmentType<typeof TableBlockViewFragment>;
  print: boolean;
  canRefresh: boolean;
  onRefresh(): void;
  onRenderComplete(): void;
  onNaturalWidth(width: number): void;
  /** The width of the row the block sits in (Infinity while unknown). */
  room: number;
  /** The natural width the block has taken so far. */
  widthTaken: number;
}

/** A table block: the data grid on screen, a plain table in print. */
export function TableBlockView({
  block,
  print,
  canRefresh,
  onRefresh,
  onRenderComplete,
  onNaturalWidth,
  room,
  widthTaken,
}: Props) {
  const b = getFragmentData(TableBlockViewFragment, block);
  const rows = useMemo(() => toGridRows(b.rows), [b.rows]);
  const datasets = shownDatasetTitles(b.columns, b.datasetTitles);
  // On screen the card shows its blocks once the grid's module has loaded (ReportCard); a load
  // that failed throws here, to the block's error boundary.
  const ReportGrid = print ? null : loadedReportGrid().ReportGrid;
  return (
    <section aria-label={b.title || "Table"}>
      {b.title && (
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {b.title}
        </Typography>
      )}
      {datasets.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="p">
          {datasets.join(" · ")}
        </Typography>
      )}
      {ReportGrid ? (
        <ReportGrid
          title={b.title}
          columns={b.columns}
          rows={rows}
          sourceRows={b.rows}
          treeData={b.treeData}
          canRefresh={canRefresh}
          onRefresh={onRefresh}
          onRenderComplete={onRenderComplete}
          onNaturalWidth={onNaturalWidth}
          room={room}
          widthTaken={widthTaken}
        />
      ) : (
        <PrintTable
          title={b.title}
          columns={b.columns}
          rows={rows}
          levels={b.levels}
          onRenderComplete={onRenderComplete}
        />
      )}
      {b.footer && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {b.footer}
        </Typography>
      )}
    </section>
  );
}
