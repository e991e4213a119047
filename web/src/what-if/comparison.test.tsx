import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BREACH_STYLE, DURATION_MISMATCH_NOTE } from "@alm/formats";
import { makeFragmentData } from "../generated/index.ts";
import type { RiskTone, WhatIfView_WhatIfFragment } from "../generated/graphql.ts";
import { ComparisonTable } from "./ComparisonTable.tsx";
import { WhatIfResult } from "./WhatIfResult.tsx";
import { PolicyTable } from "./PolicyTable.tsx";
import { WhatIfFigure_figure, WhatIfRating_reading } from "./what-if-queries.ts";

afterEach(cleanup);

const figure = (
  text: string,
  tone: RiskTone | null = null,
  scenarioName: string | null = null,
  durations: string | null = null,
) =>
  makeFragmentData(
    {
      __typename: "WhatIfFigure",
      number: null,
      text,
      scenarioName,
      durations: durations === null ? null : { __typename: "WhatIfDurations", text: durations },
      status: tone && {
        __typename: "RiskStatus",
        text: tone === "SUCCESS" ? "Within policy" : "Outside policy",
        tone,
      },
    },
    WhatIfFigure_figure,
  );

const reading = (text: string, tone: RiskTone, declineBand: string) =>
  makeFragmentData(
    {
      __typename: "NcuaRatingReading",
      rating: text === "Low" ? "LOW" : "MODERATE",
      text,
      status: { __typename: "RiskStatus", text, tone },
      postShockRatio: "0.0512",
      sensitivity: "-0.1840",
      row: 1,
      column: 2,
      ratioBand: "4% to 7%",
      declineBand,
    },
    WhatIfRating_reading,
  );

const limit = (label: string, text: string) => ({ __typename: "WhatIfLimit" as const, label, text });

const whatIf = {
  dataSetName: "2021/12/31 Standard",
  asOf: "2021-12-31",
  reportDefinitionName: "Q4 2021 ALM Report",
  computeMs: 900,
  changes: [],
  totalAssets: { asIs: { amount: "816600000" }, withChanges: { amount: "816600000" } },
  shockBp: 300,
  rating: {
    __typename: "WhatIfRating",
    asIs: reading("Moderate", "WARNING", "Over 25% to 50%"),
    withChanges: reading("Low", "SUCCESS", "Over 15% to 25%"),
  },
  measures: [
    {
      __typename: "WhatIfMeasure",
      key: "NEV_CHANGE_AT_SHOCK",
      label: "NEV Change in the +300 bp shock",
      seriesLabel: "NEV Change from Base",
      unit: "RATIO",
      limit: limit("NEV change", "(35.00%)"),
      asIs: figure("(46.04%)", "ERROR"),
      withChanges: figure("(24.10%)", "SUCCESS"),
      series: [],
    },
    {
      __typename: "WhatIfMeasure",
      key: "NII_AT_RISK_12",
      label: "NII at Risk, 12 Months",
      seriesLabel: "NII Change from Base, 12 Months",
      unit: "RATIO",
      limit: null,
      asIs: figure("(7.19%)", null, "+500 bp shock"),
      withChanges: figure("(5.40%)", null, "-300 bp shock"),
      series: [],
    },
    {
      __typename: "WhatIfMeasure",
      key: "DURATION_MISMATCH",
      label: "Effective Duration Mismatch",
      seriesLabel: "Effective Duration Mismatch (years)",
      note: DURATION_MISMATCH_NOTE,
      unit: "YEARS",
      limit: null,
      // 3.0174 less 1.5046, and with the changes 2.7349 less 1.5046: each printed to 2 decimals.
      asIs: figure("1.51 years", null, null, "Assets 3.02 · Liabilities 1.50"),
      withChanges: figure("1.23 years", null, null, "Assets 2.73 · Liabilities 1.50"),
      series: [],
    },
    {
      __typename: "WhatIfMeasure",
      key: "LIQUIDITY",
      label: "Liquidity within 1 Year",
      seriesLabel: "Liquidity within 1 Year",
      unit: "MONEY",
      limit: null,
      asIs: figure("$233.0M"),
      withChanges: figure("$253.0M"),
      series: [],
    },
  ],
  policy: [
    {
      __typename: "WhatIfPolicyCheck",
      limit: limit("NEV Ratio at Base", "7.00%"),
      asIs: figure("11.77%", "SUCCESS"),
      withChanges: figure("11.71%", "SUCCESS"),
    },
    {
      __typename: "WhatIfPolicyCheck",
      limit: limit("NEV Change, +300 bp", "(35.00%)"),
      asIs: figure("(46.04%)", "ERROR"),
      withChanges: figure("(24.10%)", "SUCCESS"),
    },
  ],
} as unknown as WhatIfView_WhatIfFragment;

describe("the comparison", () => {
  it("shows each measure as it is and with the changes, with its limit, status and the rating's cell", () => {
    render(<ComparisonTable whatIf={whatIf} />);
    const table = screen.getByRole("table", { name: "The data set as it is and with the changes" });
    const row = (name: string) =>
      within(table)
        .getByRole("rowheader", { name: new RegExp(`^${name}`) })
        .closest("tr")!;
    const nev = within(row("NEV Change in the \\+300 bp shock"));
    expect(nev.getAllByRole("cell").map((c) => c.textContent)).toEqual([
      "(35.00%)",
      "(46.04%)Outside policy",
      "(24.10%)Within policy",
    ]);
    // The figure beyond its limit is drawn as the report tables draw it, not only badged (a CFO's review).
    const style = (text: string) => getComputedStyle(nev.getByText(text));
    expect(style("(46.04%)").fontWeight).toBe(String(BREACH_STYLE.fontWeight));
    expect(style("(46.04%)").color).toBe("rgb(198, 40, 40)");
    expect(style("(24.10%)").fontWeight).not.toBe(String(BREACH_STYLE.fontWeight));
    const rating = within(row("NCUA supervisory rating \\(\\+300 bp\\)"));
    // The figures the rating is read from, not only the headings of NCUA's table they fall under.
    expect(
      rating.getByText(
        "At NCUA's share prices: post-shock NEV ratio 5.12% (4% to 7%), NEV falls by 18.40% (decline over 15% to 25%)",
      ),
    ).toBeTruthy();
    expect(rating.getByText("Low")).toBeTruthy();
    // NCUA's rating is no board limit (a review found "Low or Moderate" here, in no policy matrix).
    expect(rating.getAllByRole("cell")[0]!.textContent).toBe("—");
    expect(rating.queryByText(/Policy limit/)).toBeNull();
    expect(within(row("Liquidity within 1 Year")).getAllByRole("cell")[0]!.textContent).toBe("—");
    // A worst case says the scenario it is in: the sale moved NII's worst fall to falling rates.
    expect(
      within(row("NII at Risk, 12 Months"))
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["—", "(7.19%)in the +500 bp shock", "(5.40%)in the -300 bp shock"]);
  });

  it("shows each side's duration mismatch beside its durations, with the note on how it is computed", () => {
    // It stood alone where the reports and the dashboard say it is the difference of the durations
    // before rounding (a CFO's review): 3.02 less 1.50 printed reads 1.52 beside 1.51.
    render(<WhatIfResult whatIf={whatIf} charts={<></>} />);
    const table = screen.getByRole("table", { name: "The data set as it is and with the changes" });
    const row = within(table).getByRole("rowheader", { name: "Effective Duration Mismatch" }).closest("tr")!;
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["—", "1.51 yearsAssets 3.02 · Liabilities 1.50", "1.23 yearsAssets 2.73 · Liabilities 1.50"]);
    expect(screen.getByText(DURATION_MISMATCH_NOTE)).toBeTruthy();
  });

  it("lists the limits outside policy on either side first, and all of them on request", () => {
    render(<PolicyTable checks={whatIf.policy} />);
    const table = () => screen.getByRole("table", { name: "Policy limits" });
    expect(screen.getByText("Outside policy: 1 of 2 limits as it is, 0 of 2 with the changes")).toBeTruthy();
    expect(
      within(table())
        .getAllByRole("rowheader")
        .map((h) => h.textContent),
    ).toEqual(["NEV Change, +300 bp: (35.00%)"]);
    fireEvent.click(screen.getByRole("button", { name: "Show all 2 limits" }));
    expect(within(table()).getAllByRole("rowheader")).toHaveLength(2);
  });
});
