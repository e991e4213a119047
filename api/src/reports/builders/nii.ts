import type { NiiYearRow } from "@alm/engine";
import { chart, keyValues, row, series, table, treeRows } from "../blocks.ts";
import {
  interestAt,
  minus,
  NII_COLUMN_LABELS,
  NII_COLUMNS,
  niiRow,
  niiScenarioId,
  sideSign,
  sum,
  type NiiColumn,
} from "../measures.ts";
import type { DataSide, ReportContext } from "../report-context.ts";
import type { BlockData, Row } from "../report-model.ts";
import { visibleTree, walkTree, type TreeNode } from "../report-tree.ts";
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

/** chart2 of the summary model: projected NII in dollars and ROA as a percentage per column. */
export function niiRoaChart(ctx: ReportContext, source: string, year: number): BlockData {
  const cols = niiColumns(ctx, ctx.base, year);
  return chart(ctx, source, {
    categories: NII_COLUMNS.map((c) => NII_COLUMN_LABELS[c]),
    series: [
      series(
        "Projected NII",
        NII_COLUMNS.map((c) => cols[c].nii),
        "dollar",
      ),
      series(
        "Projected ROA",
        NII_COLUMNS.map((c) => cols[c].roa),
        "percentage",
      ),
    ],
    xTitle: "Scenario",
    yTitle: "Dollars",
  });
}

/** 22 NII Summary and 35 Projected NII Volatility. */
export function niiSummaryPage(ctx: ReportContext): Record<string, BlockData> {
  const y = ctx.year;
  const cols = niiColumns(ctx, ctx.base, y);
  const ramps = ctx.base.results.engine.niiSummary
    .filter((s) => s.kind === "ramp" || s.scenario === "Base")
    .sort((a, b) => a.bp - b.bp);
  const isVolatility = ctx.page.id !== 22;
  return {
    summary: niiNarrative(ctx),
    grid1: table(ctx, "grid1", incomeGridRows(ctx, y), incomeGridMetadata(ctx)),
    chart1: chart(ctx, "chart1", {
      categories: NII_COLUMNS.map((c) => NII_COLUMN_LABELS[c]),
      series: [
        series(
          "Projected NII",
          NII_COLUMNS.map((c) => cols[c].nii),
          "dollar",
        ),
      ],
      xTitle: "Scenario",
      yTitle: "Dollars",
    }),
    chart2: isVolatility
      ? chart(ctx, "chart2", {
          categories: ramps.map((r) => r.label),
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
          categories: NII_COLUMNS.map((c) => NII_COLUMN_LABELS[c]),
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

/** 36 Projected NII Comparison: income statement lines, base and shock, current and prior. */
export function niiComparisonPage(ctx: ReportContext): Record<string, BlockData> {
  const y = ctx.year;
  const cur = niiColumns(ctx, ctx.base, y);
  const prior = ctx.compare ? niiColumns(ctx, ctx.compare, y) : null;
  const lines: [string, string, Pick][] = [
    ["interestIncome", "Interest Income", (v) => v.interestIncome],
    ["interestExpense", "Interest Expense", (v) => v.interestExpense],
    ["nii", "Net Interest Income", (v) => v.nii],
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
      NII_COLUMN_LABELS[c],
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
  const categories = NII_COLUMNS.map((c) => NII_COLUMN_LABELS[c]);
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

const interest = (n: TreeNode, which: "base" | "compare", ctx: ReportContext, c: NiiColumn) =>
  interestAt(which === "base" ? n.base : n.compare, niiScenarioId(c, ctx.scenarios), ctx.year);

/** Income of assets less expense of liabilities and capital over the sections. */
function netTotal(
  ctx: ReportContext,
  roots: readonly TreeNode[],
  c: NiiColumn,
  which: "base" | "compare",
): number | null {
  if (which === "compare" && !ctx.compare) return null;
  return sum(roots.map((r) => (interest(r, which, ctx, c)?.interest ?? 0) * sideSign(r.side)));
}

/** The net interest income row after an NII tree. */
function netRow(
  ctx: ReportContext,
  roots: readonly TreeNode[],
  fields: (pick: (c: NiiColumn, which: "base" | "compare") => number | null) => Record<string, number | null>,
): Row {
  const pick = (c: NiiColumn, which: "base" | "compare") => netTotal(ctx, roots, c, which);
  return {
    id: "netInterestIncome",
    parentId: 0,
    order: 999,
    hLevel: 0,
    key: "Net Interest Income",
    description: "Net Interest Income",
    folderType: 7,
    ...fields(pick),
    children: [],
  };
}

/** 55–62: NII trees of the page's year over the folders visible for NII. */
export function niiTreePage(ctx: ReportContext): Record<string, BlockData> {
  const roots = visibleTree(ctx.roots, "nii").filter((r) => r.side !== "other");
  const all = ctx.roots.filter((r) => r.side !== "other");
  const it = (n: TreeNode, c: NiiColumn, which: "base" | "compare" = "base") => interest(n, which, ctx, c);
  const change = (n: TreeNode, c: NiiColumn, which: "base" | "compare" = "base") =>
    minus(it(n, c, which)?.interest, it(n, "base", which)?.interest);
  const avg = (n: TreeNode) => it(n, "base")?.averageBalance ?? null;
  let fields: (n: TreeNode) => Record<string, number | null>;
  let net: Row | null = null;
  let chart1: BlockData | null = null;
  switch (ctx.page.id) {
    case 55:
      fields = (n) => ({
        averageBalance: avg(n),
        ...Object.fromEntries(NII_COLUMNS.map((c) => [`dataset1_${c}`, it(n, c)?.interest ?? null])),
      });
      net = netRow(ctx, all, (p) => ({
        averageBalance: null,
        ...Object.fromEntries(NII_COLUMNS.map((c) => [`dataset1_${c}`, p(c, "base")])),
      }));
      break;
    case 56:
      fields = (n) => ({
        dataset1_base: it(n, "base")?.interest ?? null,
        difference_declining: change(n, "declining"),
        difference_rising: change(n, "rising"),
        difference_shock: change(n, "shock"),
      });
      net = netRow(ctx, all, (p) => ({
        dataset1_base: p("base", "base"),
        difference_declining: minus(p("declining", "base"), p("base", "base")),
        difference_rising: minus(p("rising", "base"), p("base", "base")),
        difference_shock: minus(p("shock", "base"), p("base", "base")),
      }));
      chart1 = chart(ctx, "chart1", {
        categories: ["Declining", "Rising", "Shock"],
        series: [
          series(
            "NII change from base",
            (["declining", "rising", "shock"] as const).map((c) =>
              minus(netTotal(ctx, all, c, "base"), netTotal(ctx, all, "base", "base")),
            ),
            "dollar",
          ),
        ],
        yTitle: "Dollars",
      });
      break;
    case 57:
      fields = (n) => ({
        averageBalance: avg(n),
        averageRate: it(n, "base")?.averageRate ?? null,
        ...Object.fromEntries(NII_COLUMNS.map((c) => [`dataset1_${c}`, it(n, c)?.yield ?? null])),
      });
      break;
    case 58:
      fields = (n) => ({
        dataset1_income: it(n, "base")?.interest ?? null,
        dataset2_income: it(n, "base", "compare")?.interest ?? null,
        difference_income: minus(it(n, "base")?.interest, it(n, "base", "compare")?.interest),
        dataset1_yield: it(n, "base")?.yield ?? null,
        dataset2_yield: it(n, "base", "compare")?.yield ?? null,
        difference_yield: minus(it(n, "base")?.yield, it(n, "base", "compare")?.yield),
      });
      break;
    case 59:
      fields = (n) => ({
        dataset1_scenario: it(n, "shock")?.interest ?? null,
        dataset2_scenario: it(n, "shock", "compare")?.interest ?? null,
        difference_scenario: minus(it(n, "shock")?.interest, it(n, "shock", "compare")?.interest),
      });
      break;
    case 60:
      fields = (n) =>
        Object.fromEntries(
          (["declining", "rising", "shock"] as const).flatMap((c) => {
            const a = change(n, c);
            const b = ctx.compare ? change(n, c, "compare") : null;
            return [
              [`dataset1_${c}`, a],
              [`dataset2_${c}`, b],
              [`difference_${c}`, minus(a, b)],
            ];
          }),
        );
      chart1 = chart(ctx, "chart1", {
        categories: ["Declining", "Rising", "Shock"],
        series: [
          series(
            "Current",
            (["declining", "rising", "shock"] as const).map(
              (c) => niiColumns(ctx, ctx.base, ctx.year)[c].niiChange,
            ),
            "percentage",
          ),
          series(
            "Prior",
            (["declining", "rising", "shock"] as const).map((c) =>
              ctx.compare ? niiColumns(ctx, ctx.compare, ctx.year)[c].niiChange : null,
            ),
            "percentage",
          ),
        ],
      });
      break;
    case 61: {
      // Contribution to the change of NII: assets add their income change, liabilities subtract their expense change.
      fields = (n) =>
        Object.fromEntries(
          (["declining", "rising", "shock"] as const).map((c) => [c, (change(n, c) ?? 0) * sideSign(n.side)]),
        );
      const leaves = walkTree(all).filter((n) => n.children.length === 0);
      const top = leaves
        .map((n) => ({ n, v: (change(n, "shock") ?? 0) * sideSign(n.side) }))
        .sort((a, b) => Math.abs(b.v) - Math.abs(a.v))
        .slice(0, 10);
      chart1 = chart(ctx, "chart1", {
        categories: top.map((t) => t.n.description),
        series: [
          series(
            "Change in NII, shock",
            top.map((t) => t.v),
            "dollar",
          ),
        ],
        yTitle: "Dollars",
      });
      break;
    }
    default:
      fields = (n) => ({
        averageBalance: avg(n),
        dataset1_base: it(n, "base")?.interest ?? null,
        dataset1_scenario: it(n, "shock")?.interest ?? null,
        dataset1_difference: change(n, "shock"),
        averageRate: it(n, "shock")?.averageRate ?? null,
      });
  }
  const rows = treeRows(roots, fields);
  if (net) rows.push(net);
  const out: Record<string, BlockData> = {
    tree: table(ctx, "tree", rows, { ...incomeGridMetadata(ctx), scenario: ctx.scenarios.shock }),
  };
  if (ctx.page.template.some((b) => b.source === "chart1")) {
    out.chart1 =
      chart1 ??
      chart(ctx, "chart1", {
        categories: NII_COLUMNS.map((c) => NII_COLUMN_LABELS[c]),
        series: [
          series(
            "Net interest income",
            NII_COLUMNS.map((c) => niiColumns(ctx, ctx.base, ctx.year)[c].nii),
            "dollar",
          ),
        ],
      });
  }
  return out;
}

/** 85 NII Backtesting: the prior data set's projection against the current one. */
export function niiBacktestPage(ctx: ReportContext): Record<string, BlockData> {
  const cur = niiColumns(ctx, ctx.base, ctx.year).base;
  const prior = ctx.compare ? niiColumns(ctx, ctx.compare, ctx.year).base : null;
  const lines: [string, string, Pick][] = [
    ["interestIncome", "Interest Income", (v) => v.interestIncome],
    ["interestExpense", "Interest Expense", (v) => v.interestExpense],
    ["nii", "Net Interest Income", (v) => v.nii],
  ];
  const rows = lines.map(([id, label, pick], i) =>
    row(
      id,
      label,
      {
        dataset1_income: pick(cur),
        dataset2_income: prior ? pick(prior) : null,
        difference_income: minus(pick(cur), prior ? pick(prior) : null),
      },
      i + 1,
    ),
  );
  return {
    grid1: table(ctx, "grid1", rows, incomeGridMetadata(ctx)),
    chart1: chart(ctx, "chart1", {
      categories: lines.map(([, label]) => label),
      series: [
        series(
          "Actual (current)",
          lines.map(([, , p]) => p(cur)),
          "dollar",
        ),
        series(
          "Projected (prior)",
          lines.map(([, , p]) => (prior ? p(prior) : null)),
          "dollar",
        ),
      ],
      yTitle: "Dollars",
    }),
  };
}
