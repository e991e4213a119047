import type { BarCommonProps } from "@nivo/bar";
import type { BarRow } from "./bar-data.ts";

/** Nivo's theme type, reached through a package the app depends on directly. */
export type ChartTheme = BarCommonProps<BarRow>["theme"];

/** Nivo's own default, named so that texts can be measured in the font they are drawn in. */
export const CHART_FONT_FAMILY = "sans-serif";
/** Size of the labels Nivo draws on and beside bars and slices. */
export const CHART_LABEL_PX = 11;

/** Text of every chart: small enough for half-width blocks, axis titles set apart by weight. */
export const CHART_THEME: ChartTheme = {
  text: { fontFamily: CHART_FONT_FAMILY, fontSize: CHART_LABEL_PX, fill: "#333" },
  axis: {
    legend: { text: { fontSize: 11, fontWeight: 600 } },
    ticks: { text: { fontSize: 10.5 } },
  },
  grid: { line: { stroke: "#e3e6ea" } },
  tooltip: { container: { fontSize: 12 } },
};
