import { BarLikeChart } from "./BarLikeChart.tsx";
import { LineLikeChart } from "./LineLikeChart.tsx";
import type { PartProps } from "./part-props.ts";
import { PieChart } from "./PieChart.tsx";
import { RadarChart } from "./RadarChart.tsx";

/** One part of a chart block, drawn by its chart type's family. */
export function ChartPart(props: PartProps) {
  switch (props.kind) {
    case "PIE":
      return <PieChart {...props} />;
    case "RADAR":
      return <RadarChart {...props} />;
    case "LINE":
    case "AREA":
    case "RANGE_AREA_LINE":
      return <LineLikeChart {...props} />;
    case "BAR":
    case "COLUMN":
    case "COLUMNS":
    case "COLUMN100":
      return <BarLikeChart {...props} />;
  }
}
