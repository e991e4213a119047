import { defaultTheme, extendDefaultTheme, sanitizeSvgTextStyle } from "@nivo/theming";
import { CHART_THEME } from "../chart-theme.ts";

/** The charts' theme as Nivo completes it (its defaults under ours): what printed charts draw with. */
export const PLAIN_THEME = extendDefaultTheme(defaultTheme, CHART_THEME ?? {});

/** A theme text style as an SVG text's style (Nivo's Text drops the outline properties the same way). */
export const svgTextStyle = sanitizeSvgTextStyle;
