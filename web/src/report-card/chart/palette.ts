/** The seven series colours of every chart (spec section 9), in the order series take them. */
export const CHART_PALETTE: readonly string[] = [
  "#1f4e79",
  "#e07b39",
  "#5b9b4a",
  "#c0392b",
  "#7e57c2",
  "#2a9d8f",
  "#b8860b",
];

export const paletteColor = (index: number) => CHART_PALETTE[index % CHART_PALETTE.length] ?? "#1f4e79";
