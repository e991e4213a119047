import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { makeFragmentData } from "../../generated/index.ts";
import type { ChartType, ValueFormat } from "../../generated/graphql.ts";
import { ChartBlockView, ChartBlockViewFragment, NO_CHART_DATA } from "./ChartBlockView.tsx";

interface SeriesSpec {
  name: string;
  format: ValueFormat;
  values: (string | null)[];
}

const chartBlock = (chartType: ChartType, series: SeriesSpec[], title = "NEV Ratio by Scenario") =>
  makeFragmentData(
    {
      __typename: "ChartBlock",
      title,
      footer: "Ratios of the base data set.",
      precision: null,
      chartType,
      format: series[0]?.format ?? "NUMERIC",
      labels: ["-100", "Base", "100"],
      xAxisTitle: "Rate scenario (bp)",
      yAxisTitle: "Percent",
      series: series.map((s) => ({ __typename: "ChartSeries" as const, ...s })),
    },
    ChartBlockViewFragment,
  );

const ratio: SeriesSpec = { name: "NEV Ratio", format: "PERCENTAGE", values: ["0.161", null, "-0.02"] };
const change: SeriesSpec = { name: "NEV % Change", format: "PERCENTAGE", values: ["0.05", "0", "-0.04"] };
const nii: SeriesSpec = {
  name: "Projected NII",
  format: "DOLLAR",
  values: ["1200000", "1250000", "1100000"],
};

// jsdom lays nothing out: give every element the width a half-page block has.
let rect: ReturnType<typeof vi.spyOn>;
beforeAll(() => {
  rect = vi
    .spyOn(HTMLElement.prototype, "getBoundingClientRect")
    .mockReturnValue(new DOMRect(0, 0, 600, 250));
});
afterAll(() => rect.mockRestore());
afterEach(cleanup);

const ALL_TYPES: ChartType[] = [
  "AREA",
  "BAR",
  "COLUMN",
  "COLUMN100",
  "COLUMNS",
  "LINE",
  "PIE",
  "RANGE_AREA_LINE",
  "RADAR",
];

describe("chart blocks", () => {
  it.each(ALL_TYPES)("draw a %s chart as an image named after its title and series", (type) => {
    const onDone = vi.fn();
    render(
      <ChartBlockView
        block={chartBlock(type, [ratio, change, { ...change, name: "Base" }])}
        print={false}
        onRenderComplete={onDone}
      />,
    );
    const chart = screen.getByRole("img", {
      name: /^NEV Ratio by Scenario: .* chart of NEV Ratio, NEV % Change/,
    });
    expect(chart.querySelectorAll("svg")).toHaveLength(1);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("report render-complete once, with the chart already drawn", () => {
    let svgsWhenDone = -1;
    const onDone = vi.fn(() => {
      svgsWhenDone = document.querySelectorAll("figure svg").length;
    });
    const view = render(
      <ChartBlockView block={chartBlock("COLUMN", [ratio])} print={false} onRenderComplete={onDone} />,
    );
    view.rerender(
      <ChartBlockView block={chartBlock("COLUMN", [ratio])} print={false} onRenderComplete={onDone} />,
    );
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(svgsWhenDone).toBe(1);
  });

  it("draw dollars and ratios as a chart each, 250 px for one chart and 200 px in print", () => {
    const { container, rerender } = render(
      <ChartBlockView block={chartBlock("COLUMNS", [nii, ratio])} print={false} onRenderComplete={vi.fn()} />,
    );
    expect(container.querySelectorAll("svg")).toHaveLength(2);
    rerender(<ChartBlockView block={chartBlock("LINE", [ratio])} print onRenderComplete={vi.fn()} />);
    expect(container.querySelector("svg")?.getAttribute("height")).toBe("200");
    rerender(<ChartBlockView block={chartBlock("LINE", [ratio])} print={false} onRenderComplete={vi.fn()} />);
    expect(container.querySelector("svg")?.getAttribute("height")).toBe("250");
  });

  it("keep print charts on one page", () => {
    const { container } = render(
      <ChartBlockView block={chartBlock("PIE", [nii])} print onRenderComplete={vi.fn()} />,
    );
    expect(getComputedStyle(container.querySelector("figure") as Element).breakInside).toBe("avoid");
  });

  it("say so when there is nothing to draw, and are complete at once", () => {
    const onDone = vi.fn();
    render(
      <ChartBlockView
        block={chartBlock("LINE", [{ ...ratio, values: [null, null, null] }])}
        print={false}
        onRenderComplete={onDone}
      />,
    );
    expect(screen.getByText(NO_CHART_DATA)).toBeTruthy();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("show the title, axis titles, legend and footer", () => {
    const { container } = render(
      <ChartBlockView
        block={chartBlock("COLUMNS", [ratio, change])}
        print={false}
        onRenderComplete={vi.fn()}
      />,
    );
    expect(screen.getByText("NEV Ratio by Scenario")).toBeTruthy();
    expect(screen.getByText("Ratios of the base data set.")).toBeTruthy();
    const svgText = container.querySelector("svg")?.textContent ?? "";
    expect(svgText).toContain("Rate scenario (bp)");
    expect(svgText).toContain("Percent");
    expect(container.querySelector("[aria-hidden='true']")?.textContent).toBe("NEV RatioNEV % Change");
  });
});

describe("raw chart data (Ctrl+Escape)", () => {
  const press = (init: KeyboardEventInit) => act(() => void fireEvent.keyDown(window, init));

  it("toggles the numbers behind every chart on the page at once", () => {
    render(
      <>
        <ChartBlockView block={chartBlock("COLUMN", [ratio])} print={false} onRenderComplete={vi.fn()} />
        <ChartBlockView
          block={chartBlock("LINE", [nii], "Projected NII")}
          print={false}
          onRenderComplete={vi.fn()}
        />
      </>,
    );
    expect(screen.queryAllByRole("table")).toHaveLength(0);
    press({ key: "Escape" });
    expect(screen.queryAllByRole("table")).toHaveLength(0);
    press({ key: "Escape", ctrlKey: true });
    const ratios = screen.getByRole("table", { name: "NEV Ratio by Scenario data" });
    expect(ratios.textContent).toContain("16.10%");
    expect(ratios.textContent).toContain("N/A");
    expect(ratios.textContent).toContain("(2.00%)");
    expect(screen.getByRole("table", { name: "Projected NII data" }).textContent).toContain("$1,250,000");
    press({ key: "Escape", ctrlKey: true });
    expect(screen.queryAllByRole("table")).toHaveLength(0);
  });
});
