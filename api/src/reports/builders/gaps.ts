import { FOLDER_TYPE, GAP_BUCKETS } from "@alm/engine";
import { GAP_UNIT } from "../catalogue/columns.ts";
import { chart, row, series, table, treeRows } from "../blocks.ts";
import { firstYearOf, ratio, sum } from "../measures.ts";
import type { ReportContext } from "../report-context.ts";
import type { BlockData, Row } from "../report-model.ts";
import { visibleTree, walkTree, type TreeNode } from "../report-tree.ts";
import { headline } from "../headline.ts";
import { pageReference } from "./page-reference.ts";
import { LIQUIDITY_SOURCES, textMoney, textPercent } from "@alm/formats";

/** A row's buckets and its Total: the sum of a periodic row, or a cumulative row's last value. */
const bucketFields = (gap: readonly number[], total = sum(gap)) => ({
  ...Object.fromEntries(GAP_BUCKETS.map((b, i) => [`bucket_${b.id}`, gap[i] ?? 0])),
  total,
});

/** Periodic and cumulative gap rows after the tree (assets less liabilities per bucket). */
function gapRows(roots: readonly TreeNode[], gapOf: (n: TreeNode) => number[]): Row[] {
  const bySide = (side: string) => roots.filter((r) => r.side === side).map(gapOf);
  const add = (rows: number[][]) => GAP_BUCKETS.map((_, i) => sum(rows.map((g) => g[i])));
  const assets = add(bySide("asset"));
  const liabilities = add(bySide("liability"));
  const periodic = assets.map((a, i) => a - (liabilities[i] ?? 0));
  let running = 0;
  const cumulative = periodic.map((g) => (running += g));
  const line = (
    id: string,
    description: string,
    fields: ReturnType<typeof bucketFields>,
    order: number,
  ): Row => ({
    ...row(id, description, fields, order, { parentId: 0, folderType: FOLDER_TYPE.special }),
    key: description,
    children: [],
  });
  return [
    line("periodicGap", "Periodic Gap", bucketFields(periodic), 900),
    // A sum of running totals means nothing: the cumulative gap's total is where it ends.
    line("cumulativeGap", "Cumulative Gap", bucketFields(cumulative, cumulative.at(-1) ?? 0), 901),
  ];
}

/**
 * Buckets per folder, then the gap rows: the repricing gap (what reprices when: adjustable
 * balances at their reset, deposits by their decay), or the contractual liquidity gap (what turns
 * into cash when: principal through maturity with prepayments, deposits due on demand).
 */
function gapTree(ctx: ReportContext, liquidity: boolean): Record<string, BlockData> {
  const sections = ctx.roots.filter(
    (r) => r.side === "asset" || r.side === "liability" || r.side === "capital",
  );
  // One source for rows and gap lines, computed on the whole tree: the visible tree drops hidden
  // branches (deposit leaves among them), so a gap computed on it would differ from the lines.
  const gaps = new Map(
    walkTree(sections).map((n) => [n.id, (liquidity ? n.base?.liquidity : n.base?.gap) ?? []]),
  );
  const gapOf = (n: TreeNode) => gaps.get(n.id) ?? [];
  const tree = visibleTree(sections, "any");
  const rows = [...treeRows(tree, (n) => bucketFields(gapOf(n))), ...gapRows(sections, gapOf)];
  const periodic = rows.find((r) => r.id === "periodicGap");
  const cumulative = rows.find((r) => r.id === "cumulativeGap");
  // The chart in the table's unit, thousands of dollars, plain digits as the table shows them.
  const values = (r: Row | undefined) =>
    GAP_BUCKETS.map((b) => {
      const dollars = r?.[`bucket_${b.id}`] as number | undefined;
      return dollars === undefined ? null : dollars / GAP_UNIT.divisor;
    });
  return {
    tree: table(ctx, "tree", rows, {
      buckets: GAP_BUCKETS.map((b) => ({ key: `bucket_${b.id}`, label: b.label })),
    }),
    chart1: chart(ctx, "chart1", {
      categories: GAP_BUCKETS.map((b) => b.label),
      series: [
        series("Periodic Gap", values(periodic), "numeric"),
        series("Cumulative Gap", values(cumulative), "numeric"),
      ],
      xTitle: liquidity ? "Contractual maturity" : "Repricing period",
      yTitle: `Thousands of dollars ${GAP_UNIT.label}`,
    }),
  };
}

export const gapTreePage = (ctx: ReportContext) => gapTree(ctx, false);
export const liquidityGapPage = (ctx: ReportContext) => gapTree(ctx, true);

/** 81 Cumulative Gap: the engine's gap summary per bucket. */
export function cumulativeGapPage(ctx: ReportContext): Record<string, BlockData> {
  const summary = ctx.base.results.engine.gapSummary;
  const rows = summary.map((g, i) =>
    row(
      g.bucket,
      g.label,
      {
        period: g.label,
        gap: g.gap,
        cumulativeGap: g.cumulativeGap,
        gapToAssets: g.gapToAssets,
        cumulativeGapToAssets: g.cumulativeGapToAssets,
      },
      i + 1,
    ),
  );
  const oneYear = summary.find((g) => g.bucket === "6-12m");
  return {
    summary: `The cumulative repricing gap at one year is ${textMoney(oneYear?.cumulativeGap ?? null)}, ${textPercent(oneYear?.cumulativeGapToAssets ?? null)} of total assets: ${(oneYear?.cumulativeGap ?? 0) >= 0 ? "more assets than liabilities reprice within a year, so earnings tend to rise with rates" : "more liabilities than assets reprice within a year, so earnings tend to fall as rates rise"}.`,
    grid1: table(ctx, "grid1", rows),
    chart1: chart(ctx, "chart1", {
      categories: summary.map((g) => g.label),
      series: [
        series(
          "Cumulative Gap",
          summary.map((g) => g.cumulativeGap),
          "dollar",
        ),
      ],
      yTitle: "Dollars",
    }),
    chart2: chart(ctx, "chart2", {
      categories: summary.map((g) => g.label),
      series: [
        series(
          "Cumulative Gap / Assets",
          summary.map((g) => g.cumulativeGapToAssets),
          "percentage",
        ),
      ],
    }),
  };
}

/** How the contractual liquidity gap's first year differs from the sources' figure. */
function contractualText(ctx: ReportContext, contractual: number, cashWithoutMaturity: number): string {
  const gap = `By contractual maturity${pageReference(ctx, "liquidityGap")}, assets bring ${textMoney(contractual)} of cash flows within a year`;
  // Half a dollar or less is rounding, not cash left out.
  return Math.abs(cashWithoutMaturity) > 0.5
    ? `${gap}; the ${textMoney(cashWithoutMaturity)} of cash without a maturity counts there as Non-Sensitive, not within the year.`
    : `${gap}.`;
}

/**
 * 29 Liquidity: cash, and what investments and loans return within a year. The headline is what is
 * available within the year (headline.ts); the sources' balances are shown beside it, never summed
 * as if they were liquid.
 */
export function liquidityPage(ctx: ReportContext): Record<string, BlockData> {
  const totalAssets = ctx.base.results.engine.totals.asset.bookValue;
  const liquidity = headline(ctx).liquidity;
  const rows = liquidity.sources.map((s, i) =>
    row(
      s.id,
      s.label,
      {
        balance: s.balance,
        mix: ratio(s.balance, totalAssets),
        available: s.available,
        availableShare: ratio(s.available, totalAssets),
      },
      i + 1,
    ),
  );
  const total = liquidity.available;
  rows.push(
    row(
      LIQUIDITY_SOURCES.total,
      LIQUIDITY_SOURCES.totalLabel,
      {
        balance: liquidity.balance,
        mix: ratio(liquidity.balance, totalAssets),
        [LIQUIDITY_SOURCES.available]: total,
        [LIQUIDITY_SOURCES.availableShare]: liquidity.share,
      },
      9,
    ),
  );
  const { asset, liability } = ctx.base.results.engine.totals;
  // The Contractual Liquidity Gap's Assets row over the first year: a reader comparing the pages
  // is told where they part (a review read $233.0 million here and $214.1 million there).
  const contractual = firstYearOf(asset.liquidity);
  const cash = liquidity.sources.find((s) => s.id === "cash");
  const cashWithoutMaturity = cash ? cash.available - cash.contractual : 0;
  let running = 0;
  const gap = GAP_BUCKETS.map((b, i) => ({
    label: b.label,
    cumulativeGap: (running += (asset.liquidity[i] ?? 0) - (liability.liquidity[i] ?? 0)),
  })).filter((_, i) => GAP_BUCKETS[i]?.id !== "nonSensitive");
  return {
    summary: `Cash and the cash flow of investments and loans within a year provide ${textMoney(total)} of liquidity, ${textPercent(liquidity.share)} of total assets. The balances the sources hold today (${textMoney(liquidity.balance)}) are shown beside it; only what turns into cash within the year counts. ${contractualText(ctx, contractual, cashWithoutMaturity)} The Cumulative Cash Flow chart is that contractual gap: the assets' cash flows less every liability's contractual outflow, deposits and shares due on demand.`,
    [LIQUIDITY_SOURCES.table]: table(ctx, LIQUIDITY_SOURCES.table, rows),
    chart1: chart(ctx, "chart1", {
      categories: rows.slice(0, -1).map((r) => r.description),
      series: [
        series(
          "Available within 1 year",
          rows.slice(0, -1).map((r) => r.available as number),
          "dollar",
        ),
      ],
      yTitle: "Dollars",
    }),
    chart2: chart(ctx, "chart2", {
      categories: gap.map((g) => g.label),
      series: [
        series(
          "Cumulative Cash Flow Gap",
          gap.map((g) => g.cumulativeGap),
          "dollar",
        ),
      ],
      xTitle: "Contractual maturity",
      yTitle: "Dollars",
    }),
  };
}
