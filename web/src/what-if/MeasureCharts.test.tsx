import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { WhatIfView_WhatIfFragment } from "../generated/graphql.ts";
import MeasureCharts, { namedScenarios, paperChartHeight } from "./MeasureCharts.tsx";

afterEach(cleanup);

type Measure = WhatIfView_WhatIfFragment["measures"][number];

const figure = { __typename: "WhatIfFigure" as const, number: null, text: "", status: null };
const point = (scenario: string, name: string, asIs: string, withChanges: string) => ({
  __typename: "WhatIfScenarioPoint" as const,
  scenario,
  name,
  bp: Number(scenario) || 0,
  asIs,
  withChanges,
});

/** The NEV change at the shock, whose series is every scenario's NEV change: losses down to 80%. */
const nevChange = {
  __typename: "WhatIfMeasure",
  key: "NEV_CHANGE_AT_SHOCK",
  label: "NEV Change in the +300 bp shock",
  seriesLabel: "NEV Change from Base",
  unit: "RATIO",
  limit: null,
  asIs: figure,
  withChanges: figure,
  series: [
    point("-100", "-100 bp shock", "-0.0312", "-0.0250"),
    point("Base", "Base", "0", "0"),
    point("300", "+300 bp shock", "-0.4604", "-0.3497"),
    point("500", "+500 bp shock", "-0.8012", "-0.6100"),
  ],
} as unknown as Measure;

describe("what-if charts", () => {
  it("fit one Letter page on paper, two to a row, as tall as the screen's where there is room", () => {
    // A Letter page inside its margins: 984 px. Seven charts are four rows of 160 px drawings.
    expect(paperChartHeight(984, 7)).toBe(160);
    expect(4 * (paperChartHeight(984, 8) + 52) + 3 * 16 + 88).toBeLessThanOrEqual(984);
    expect(paperChartHeight(984, 4)).toBe(200);
  });

  // On paper the chart is drawn at a known width, so its axis is in the document here too.
  const draw = () => render(<MeasureCharts measures={[nevChange]} paperWidth={900} />);

  it("caption a measure at one scenario by what its series across the scenarios is", () => {
    draw();
    const chart = screen.getByRole("img");
    const caption = screen.getByText("NEV Change from Base");
    expect(caption.tagName).toBe("FIGCAPTION");
    expect(caption.closest("figure")?.contains(chart)).toBe(true);
    expect(screen.queryByText("NEV Change in the +300 bp shock")).toBeNull();
    // Said in words, a loss takes a minus sign, as in running text.
    expect(chart.getAttribute("aria-label")).toMatch(
      /^NEV Change from Base across the rate scenarios\. .*\+500 bp shock: -80\.12% as it is/,
    );
  });

  it("write a negative figure on the axis in parentheses, as every table and chart does", () => {
    const { container } = draw();
    const ticks = [...container.querySelectorAll("svg text")].map((t) => t.textContent ?? "");
    const percents = ticks.filter((t) => t.includes("%"));
    expect(percents.length).toBeGreaterThan(2);
    expect(percents.filter((t) => t.startsWith("("))).not.toHaveLength(0);
    expect(percents.filter((t) => t.includes("-"))).toEqual([]);
    // With the decimals the step needs, as the report charts write them: (80%), not (80.00%).
    expect(percents).toContain("(80%)");
    expect(percents.filter((t) => !/^\(?\d+%\)?$/.test(t))).toEqual([]);
  });

  it("name the policy's shock and Base under a crowded axis, every n-th scenario from Base", () => {
    const shocks = [-400, -300, -200, -100, 0, 100, 200, 300, 400, 500].map((bp) => ({
      scenario: bp === 0 ? "Base" : String(bp),
      name: bp === 0 ? "Base" : `${bp > 0 ? "+" : ""}${bp} bp shock`,
    }));
    // Every other one from the first left the +300 bp shock unnamed.
    expect(namedScenarios(shocks, 300)).toEqual(["-300 bp shock", "Base", "+300 bp shock"]);
    expect(namedScenarios(shocks, 200)).toEqual([
      "-400 bp shock",
      "-200 bp shock",
      "Base",
      "+200 bp shock",
      "+400 bp shock",
    ]);
    // A shock next to Base is named beside every other one.
    expect(namedScenarios(shocks, 100)).toContain("+100 bp shock");
    expect(namedScenarios(shocks, 100)).toContain("Base");
    expect(namedScenarios(shocks.slice(3, 8), 300)).toHaveLength(5);
  });

  it("label a tick at or below the lowest point, and at or above the highest", () => {
    const mismatch = {
      ...nevChange,
      key: "DURATION_MISMATCH",
      label: "Effective Duration Mismatch",
      seriesLabel: "Effective Duration Mismatch",
      unit: "YEARS",
      series: [
        point("-400", "-400 bp shock", "-0.39", "-0.28"),
        point("Base", "Base", "1.51", "1.02"),
        point("400", "+400 bp shock", "1.93", "1.41"),
      ],
    } as unknown as Measure;
    const { container } = render(<MeasureCharts measures={[mismatch]} paperWidth={900} />);
    const ticks = [...container.querySelectorAll("svg text")]
      .map((t) => t.textContent ?? "")
      .filter((t) => /^\(?\d+(\.\d+)?\)?$/.test(t))
      .map((t) => (t.startsWith("(") ? -Number(t.slice(1, -1)) : Number(t)));
    expect(ticks).toContain(0.5);
    expect(Math.min(...ticks)).toBeLessThanOrEqual(-0.39);
    expect(Math.max(...ticks)).toBeGreaterThanOrEqual(1.93);
  });
});
