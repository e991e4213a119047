import Box from "@mui/material/Box";
import { plottedSeries, type ChartInput } from "./chart-model.ts";
import { formatPlotted } from "./value-format.ts";

/** The numbers behind a chart, labels down and series across, as the chart labels them. */
export function RawChartData({
  title,
  input,
  precision,
}: {
  title: string;
  input: ChartInput;
  precision: number | null;
}) {
  const series = plottedSeries(input);
  return (
    <Box sx={{ overflowX: "auto", mt: 1 }}>
      <Box
        component="table"
        aria-label={`${title || "Chart"} data`}
        sx={{
          fontSize: 12,
          borderCollapse: "collapse",
          "& th, & td": { border: "1px solid #d5dadf", px: 0.75, py: 0.25 },
          "& td": { textAlign: "right", fontVariantNumeric: "tabular-nums" },
          "& thead th": { bgcolor: "#f4f6f8" },
        }}
      >
        <thead>
          <tr>
            <th scope="col">Label</th>
            {series.map((s) => (
              <th key={s.colorIndex} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {input.labels.map((label, i) => (
            <tr key={i}>
              <th scope="row">{label}</th>
              {series.map((s) => (
                <td key={s.colorIndex}>{formatPlotted(s.values[i] ?? null, s.format, precision)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
