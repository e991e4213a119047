import { EARNINGS_AT_RISK } from "@alm/formats";
import type { NiiBalanceSheet } from "@alm/engine";
import { cumulativeNii, headline, nameOf } from "../headline.ts";
import { chart, row, series, table } from "../blocks.ts";
import { minus, ratio } from "../measures.ts";
import type { ReportContext } from "../report-context.ts";
import type { BlockData } from "../report-model.ts";

/** The NII projection's balance sheet, in words (the default first). */
export const BALANCE_SHEET_TEXT: Record<NiiBalanceSheet, string> = {
  constant:
    "Balance sheet: constant size (the default). Every balance that matures, amortizes, prepays or runs off is replaced at once by the same product at the rates of the scenario at that time: new fixed-rate volume at its rate moved by the curve's change at its term, adjustable volume at index plus margin.",
  runoff:
    "Balance sheet: run-off. Nothing is replaced: maturities, amortization, prepayments and deposit decay (at its base rate) shrink the balances, and interest is earned and paid on what is left.",
};

/**
 * 38 Earnings at Risk: cumulative NII over 12 and 24 months per shock and ramp, and its change
 * from Base in dollars and percent, on the run's balance sheet (constant size by default, or run-off).
 */
export function earningsAtRiskPage(ctx: ReportContext): Record<string, BlockData> {
  const scenarios = ctx.base.results.engine.niiSummary;
  const base = scenarios.find((s) => s.scenario === "Base");
  const base12 = cumulativeNii(base, 12);
  const base24 = cumulativeNii(base, 24);
  const rows = scenarios.map((s, i) => {
    const nii12 = cumulativeNii(s, 12);
    const nii24 = cumulativeNii(s, 24);
    const change12 = minus(nii12, base12);
    const change24 = minus(nii24, base24);
    return row(
      s.scenario,
      nameOf(s),
      {
        // Base is the engine's shock of 0 bp; a reader sees it as the row the others are measured from.
        kind: s.scenario === "Base" ? "Base" : s.kind === "shock" ? "Shock" : "Ramp",
        nii12,
        change12,
        percent12: ratio(change12, base12 === null ? null : Math.abs(base12)),
        nii24,
        change24,
        percent24: ratio(change24, base24 === null ? null : Math.abs(base24)),
      },
      i,
    );
  });
  const shown = rows.filter((r) => r.id !== "Base");
  const percentOf = (key: "percent12" | "percent24") =>
    shown.map((r) => (typeof r[key] === "number" ? (r[key] as number) : null));
  const { months12, months24 } = headline(ctx).niiAtRisk;
  return {
    [EARNINGS_AT_RISK.table]: table(ctx, EARNINGS_AT_RISK.table, rows, {
      [EARNINGS_AT_RISK.niiAtRisk(12)]: months12?.change ?? null,
      [EARNINGS_AT_RISK.scenario(12)]: months12?.scenarioName ?? null,
      [EARNINGS_AT_RISK.niiAtRisk(24)]: months24?.change ?? null,
      [EARNINGS_AT_RISK.scenario(24)]: months24?.scenarioName ?? null,
    }),
    chart1: chart(ctx, "chart1", {
      categories: shown.map((r) => r.description),
      series: [
        series("12 months", percentOf("percent12"), "percentage"),
        series("24 months", percentOf("percent24"), "percentage"),
      ],
    }),
    assumptions: [
      "Earnings at risk is the change of cumulative net interest income over the next 12 and 24 months from the Base scenario. NII at risk, the figure the dashboard and the Executive Summary show, is the largest of these declines across every shock and ramp, named with its scenario.",
      BALANCE_SHEET_TEXT[ctx.base.results.engine.niiBalanceSheet],
      "Deposit rates move by their beta after the deposit model's lag. Shocks move rates at once, ramps over 12 months.",
      `Projected years in these results: ${ctx.base.results.niiYears}${ctx.base.results.niiYears < 2 ? " (the 24-month column needs 2: set the client's NII years to 2 or more and run the data set again)" : ""}.`,
    ].join("\n\n"),
  };
}
