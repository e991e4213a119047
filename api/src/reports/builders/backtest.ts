import { chart, row, series, table } from "../blocks.ts";
import { minus } from "../measures.ts";
import type { ReportContext } from "../report-context.ts";
import type { BlockData } from "../report-model.ts";

/** A measure of a backtest: its row id, its label and where to read it in a projection. */
export type BacktestLine<T> = [id: string, label: string, pick: (projection: T) => number];

interface Backtest<T> {
  lines: BacktestLine<T>[];
  current: T;
  /** The prior data set's projection; null without a comparison data set. */
  prior: T | null;
  /** The measure the table's current, prior and difference columns are named after. */
  field: string;
  /** The chart's two series, current first. */
  names: [string, string];
  metadata?: Record<string, unknown>;
}

/** The backtest pages (NEV, NII): each measure current, prior and changed, and both charted in dollars. */
export function backtestBlocks<T>(ctx: ReportContext, test: Backtest<T>): Record<string, BlockData> {
  const { lines, current, prior, field } = test;
  const rows = lines.map(([id, label, pick], i) =>
    row(
      id,
      label,
      {
        [`dataset1_${field}`]: pick(current),
        [`dataset2_${field}`]: prior ? pick(prior) : null,
        [`difference_${field}`]: minus(pick(current), prior ? pick(prior) : null),
      },
      i + 1,
    ),
  );
  return {
    grid1: table(ctx, "grid1", rows, test.metadata),
    chart1: chart(ctx, "chart1", {
      categories: lines.map(([, label]) => label),
      series: [
        series(
          test.names[0],
          lines.map(([, , pick]) => pick(current)),
          "dollar",
        ),
        series(
          test.names[1],
          lines.map(([, , pick]) => (prior ? pick(prior) : null)),
          "dollar",
        ),
      ],
      yTitle: "Dollars",
    }),
  };
}
