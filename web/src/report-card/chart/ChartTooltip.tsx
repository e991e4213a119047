export interface TooltipLine {
  color: string;
  name: string;
  value: string;
}

/** The hover box of every chart family: a heading (the label) and one line per series. */
export function ChartTooltip({ heading, lines }: { heading: string; lines: readonly TooltipLine[] }) {
  return (
    <div
      style={{
        background: "#fff",
        border: "1px solid #ccd2d8",
        borderRadius: 4,
        boxShadow: "0 1px 4px rgba(0,0,0,0.15)",
        padding: "6px 9px",
        fontSize: 12,
        whiteSpace: "nowrap",
      }}
    >
      {heading && <div style={{ fontWeight: 600, marginBottom: 2 }}>{heading}</div>}
      {lines.map((line) => (
        <div key={line.name} style={{ display: "flex", alignItems: "center", gap: 6 }}>
          <span style={{ width: 10, height: 10, background: line.color, display: "inline-block" }} />
          <span>{line.name}</span>
          <span style={{ marginLeft: "auto", paddingLeft: 8, fontVariantNumeric: "tabular-nums" }}>
            {line.value}
          </span>
        </div>
      ))}
    </div>
  );
}
