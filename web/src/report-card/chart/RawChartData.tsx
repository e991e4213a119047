import { formatChartValue, type ValueFormatName } from "@alm/formats";
import Box from "@mui/material/Box";
import { plottedSeries, type ChartInput } from "./chart-data.ts";

/** The numbers behind a chart, labels down and series across. */
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
  const text = (v: number | null, f: ValueFormatName) => formatChartValue(v, f, precision);
  return (
    <Box
      component="table"
      aria-label={`${title || "Chart"} data`}
      sx={{
        fontSize: 12,
        borderCollapse: "collapse",
        mt: 1,
        "& th, & td": { border: "1px solid #ddd", px: 0.75 },
      }}
    >
      <thead>
        <tr>
          <th scope="col">Label</th>
          {series.map((s) => (
            <th key={s.name} scope="col">
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {input.labels.map((label, i) => (
          <tr key={`${label}-${i}`}>
            <th scope="row">{label}</th>
            {series.map((s) => (
              <td key={s.name} style={{ textAlign: "right" }}>
                {text(s.values[i] ?? null, s.format)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
