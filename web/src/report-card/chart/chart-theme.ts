import type { BarCommonProps } from "@nivo/bar";
import type { BarRow } from "./bar-data.ts";

/** Nivo's theme type, reached through a package the app depends on directly. */
export type ChartTheme = BarCommonProps<BarRow>["theme"];

/** Text of every chart: small enough for half-width blocks, axis titles set apart by weight. */
export const CHART_THEME: ChartTheme = {
  text: { fontSize: 11, fill: "#333" },
  axis: {
    legend: { text: { fontSize: 11, fontWeight: 600 } },
    ticks: { text: { fontSize: 10.5 } },
  },
  grid: { line: { stroke: "#e3e6ea" } },
  tooltip: { container: { fontSize: 12 } },
};
