import Box from "@mui/material/Box";
import type { LegendItem } from "./legend-items.ts";

const MARK_SX = {
  swatch: { width: 10, height: 10 },
  line: { width: 14, height: 3 },
  band: { width: 14, height: 10, opacity: 0.35 },
} as const;

/**
 * The key of a chart, above it in HTML so that it wraps with the block's width. Hidden from
 * screen readers: the chart's accessible name already lists the series.
 */
export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <Box
      aria-hidden="true"
      sx={{ display: "flex", flexWrap: "wrap", columnGap: 1.5, rowGap: 0.25, fontSize: 12, mb: 0.5 }}
    >
      {items.map((item) => (
        <Box key={`${item.mark}/${item.label}`} sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
          <Box sx={{ ...MARK_SX[item.mark], bgcolor: item.color, flex: "none", printColorAdjust: "exact" }} />
          {item.label}
        </Box>
      ))}
    </Box>
  );
}
