import type { SxProps, Theme } from "@mui/material/styles";
import { BREACH_STYLE } from "@alm/formats";
import { BREACH_CLASS, ROW_LABEL_CLASS } from "./grid-columns.ts";
import { LABEL_LINE_HEIGHT, type GridLayout } from "./grid-layout.ts";

/**
 * The grid grows with the rows it shows (a flex column without a height), up to a page of rows;
 * beyond, it scrolls and renders only the rows in view.
 */
const MAX_HEIGHT = "min(640px, 80vh)";

/** Two header lines in the grid's 14 px font. */
const HEADER_LINE_HEIGHT = 1.2;

/**
 * The box around a report grid. Until the grid has spread its columns over its width it stays
 * invisible (its place kept): it first paints them at their minimum widths and spreads them a
 * frame or more later, which moved every column on screen.
 */
export function gridBoxSx(
  { wrapHeaders, wrapLabels, wrappedField }: Pick<GridLayout, "wrapHeaders" | "wrapLabels" | "wrappedField">,
  laidOut: boolean,
): SxProps<Theme> {
  return {
    display: "flex",
    flexDirection: "column",
    maxHeight: MAX_HEIGHT,
    // After the window narrows, MUI X lays the grid out again only after its resize throttle:
    // meanwhile its header row reached past the grid and widened the page (1399 px at 1280).
    overflowX: "clip",
    visibility: laidOut ? undefined : "hidden",
    "& .report-emphasize": { fontWeight: 600 },
    [`& .${BREACH_CLASS}`]: BREACH_STYLE,
    // The last header's resize handle and hidden menu button reach past the table's edge:
    // the grid would scroll sideways for them alone.
    "& .MuiDataGrid-columnHeader--last": { overflow: "hidden" },
    // A small icon button (28 px) is taller than a compact row (22 px): the tree's row labels sat
    // lower than their numbers and overflowed their cells.
    "& .MuiDataGrid-treeDataGroupingCellToggle .MuiIconButton-root": { padding: "1px" },
    ...(wrapHeaders && {
      "& .MuiDataGrid-columnHeaderTitle": {
        whiteSpace: "normal",
        lineHeight: HEADER_LINE_HEIGHT,
        display: "-webkit-box",
        WebkitLineClamp: 2,
        WebkitBoxOrient: "vertical",
      },
      "& .MuiDataGrid-columnHeader--alignRight .MuiDataGrid-columnHeaderTitle": { textAlign: "right" },
    }),
    // Their rows are as tall as the lines (wrappedRowHeights); a word too long for a line breaks.
    ...(wrapLabels && {
      [`& .${ROW_LABEL_CLASS}, & .${ROW_LABEL_CLASS} .MuiDataGrid-treeDataGroupingCell > span`]: {
        whiteSpace: "normal",
        lineHeight: LABEL_LINE_HEIGHT,
        overflowWrap: "anywhere",
      },
      // A tree row's label box is the cell's width plus its level's indent: its lines ran past
      // the cell's edge. Beside the indent, it takes what is left.
      [`& .${ROW_LABEL_CLASS} .MuiDataGrid-treeDataGroupingCell`]: { width: "auto", flex: 1, minWidth: 0 },
    }),
    ...(wrappedField && {
      [`& .MuiDataGrid-cell[data-field="${wrappedField}"]`]: {
        whiteSpace: "normal",
        lineHeight: LABEL_LINE_HEIGHT,
        display: "flex",
        alignItems: "center",
      },
    }),
  };
}

/**
 * Whether the grid has spread its columns over its width (or is wider, and scrolls): MUI X keeps
 * its layout in CSS variables on its root.
 */
export function columnsFillGrid(box: HTMLElement): boolean {
  const root = box.querySelector<HTMLElement>(".MuiDataGrid-root");
  if (!root) return false;
  const px = (name: string) => parseFloat(root.style.getPropertyValue(name)) || 0;
  const columns = px("--DataGrid-columnsTotalWidth");
  const scrollbar = px("--DataGrid-hasScrollY") * px("--DataGrid-scrollbarSize");
  return columns > 0 && columns + scrollbar >= root.clientWidth - 1;
}
