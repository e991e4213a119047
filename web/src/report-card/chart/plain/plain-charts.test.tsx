import { cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { partFrames } from "../chart-layout.ts";
import { chartParts, type ChartInput, type ChartKind } from "../chart-model.ts";
import { ChartPart } from "../ChartPart.tsx";
import { partDomain } from "../part-domain.ts";
import { longestValueLabel } from "../value-format.ts";
import { NivoReference } from "./nivo-reference.tsx";

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

/** The chart's first part drawn as on screen, in print, or by Nivo (the reference). */
function draw(kind: ChartKind, input: ChartInput, as: "screen" | "print" | "nivo"): SVGSVGElement {
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
  const props = {
    kind,
    part,
    width: WIDTH,
    frame: frame!,
    precision: null,
    domain,
    categoryTitle: "Rate scenario (bp)",
    valueTitle: "Amount",
    interactive: as === "screen",
  };
  const { container } = render(as === "nivo" ? <NivoReference {...props} /> : <ChartPart {...props} />);
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
    // Pointer catchers (the screen's, for its tooltips) are invisible.
    (el) =>
      el.getAttribute("fill") !== "transparent" &&
      el.getAttribute("fill-opacity") !== "0" &&
      el.getAttribute("opacity") !== "0",
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

describe("charts drawn as plain SVG", () => {
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
    "draw a %s chart with the same bars, lines, ticks, labels and colours as Nivo, on screen and in print",
    (kind, input) => {
      const nivo = drawing(draw(kind, input, "nivo"));
      cleanup();
      const screen = drawing(draw(kind, input, "screen"));
      cleanup();
      const print = drawing(draw(kind, input, "print"));
      expect(print.length).toBeGreaterThan(10);
      expect(screen).toEqual(nivo);
      expect(print).toEqual(nivo);
    },
  );

  const labels = (n: number, long = false) =>
    Array.from({ length: n }, (_, i) =>
      long ? `Deposits and other liabilities, bucket ${i + 1}` : `Q${i + 1}`,
    );
  const series = (
    name: string,
    format: ChartInput["series"][number]["format"],
    values: (number | null)[],
  ) => ({
    name,
    format,
    values,
  });
  const ALL_ZERO: ChartInput = {
    labels: labels(4),
    series: [series("A", "DOLLAR", [0, 0, 0, 0]), series("B", "DOLLAR", [0, 0, 0, 0])],
  };
  const NEGATIVE_ONLY: ChartInput = {
    labels: labels(3),
    series: [series("Change", "DOLLAR", [-120, -40, -300])],
  };
  const PERCENT_GAPS: ChartInput = {
    labels: labels(5),
    series: [
      series("Yield", "PERCENTAGE", [null, 0.031, -0.002, null, 0.045]),
      series("Cost", "PERCENTAGE", [0.012, null, 0.018, 0.02, null]),
    ],
  };
  const MANY: ChartInput = {
    labels: labels(6, true),
    series: Array.from({ length: 9 }, (_, k) =>
      series(
        `Series ${k + 1}`,
        "NUMERIC",
        Array.from({ length: 6 }, (_, i) => (k - 4) * 10 + i * 3),
      ),
    ),
  };
  const ONE_LABEL: ChartInput = { labels: ["Total"], series: [series("Assets", "DOLLAR", [1500])] };

  it.each<[string, ChartKind, ChartInput]>([
    ["all-zero columns", "COLUMNS", ALL_ZERO],
    ["all-zero lines", "LINE", ALL_ZERO],
    ["all-zero shares", "COLUMN100", ALL_ZERO],
    ["negative-only column", "COLUMN", NEGATIVE_ONLY],
    ["negative-only bar", "BAR", NEGATIVE_ONLY],
    ["percent columns with gaps", "COLUMNS", PERCENT_GAPS],
    ["percent lines with gaps", "LINE", PERCENT_GAPS],
    ["percent areas with gaps", "AREA", PERCENT_GAPS],
    ["percent range with gaps", "RANGE_AREA_LINE", PERCENT_GAPS],
    ["percent shares with gaps", "COLUMN100", PERCENT_GAPS],
    ["many series, long names, columns", "COLUMNS", MANY],
    ["many series, long names, bars", "BAR", MANY],
    ["many series, long names, shares", "COLUMN100", MANY],
    ["many series, long names, lines", "LINE", MANY],
    ["one label column", "COLUMN", ONE_LABEL],
    ["one label bar", "BAR", ONE_LABEL],
    ["one label line", "LINE", ONE_LABEL],
  ])("draw %s (%s) as Nivo does", (_name, kind, input) => {
    const nivo = drawing(draw(kind, input, "nivo"));
    cleanup();
    const screen = drawing(draw(kind, input, "screen"));
    expect(screen.length).toBeGreaterThan(3);
    expect(screen).toEqual(nivo);
  });
});

describe("tooltips on screen", () => {
  const tooltipText = (svg: SVGSVGElement) =>
    svg.parentElement?.querySelector(":scope > div")?.textContent ?? null;

  it("show a bar's label, series and value while the pointer is over it, and none in print", () => {
    const svg = draw("COLUMNS", INPUT, "screen");
    const bars = svg.querySelectorAll("rect[data-testid^='bar.item']");
    expect(bars.length).toBe(23);
    // Assets' eight bars less its gap, then Liabilities' from -300.
    const liabilitiesAtMinus300 = svg.querySelector("rect[data-testid='bar.item.Liabilities.7']")!;
    fireEvent.mouseEnter(liabilitiesAtMinus300, { clientX: 100, clientY: 80 });
    expect(tooltipText(svg)).toBe("-300Liabilities($400)");
    fireEvent.mouseLeave(liabilitiesAtMinus300);
    expect(tooltipText(svg)).toBeNull();
    cleanup();
    const printed = draw("COLUMNS", INPUT, "print");
    fireEvent.mouseEnter(printed.querySelector("rect[data-testid^='bar.item']")!);
    expect(tooltipText(printed)).toBeNull();
  });

  it("show every series at the label under the pointer on a line chart, a gap left out", () => {
    const svg = draw("LINE", INPUT, "screen");
    const slices = svg.querySelectorAll("[data-testid=slices] rect");
    expect(slices.length).toBe(INPUT.labels.length);
    fireEvent.mouseEnter(slices[5]!, { clientX: 400, clientY: 80 });
    expect(tooltipText(svg)).toBe("+200Liabilities$440Equity$470");
    fireEvent.mouseLeave(slices[5]!.parentElement!);
    expect(tooltipText(svg)).toBeNull();
  });

  it("give a stacked share's bar its value and its share of the label's total", () => {
    const svg = draw("COLUMN100", INPUT, "screen");
    // Assets' bar at Base: 1,000 of 1,000 + 400 + 600.
    const assetsAtBase = svg.querySelector("rect[data-testid='bar.item.Assets.3']")!;
    fireEvent.mouseEnter(assetsAtBase, { clientX: 100, clientY: 80 });
    expect(tooltipText(svg)).toBe("BaseAssets$1,000 (50.0%)");
  });

  it("give a range chart's tooltip the band's low and high (whichever series holds them) before the lines", () => {
    const svg = draw("RANGE_AREA_LINE", INPUT, "screen");
    fireEvent.mouseEnter(svg.querySelectorAll("[data-testid=slices] rect")[3]!, {
      clientX: 300,
      clientY: 80,
    });
    expect(tooltipText(svg)).toBe("BaseAssets – Liabilities$400 – $1,000Equity$600");
  });
});
