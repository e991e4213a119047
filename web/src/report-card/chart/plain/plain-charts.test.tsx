import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { partFrames } from "../chart-layout.ts";
import { chartParts, type ChartInput, type ChartKind } from "../chart-model.ts";
import { ChartPart } from "../ChartPart.tsx";
import { partDomain } from "../part-domain.ts";
import { longestValueLabel } from "../value-format.ts";

afterEach(cleanup);

const WIDTH = 640;

/** A block of three series over eight labels, gaps and negatives included. */
const INPUT: ChartInput = {
  labels: ["-300", "-200", "-100", "Base", "+100", "+200", "+300", "+400"],
  series: [
    { name: "Assets", format: "DOLLAR", values: [1200, 1150, 1100, 1000, 950, null, 860, 820] },
    { name: "Liabilities", format: "DOLLAR", values: [-400, 300, 350, 400, 420, 440, 460, 480] },
    { name: "Equity", format: "DOLLAR", values: [800, 850, 750, 600, 530, 470, 400, 340] },
  ],
};
const ONE_SERIES: ChartInput = { labels: INPUT.labels, series: INPUT.series.slice(0, 1) };

/** The chart's first part drawn by one renderer (interactive: Nivo's; not: the printed one). */
function draw(kind: ChartKind, input: ChartInput, interactive: boolean): SVGSVGElement {
  const part = chartParts(kind, input)[0]!;
  const domain = partDomain(kind, part);
  const [frame] = partFrames({
    kind,
    print: true,
    width: WIDTH,
    labels: input.labels,
    xAxisTitle: "Rate scenario (bp)",
    yAxisTitle: "Amount",
    valueLabelChars: [longestValueLabel(domain, part.format, null, kind === "COLUMN100")],
  });
  const { container } = render(
    <ChartPart
      kind={kind}
      part={part}
      width={WIDTH}
      frame={frame!}
      precision={null}
      domain={domain}
      categoryTitle="Rate scenario (bp)"
      valueTitle="Amount"
      interactive={interactive}
    />,
  );
  return container.querySelector("svg")!;
}

/** A colour as red, green, blue: Nivo's springs write `rgba(…, 1)` where plain elements keep `#rrggbb`. */
function colour(v: string): string {
  const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(v.trim());
  if (hex)
    return hex
      .slice(1)
      .map((h) => parseInt(h, 16))
      .join(",");
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*1)?\)$/.exec(v.trim());
  return rgb ? rgb.slice(1).join(",") : v.trim();
}

const round = (v: string | null) =>
  v === null ? "" : v.replace(/-?\d+\.\d+/g, (n) => String(+(+n).toFixed(2)));

/** Where an element is drawn: the sum of its own and its ancestors' translations. */
function offset(el: Element): [number, number] {
  let [x, y] = [0, 0];
  for (let e: Element | null = el; e && e.tagName !== "svg"; e = e.parentElement) {
    const m = /translate\(\s*(-?[\d.e+-]+)[ ,]+(-?[\d.e+-]+)\s*\)/.exec(e.getAttribute("transform") ?? "");
    if (m) [x, y] = [x + Number(m[1]), y + Number(m[2])];
  }
  return [+x.toFixed(2), +y.toFixed(2)];
}

/** What a reader sees: every visible shape, line and text with its place, size and colour. */
function drawing(svg: SVGSVGElement): string[] {
  const shown = [...svg.querySelectorAll("rect, line, path, circle, text")].filter(
    // Nivo's pointer catchers on screen are invisible.
    (el) => el.getAttribute("fill-opacity") !== "0" && el.getAttribute("opacity") !== "0",
  );
  return shown
    .map((el) => {
      const at = offset(el).join(",");
      const attrs = ["x", "y", "x1", "x2", "y1", "y2", "width", "height", "r", "d"]
        .map((a) => `${a}=${round(el.getAttribute(a))}`)
        .join(" ");
      const style = el.getAttribute("style") ?? "";
      const colours = ["fill", "stroke"].map((name) => {
        const value = el.getAttribute(name) ?? new RegExp(`(?:^|;)\\s*${name}:\\s*([^;]+)`).exec(style)?.[1];
        // A stroke of no width is not seen.
        const unseen = name === "stroke" && el.getAttribute("stroke-width") === "0";
        return `${name}=${value && !unseen ? colour(value) : ""}`;
      });
      const styleColors = colours.join(" ");
      const text = el.tagName === "text" ? `"${el.textContent}" ${el.getAttribute("text-anchor")}` : "";
      return `${el.tagName} @${at} ${attrs} ${styleColors} ${text}`;
    })
    .sort();
}

describe("printed charts (plain SVG)", () => {
  it.each<[ChartKind, ChartInput]>([
    ["COLUMN", ONE_SERIES],
    ["COLUMNS", INPUT],
    ["COLUMN100", INPUT],
    ["BAR", ONE_SERIES],
    ["BAR", INPUT],
    ["LINE", INPUT],
    ["AREA", INPUT],
    ["RANGE_AREA_LINE", INPUT],
  ])(
    "draw a %s chart with the same bars, lines, ticks, labels and colours as Nivo on screen",
    (kind, input) => {
      const screen = drawing(draw(kind, input, true));
      cleanup();
      const print = drawing(draw(kind, input, false));
      expect(print.length).toBeGreaterThan(10);
      expect(print).toEqual(screen);
    },
  );
});
