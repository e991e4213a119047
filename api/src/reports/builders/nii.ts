import type { NiiYearRow } from "@alm/engine";
import { chart, keyValues, row, series, table } from "../blocks.ts";
import {
  minus,
  NII_CHANGE_COLUMNS,
  NII_COLUMN_LABELS,
  niiColumnName,
  NII_COLUMNS,
  niiRow,
  niiScenarioId,
  shockId,
  shockLabel,
  type NiiColumn,
} from "../measures.ts";
import type { DataSide, ReportContext } from "../report-context.ts";
import type { BlockData, Row } from "../report-model.ts";
import { backtestBlocks } from "./backtest.ts";
import { niiNarrative } from "./text.ts";

type Pick = (y: NiiYearRow) => number;

/** The four NII columns of one side and year. */
export function niiColumns(ctx: ReportContext, side: DataSide, year: number): Record<NiiColumn, NiiYearRow> {
  const at = (c: NiiColumn) => niiRow(side.results, niiScenarioId(c, ctx.scenarios), year);
  return { declining: at("declining"), base: at("base"), rising: at("rising"), shock: at("shock") };
}

/**
 * The spec's income grid (grid2 of the summary model): NII and net income with their % change
 * from base as children, NIM and ROA; columns declining, base, rising, shock, each row with its format.
 */
export function incomeGridRows(ctx: ReportContext, year: number): Row[] {
  const cols = niiColumns(ctx, ctx.base, year);
  const line = (
    id: string,
    description: string,
    pick: Pick,
    format: "dollar" | "percentage",
    parentId: string | null,
    order: number,
  ): Row => {
    const values = Object.fromEntries(NII_COLUMNS.map((c) => [c, pick(cols[c])])) as Record<
      NiiColumn,
      number
    >;
    return {
      ...row(id, description, { ...values, format, code: id }, order, { parentId, hLevel: parentId ? 1 : 0 }),
      dataset1: keyValues(NII_COLUMNS.map((c) => [NII_COLUMN_LABELS[c], values[c]])),
    };
  };
  return [
    {
      ...line("nii", "Net Interest Income", (y) => y.nii, "dollar", null, 1),
      children: [line("niiChange", "% Change from Base", (y) => y.niiChange, "percentage", "nii", 1)],
    },
    {
      ...line("netIncome", "Net Income", (y) => y.netIncome, "dollar", null, 2),
      children: [
        line("netIncomeChange", "% Change from Base", (y) => y.netIncomeChange, "percentage", "netIncome", 1),
      ],
    },
    line("nim", "Net Interest Margin", (y) => y.nim, "percentage", null, 3),
    line("roa", "Return on Assets", (y) => y.roa, "percentage", null, 4),
  ];
}

export function incomeGridMetadata(ctx: ReportContext) {
  return {
    decliningScenario: ctx.scenarios.declining,
    risingScenario: ctx.scenarios.rising,
    shockScenario: ctx.scenarios.shock,
    year: ctx.year,
  };
}

/**
 * A measure per scenario as its change from Base. Scenarios move NII by 1-3 %, which bars of the
 * level (growing from $0) cannot show; NII sensitivity is read, by examiners too, as the change
 * from Base, so bars of NII by scenario are drawn as that change.
 */
function changeFromBase(cols: Record<NiiColumn, NiiYearRow>, pick: Pick): (number | null)[] {
  return NII_CHANGE_COLUMNS.map((c) => minus(pick(cols[c]), pick(cols.base)));
}

/**
 * Axes of a chart of changes from Base: no Base column, whose change is nil by definition; each
 * scenario named by its size and kind ("-300 bp ramp", "+300 bp shock").
 */
const changeAxes = (ctx: ReportContext) => ({
  categories: NII_CHANGE_COLUMNS.map((c) => niiColumnName(c, ctx.scenarios)),
  xTitle: "Scenario",
  // The NII series' axis, in dollars (ROA's, in percent, is the chart's second).
  yTitle: "Change from Base ($)",
});

export const NII_CHANGE_SERIES = "NII change from base";
const niiChange = (cols: Record<NiiColumn, NiiYearRow>) =>
  series(
    NII_CHANGE_SERIES,
    changeFromBase(cols, (y) => y.nii),
    "dollar",
  );

/** chart2 of the summary model: projected NII in dollars and ROA as a percentage, as changes from Base. */
export function niiRoaChart(ctx: ReportContext, source: string, year: number): BlockData {
  const cols = niiColumns(ctx, ctx.base, year);
  return chart(ctx, source, {
    ...changeAxes(ctx),
    series: [
      niiChange(cols),
      series(
        "ROA change from base",
        changeFromBase(cols, (y) => y.roa),
        "percentage",
      ),
    ],
  });
}

/** Projected NII's change from Base by scenario, then ROA by scenario or (`rampChart`) the % change per 12-month ramp. */
function niiScenarioPage(ctx: ReportContext, rampChart: boolean): Record<string, BlockData> {
  const y = ctx.year;
  const cols = niiColumns(ctx, ctx.base, y);
  const ramps = ctx.base.results.engine.niiSummary
    .filter((s) => s.kind === "ramp" || s.scenario === "Base")
    .sort((a, b) => a.bp - b.bp);
  return {
    summary: niiNarrative(ctx),
    grid1: table(ctx, "grid1", incomeGridRows(ctx, y), incomeGridMetadata(ctx)),
    chart1: chart(ctx, "chart1", { ...changeAxes(ctx), series: [niiChange(cols)] }),
    chart2: rampChart
      ? chart(ctx, "chart2", {
          // As the shock axes write their sizes ('-400', 'Base', '+400'), under the axis that says ramp.
          categories: ramps.map((r) => shockLabel(shockId(r.bp))),
          series: [
            series(
              "NII % Change from Base",
              ramps.map((r) => r.years[y - 1]?.niiChange ?? null),
              "percentage",
            ),
          ],
          xTitle: "12-month ramp (bp)",
        })
      : chart(ctx, "chart2", {
          categories: NII_COLUMNS.map((c) => niiColumnName(c, ctx.scenarios)),
          series: [
            series(
              "Projected ROA",
              NII_COLUMNS.map((c) => cols[c].roa),
              "percentage",
            ),
          ],
          xTitle: "Scenario",
        }),
  };
}

export const niiSummaryPage = (ctx: ReportContext) => niiScenarioPage(ctx, false);
export const niiVolatilityPage = (ctx: ReportContext) => niiScenarioPage(ctx, true);

/** 36 Projected NII Comparison: income statement lines, base and shock, current and prior. */
export function niiComparisonPage(ctx: ReportContext): Record<string, BlockData> {
  const y = ctx.year;
  const cur = niiColumns(ctx, ctx.base, y);
  const prior = ctx.compare ? niiColumns(ctx, ctx.compare, y) : null;
  const lines: [string, string, Pick][] = [
    ["interestIncome", "Interest Income", (v) => v.interestIncome],
    ["interestExpense", "Interest Expense", (v) => v.interestExpense],
    ["nii", "Net Interest Income", (v) => v.nii],
    ["nonInterestIncome", "Non-Interest Income", (v) => v.nonInterestIncome],
    ["nonInterestExpense", "Non-Interest Expense", (v) => v.nonInterestExpense],
    ["netIncome", "Net Income", (v) => v.netIncome],
  ];
  const rows = lines.map(([id, label, pick], i) => {
    const fields: Record<string, number | null> = {};
    for (const c of ["base", "shock"] as const) {
      const a = pick(cur[c]);
      const b = prior ? pick(prior[c]) : null;
      fields[`dataset1_${c}`] = a;
      fields[`dataset2_${c}`] = b;
      fields[`difference_${c}`] = minus(a, b);
    }
    return row(id, label, fields, i + 1);
  });
  const compareChart = (source: string, c: NiiColumn) =>
    chart(ctx, source, {
      categories: lines.slice(0, 3).map(([, label]) => label),
      series: [
        series(
          "Current",
          lines.slice(0, 3).map(([, , pick]) => pick(cur[c])),
          "dollar",
        ),
        series(
          "Prior",
          lines.slice(0, 3).map(([, , pick]) => (prior ? pick(prior[c]) : null)),
          "dollar",
        ),
      ],
      yTitle: "Dollars",
    });
  return {
    grid1: table(ctx, "grid1", rows, { ...incomeGridMetadata(ctx), scenario: ctx.scenarios.shock }),
    chart1: compareChart("chart1", "base"),
    chart2: compareChart("chart2", "shock"),
  };
}

/** 37 Net Income and ROA Comparison: per scenario, current and prior. */
export function netIncomePage(ctx: ReportContext): Record<string, BlockData> {
  const y = ctx.year;
  const cur = niiColumns(ctx, ctx.base, y);
  const prior = ctx.compare ? niiColumns(ctx, ctx.compare, y) : null;
  const rows = NII_COLUMNS.map((c, i) =>
    row(
      c,
      niiColumnName(c, ctx.scenarios),
      {
        dataset1_income: cur[c].netIncome,
        dataset2_income: prior ? prior[c].netIncome : null,
        difference_income: minus(cur[c].netIncome, prior?.[c].netIncome),
        dataset1_roa: cur[c].roa,
        dataset2_roa: prior ? prior[c].roa : null,
        difference_roa: minus(cur[c].roa, prior?.[c].roa),
      },
      i + 1,
    ),
  );
  const both = (pick: Pick, format: "dollar" | "percentage") => [
    series(
      "Current",
      NII_COLUMNS.map((c) => pick(cur[c])),
      format,
    ),
    series(
      "Prior",
      NII_COLUMNS.map((c) => (prior ? pick(prior[c]) : null)),
      format,
    ),
  ];
  const categories = NII_COLUMNS.map((c) => niiColumnName(c, ctx.scenarios));
  return {
    grid1: table(ctx, "grid1", rows, incomeGridMetadata(ctx)),
    chart1: chart(ctx, "chart1", {
      categories,
      series: both((v) => v.netIncome, "dollar"),
      yTitle: "Dollars",
    }),
    chart2: chart(ctx, "chart2", { categories, series: both((v) => v.roa, "percentage") }),
  };
}

/** 85 NII Backtesting: the prior data set's projection against the current one. */
export function niiBacktestPage(ctx: ReportContext): Record<string, BlockData> {
  return backtestBlocks<NiiYearRow>(ctx, {
    lines: [
      ["interestIncome", "Interest Income", (v) => v.interestIncome],
      ["interestExpense", "Interest Expense", (v) => v.interestExpense],
      ["nii", "Net Interest Income", (v) => v.nii],
    ],
    current: niiColumns(ctx, ctx.base, ctx.year).base,
    prior: ctx.compare ? niiColumns(ctx, ctx.compare, ctx.year).base : null,
    field: "income",
    names: ["Current projection", "Projected (prior)"],
    metadata: incomeGridMetadata(ctx),
  });
}
