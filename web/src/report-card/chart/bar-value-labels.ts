/** A drawn bar in the plot's coordinates (Nivo's computed bar) and the value it stands for. */
export interface BarBox {
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
}

export interface PlotSize {
  width: number;
  height: number;
}

/** Where a bar's value label goes, and whether it sits on the bar (light text) or beside it. */
export interface LabelSpot {
  x: number;
  y: number;
  anchor: "start" | "middle" | "end";
  inside: boolean;
}

/** Gap between a label and the bar's edge. */
export const LABEL_GAP = 4;

/** Whether a value label fits on a bar of this length (the bar's side along the label). */
export const fitsOnBar = (labelWidth: number, barLength: number) => labelWidth + 2 * LABEL_GAP <= barLength;
/** Height a label line needs. */
const LINE = 13;

/** What a column's label needs above (or below) the column's end, within the plot. */
export const COLUMN_LABEL_ROOM = LINE + LABEL_GAP;

/**
 * Every bar carries its value: on the bar when the text fits, otherwise just past the bar's end,
 * or, when the plot's edge leaves no room there, on the other side of the zero line. Only a
 * column whose slot is narrower than its label and a gap (it would run into the next label) gets none.
 */
export function valueLabelSpot(
  bar: BarBox,
  labelWidth: number,
  plot: PlotSize,
  horizontal: boolean,
  /** Width a column's label may take: the column and the gaps beside it. */
  slot: number,
): LabelSpot | null {
  return horizontal ? besideBar(bar, labelWidth, plot) : besideColumn(bar, labelWidth, plot, slot);
}

function besideBar(bar: BarBox, labelWidth: number, plot: PlotSize): LabelSpot | null {
  const y = bar.y + bar.height / 2;
  if (fitsOnBar(labelWidth, bar.width))
    return { x: bar.x + bar.width / 2, y, anchor: "middle", inside: true };
  const right = bar.x + bar.width + LABEL_GAP;
  const left = bar.x - LABEL_GAP;
  const roomRight = right + labelWidth <= plot.width;
  const roomLeft = left - labelWidth >= 0;
  if (!roomRight && !roomLeft) return null;
  // A positive bar grows right from zero: past its end is right, the other side of zero left.
  const goRight = bar.value >= 0 ? roomRight : !roomLeft;
  return goRight
    ? { x: right, y, anchor: "start", inside: false }
    : { x: left, y, anchor: "end", inside: false };
}

function besideColumn(bar: BarBox, labelWidth: number, plot: PlotSize, slot: number): LabelSpot | null {
  const x = bar.x + bar.width / 2;
  if (fitsOnBar(labelWidth, bar.width) && LINE + 2 * LABEL_GAP <= bar.height) {
    return { x, y: bar.y + bar.height / 2, anchor: "middle", inside: true };
  }
  // A gap to the next column's label: one exactly as wide as the slot touches it ("$92,514,098$92,514,098").
  if (labelWidth + LABEL_GAP > slot) return null;
  const above = bar.y - LABEL_GAP - LINE / 2;
  const below = bar.y + bar.height + LABEL_GAP + LINE / 2;
  const roomAbove = above - LINE / 2 >= 0;
  const roomBelow = below + LINE / 2 <= plot.height;
  if (!roomAbove && !roomBelow) return null;
  // A positive column grows up from zero: past its end is above it.
  const goUp = bar.value >= 0 ? roomAbove : !roomBelow;
  return { x, y: goUp ? above : below, anchor: "middle", inside: false };
}
