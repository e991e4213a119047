import { textMoney, textNumber } from "@alm/formats";
import { chart, row, series, table, treeRows } from "../blocks.ts";
import {
  marketValue,
  minus,
  nevAt,
  NOT_MEANINGFUL,
  plottable,
  ratio,
  SHOCK_AXIS,
  SHOCK_IDS,
  shockLabel,
} from "../measures.ts";
import type { ReportContext } from "../report-context.ts";
import type { BlockData } from "../report-model.ts";
import { findNode, type TreeNode } from "../report-tree.ts";

/**
 * The investment portfolio: the asset folder named for investments, with all its detail
 * (the investment pages show the portfolio even where NEV reports hide it).
 */
export function investmentGroup(ctx: ReportContext): TreeNode | undefined {
  return findNode(
    ctx.roots,
    (n) =>
      n.side === "asset" &&
      n.depth > 0 &&
      n.children.length > 0 &&
      /invest/i.test(`${n.key} ${n.description}`),
  );
}

const yieldOf = (ctx: ReportContext, n: TreeNode) => n.base?.nii?.Base?.[ctx.year - 1]?.yield ?? null;

const portfolioFields = (ctx: ReportContext, total: number) => (n: TreeNode) => {
  const market = marketValue(n.base, "Base");
  return {
    bookValue: n.base?.bookValue ?? null,
    market,
    dataset1_gainLoss: minus(market, n.base?.bookValue),
    yield: yieldOf(ctx, n),
    dataset1_effDuration: nevAt(n.base, "Base")?.effDuration ?? null,
    mix: ratio(n.base?.bookValue, total),
  };
};

const sectors = (group: TreeNode | undefined) => (group?.children ?? []).filter((c) => c.rollUp);

/** The portfolio's sectors by book value: the first chart of the summary and of the overview. */
const sectorBookChart = (ctx: ReportContext, group: TreeNode | undefined) =>
  chart(ctx, "chart1", {
    categories: sectors(group).map((s) => s.description),
    series: [
      series(
        "Book Value",
        sectors(group).map((s) => s.base?.bookValue ?? 0),
        "dollar",
      ),
    ],
  });

/** 23 Investment Summary: sectors with book, market, gain/loss, yield, duration and mix. */
export function investmentSummaryPage(ctx: ReportContext): Record<string, BlockData> {
  const group = investmentGroup(ctx);
  const total = group?.base?.bookValue ?? 0;
  const fields = portfolioFields(ctx, total);
  const rows = sectors(group).map((s, i) =>
    row(s.id, s.description, fields(s), i + 1, { key: s.key, hLevel: 1 }),
  );
  if (group) rows.push(row(group.id, group.description, fields(group), 99, { key: group.key }));
  const gainBy = SHOCK_IDS.map((id) => minus(marketValue(group?.base, id), group?.base?.bookValue));
  return {
    summary: `The investment portfolio holds ${textMoney(total)} at book value and ${textMoney(marketValue(group?.base, "Base"))} at market, an effective duration of ${textNumber(nevAt(group?.base, "Base")?.effDuration ?? 0)} years.`,
    grid1: table(ctx, "grid1", rows),
    chart1: sectorBookChart(ctx, group),
    chart2: chart(ctx, "chart2", {
      categories: SHOCK_IDS.map(shockLabel),
      xTitle: SHOCK_AXIS,
      series: [series("Gain/Loss", gainBy, "dollar")],
      yTitle: "Dollars",
    }),
  };
}

/** 91 Investment Overview: the portfolio tree. */
export function investmentOverviewPage(ctx: ReportContext): Record<string, BlockData> {
  const group = investmentGroup(ctx);
  const rows = treeRows(group ? [group] : [], portfolioFields(ctx, group?.base?.bookValue ?? 0));
  return {
    tree: table(ctx, "tree", rows),
    chart1: sectorBookChart(ctx, group),
  };
}

/** 95 Investment Shock as a Percent of Capital: gain or loss against book, per shock, over book capital. */
export function investmentShockPage(ctx: ReportContext): Record<string, BlockData> {
  const group = investmentGroup(ctx);
  const capital = ctx.base.results.engine.totals.capital.bookValue;
  // A share of negative (or no) capital would read as the opposite of what it is.
  const pct = (n: TreeNode | undefined, id: string) =>
    capital > 0 ? ratio(minus(marketValue(n?.base, id), n?.base?.bookValue), capital) : NOT_MEANINGFUL;
  const rows = treeRows(group ? [group] : [], (n) => ({
    bookValue: n.base?.bookValue ?? null,
    ...Object.fromEntries(SHOCK_IDS.map((id) => [`dataset1_${id}`, pct(n, id)])),
  }));
  return {
    tree: table(ctx, "tree", rows, {
      capital,
      ...(capital > 0
        ? {}
        : { note: "Book capital is not positive: shares of it are not meaningful (n/m)." }),
    }),
    chart1: chart(ctx, "chart1", {
      categories: SHOCK_IDS.map(shockLabel),
      xTitle: SHOCK_AXIS,
      series: [
        series(
          "Gain/Loss as % of Capital",
          SHOCK_IDS.map((id) => plottable(pct(group, id))),
          "percentage",
        ),
      ],
    }),
  };
}
