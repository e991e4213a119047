import {
  exportColumns,
  orderColumns,
  SCREEN_TREE_LEVELS,
  writeTableWorkbook,
  type SheetRow,
} from "@alm/formats";
import { ERROR_TEXTS } from "../../lib/error-texts.ts";
import Box from "@mui/material/Box";
import {
  DataGridPremium,
  GRID_TREE_DATA_GROUPING_FIELD,
  GridTreeDataGroupingCell,
  useGridApiRef,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowId,
} from "@mui/x-data-grid-premium";
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { useAppConfig } from "../../lib/AppConfigProvider.tsx";
import { pageNonce } from "../../lib/style-cache.ts";
import { useNotices } from "../../shell/notices/NoticeProvider.tsx";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useRenderedSignal } from "../use-rendered-signal.ts";
import { canMeasureRows } from "../use-row-width.ts";
import { applyGridLicense } from "./grid-license.ts";
import { columnsFillGrid, gridBoxSx } from "./grid-box-styles.ts";
import { contentWidths, gridColumn, groupingModel, treeColumn } from "./grid-columns.ts";
import { useGridFonts } from "./grid-fonts.ts";
import { gridLayout, wrappedRowHeights } from "./grid-layout.ts";
import {
  GridScrollHint,
  SCROLL_SHADOW_SX,
  useColumnsOutOfView,
  useScrollToSubject,
} from "./GridScrollHint.tsx";
import { firstOutOfView } from "./scroll-hint.ts";
import { useRevealedRows } from "./tree-expansion.ts";
import { downloadBytes } from "../../lib/download.ts";
import { csvBytes } from "./csv-export.ts";
import {
  clipboardText,
  defaultVisibility,
  hasHiddenScenarios,
  withRowLabels,
  type GridRow,
  type TableColumnData,
} from "./table-model.ts";
import { TableToolbar } from "./TableToolbar.tsx";
import { useRegisterTableExport, useTableExports } from "../table-exports.tsx";

interface Props {
  title: string;
  columns: readonly TableColumnData[];
  rows: GridRow[];
  /** The rows as the report data has them: what the Excel export writes. */
  sourceRows: readonly SheetRow[];
  treeData: boolean;
  canRefresh: boolean;
  onRefresh(): void;
  onRenderComplete(): void;
  /** The width the table needs to show every shown column whole: its block is never narrower. */
  onNaturalWidth(width: number): void;
  /** The width of the row its block sits in (Infinity while unknown). */
  room: number;
  /** The natural width its block has taken so far. */
  widthTaken: number;
}

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const ROW_HEIGHT = 32;
const HEADER_HEIGHT = 36;
/** Room for two lines of header text (the compact density takes 70 % of it). */
const TWO_LINE_HEADER_HEIGHT = 56;

const getTreeDataPath = (row: GridRow) => row.path;

/** A table block on screen: tree rows, column groups, default scenarios, exports. */
export function ReportGrid({
  title,
  columns,
  rows,
  sourceRows,
  treeData,
  canRefresh,
  onRefresh,
  onRenderComplete,
  onNaturalWidth,
  room,
  widthTaken,
}: Props) {
  applyGridLicense(useAppConfig().muiXLicenseKey);
  const apiRef = useGridApiRef();
  const notices = useNotices();
  const [allScenarios, setAllScenarios] = useState(false);
  const ordered = useMemo(() => orderColumns(columns), [columns]);
  // As the screen lays them out; exports keep the dictionary's own (`ordered`).
  const screen = useMemo(() => withRowLabels(ordered, treeData), [ordered, treeData]);
  const header = screen.find((c) => c.isRowHeader);
  const visibility = useMemo(() => defaultVisibility(ordered, allScenarios), [ordered, allScenarios]);
  const visible = useMemo(() => screen.filter((c) => visibility[c.field]), [screen, visibility]);
  const fonts = useGridFonts();
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"), { noSsr: true });
  // Mounted once its block has its final width (below).
  const [mounted, setMounted] = useState(false);
  const revealed = useRevealedRows(apiRef, rows, treeData, mounted);
  const layout = useMemo(
    () => gridLayout({ columns: visible, rows: revealed, fonts, room, phone, treeData }),
    [visible, revealed, fonts, room, phone, treeData],
  );
  const { widths, natural } = layout;
  // Every row's, not only those shown: a branch opened later has its heights ready.
  const rowHeights = useMemo(
    () =>
      layout.wrapLabels && header
        ? wrappedRowHeights(
            rows,
            header,
            widths[header.field] ?? 0,
            fonts,
            treeData,
            layout.wrappedField
              ? { field: layout.wrappedField, width: widths[layout.wrappedField] ?? 0 }
              : undefined,
          )
        : null,
    [layout.wrapLabels, layout.wrappedField, header, rows, widths, fonts, treeData],
  );
  const getRowHeight = useMemo(
    () => (rowHeights ? ({ id }: { id: GridRowId }) => rowHeights.get(String(id)) ?? null : undefined),
    [rowHeights],
  );
  const colDefs = useMemo<GridColDef<GridRow>[]>(
    () => screen.filter((c) => !(treeData && c.isRowHeader)).map((c) => gridColumn(c, widths[c.field])),
    [screen, treeData, widths],
  );
  const grouping = useMemo(() => groupingModel(ordered), [ordered]);
  // Before the first paint, so that the block takes its width once.
  useLayoutEffect(() => onNaturalWidth(natural), [natural, onNaturalWidth]);
  // The grid mounts once its block has its final width (the row measured, this width given to
  // the block), still before the first paint: MUI X spreads its columns over the width it finds
  // on mount, and after any later resize it waits out its resize throttle to lay them out again.
  if (!mounted && widthTaken === natural && (Number.isFinite(room) || !canMeasureRows)) setMounted(true);
  const pinned = useMemo(
    () => ({ left: layout.pinned, right: layout.pinnedRight }),
    [layout.pinned, layout.pinnedRight],
  );
  const groupingColDef = useMemo(
    () => ({
      ...treeColumn(header, header ? widths[header.field] : 0),
      // The tree column's cells are the grid's tree nodes, whatever the generic params type says.
      renderCell: (params: GridRenderCellParams<GridRow>) => (
        <GridTreeDataGroupingCell
          {...(params as unknown as Parameters<typeof GridTreeDataGroupingCell>[0])}
          hideDescendantCount
        />
      ),
    }),
    [header, widths],
  );
  // A table wider than its room says which columns lie beyond its edges: on a phone the pinned
  // columns hid the ones between them with no sign the table scrolled. Known before it mounts.
  const scrolls = layout.natural > room;
  const firstEstimate = useMemo(
    () =>
      firstOutOfView(
        visible.map((c) => ({
          field: treeData && c.isRowHeader ? GRID_TREE_DATA_GROUPING_FIELD : c.field,
          label: c.label,
          width: widths[c.field] ?? 0,
        })),
        [...layout.pinned, ...layout.pinnedRight],
        room,
        layout.answerSubject,
      ),
    [visible, treeData, widths, layout.pinned, layout.pinnedRight, layout.answerSubject, room],
  );
  // The sort arrow shows on hover only: a number column cut in its room still shows its figures whole.
  const textWidths = useMemo(
    () =>
      scrolls
        ? contentWidths(
            visible.map((c) => ({ ...c, sortable: false })),
            revealed,
            fonts,
            layout.wrapHeaders,
          )
        : {},
    [scrolls, visible, revealed, fonts, layout.wrapHeaders],
  );
  const outOfView = useColumnsOutOfView(apiRef, mounted && scrolls, firstEstimate, textWidths);
  const box = useRef<HTMLDivElement>(null);
  const [laidOut, setLaidOut] = useState(false);
  useRenderedSignal(
    box,
    (el) => rows.length === 0 || (el.querySelector(".MuiDataGrid-row") !== null && columnsFillGrid(el)),
    () => {
      setLaidOut(true);
      onRenderComplete();
    },
  );
  // Once its rows are drawn: scrolled before, the grid kept its start.
  useScrollToSubject(apiRef, laidOut && scrolls ? layout.answerSubject : null);

  // What the user sees is what an export carries: the shown scenarios, noExport columns left out.
  const shownColumns = useMemo(
    () => exportColumns(ordered.filter((c) => visibility[c.field])),
    [ordered, visibility],
  );
  const exports = useTableExports();
  const exportAs = (format: "csv" | "xlsx" | "copy") => {
    const api = apiRef.current;
    if (!api || shownColumns.length === 0) {
      notices.message(ERROR_TEXTS.exportUnavailable, "error");
      return;
    }
    // Named as the product's other downloads are: the client, the as-of date, then the table.
    const fileName = exports?.fileName(title || "Exported Data") ?? (title || "Exported Data");
    if (format === "csv") {
      const csv = api.getDataAsCsv({ includeColumnGroupsHeaders: false });
      downloadBytes(csvBytes(csv), "text/csv;charset=utf-8", `${fileName}.csv`);
      notices.toast("CSV download complete", "success");
    } else if (format === "copy") {
      const text = clipboardText(shownColumns, rows);
      (navigator.clipboard?.writeText(text) ?? Promise.reject(new Error("No clipboard")))
        .then(() => notices.toast("Copied to the clipboard", "success"))
        .catch(() => notices.message(ERROR_TEXTS.copyFailed, "error"));
    } else {
      // The Detail workbook's own sheet writer (@alm/formats), exceljs loaded on first use.
      import("exceljs")
        .then(({ default: ExcelJS }) =>
          writeTableWorkbook(
            new ExcelJS.Workbook(),
            { title, treeData, columns: shownColumns, rows: sourceRows },
            exports?.heading,
          ),
        )
        .then((bytes) => {
          downloadBytes(bytes, XLSX_TYPE, `${fileName}.xlsx`);
          notices.toast("XLSX download complete", "success");
        })
        .catch(() => notices.message(ERROR_TEXTS.documentFile("xlsx"), "error"));
    }
  };

  useRegisterTableExport({ title, export: exportAs });

  return (
    <Box ref={box}>
      <TableToolbar
        title={title}
        showScenarioToggle={hasHiddenScenarios(ordered)}
        allScenarios={allScenarios}
        onAllScenarios={setAllScenarios}
        onExport={exportAs}
        canRefresh={canRefresh}
        onRefresh={onRefresh}
      />
      {scrolls && <GridScrollHint outOfView={outOfView} />}
      <Box sx={gridBoxSx(layout, laidOut)}>
        {mounted && (
          <DataGridPremium
            apiRef={apiRef}
            // Its CSS variables come in a <style> tag of its own: the CSP admits it by the page's nonce.
            nonce={pageNonce()}
            aria-label={title || "Report table"}
            sx={SCROLL_SHADOW_SX}
            rows={rows}
            columns={colDefs}
            columnVisibilityModel={visibility}
            columnGroupingModel={grouping.length ? grouping : undefined}
            pinnedColumns={pinned}
            treeData={treeData}
            getTreeDataPath={treeData ? getTreeDataPath : undefined}
            groupingColDef={treeData ? groupingColDef : undefined}
            defaultGroupingExpansionDepth={SCREEN_TREE_LEVELS - 1}
            rowHeight={ROW_HEIGHT}
            getRowHeight={getRowHeight}
            columnHeaderHeight={layout.wrapHeaders ? TWO_LINE_HEADER_HEIGHT : HEADER_HEIGHT}
            columnGroupHeaderHeight={HEADER_HEIGHT}
            density="compact"
            hideFooter
            disableRowSelectionOnClick
            disableColumnMenu={false}
          />
        )}
      </Box>
    </Box>
  );
}
