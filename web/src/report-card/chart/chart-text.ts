import { textWidth } from "../table/text-width.ts";
import { CHART_FONT_FAMILY, CHART_LABEL_PX } from "./chart-theme.ts";

/** Measures a text as a chart's labels draw it (in jsdom, by an average character width). */
export type MeasureText = (text: string) => number;

export const chartTextWidth: MeasureText = (text) =>
  textWidth(text, { family: CHART_FONT_FAMILY, weight: 400, sizePx: CHART_LABEL_PX });
