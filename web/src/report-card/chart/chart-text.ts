import { useTheme } from "@mui/material/styles";
import { useCallback } from "react";
import { textWidth } from "../table/text-width.ts";

/** Size of the labels Nivo draws on and beside bars and slices (CHART_THEME's text). */
export const CHART_LABEL_PX = 11;

/** Measures a text as a chart's labels draw it: the page's font (SVG text inherits it) at 11 px. */
export type MeasureText = (text: string) => number;

export function useChartTextWidth(): MeasureText {
  const { typography } = useTheme();
  const family = typography.fontFamily ?? "sans-serif";
  return useCallback(
    (text: string) => textWidth(text, { family, weight: 400, sizePx: CHART_LABEL_PX }),
    [family],
  );
}
