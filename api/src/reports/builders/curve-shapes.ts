import { IRRBB_USD_BP, KEY_RATE_TENORS, type Measures, type NevMeasures } from "@alm/engine";
import { row, table, treeRows } from "../blocks.ts";
import { nevAt, nevRow, notValued } from "../measures.ts";
import type { ReportContext } from "../report-context.ts";
import type { BlockData, Row } from "../report-model.ts";
import { nevTree, treeMetadata } from "./price-tree.ts";

/** A key tenor as a column label: months up to a year, then years. */
export const tenorLabel = (months: number) => (months < 12 ? `${months}m` : `${months / 12}y`);

/** 34 Non-Parallel Scenarios and Key-Rate Durations: the IRRBB standard shocks and the duration by tenor. */
export function curveShapesPage(ctx: ReportContext): Record<string, BlockData> {
  const engine = ctx.base.results.engine;
  const base = nevRow(ctx.base.results, "Base");
  const parallel = ["-200", "200"].map((id) => nevRow(ctx.base.results, id));
  const rows: Row[] = [
    row("Base", "Base", nevFields(base), 0),
    ...parallel.map((r, i) =>
      row(r.scenario, `Parallel ${r.bp > 0 ? "Up" : "Down"} ${Math.abs(r.bp)} bp`, nevFields(r), i + 1),
    ),
    ...engine.nonParallelSummary.map((r, i) => row(r.scenario, r.label, nevFields(r), i + 3)),
  ];
  const keyRates = (m: Measures | undefined): Record<string, number | null> => {
    const krd = notValued(m) ? null : (m?.keyRateDurations ?? null);
    const values = KEY_RATE_TENORS.map((t) => krd?.[String(t)] ?? null);
    return {
      ...Object.fromEntries(KEY_RATE_TENORS.map((t, i) => [`krd_${t}`, values[i] ?? null])),
      krdTotal: krd ? values.reduce<number>((s, v) => s + (v ?? 0), 0) : null,
      effDuration: nevAt(m, "Base")?.effDuration ?? null,
      effConvexity: nevAt(m, "Base")?.effConvexity ?? null,
    };
  };
  const nodes = treeRows(nevTree(ctx), (n) => ({
    bookValue: n.base?.bookValue ?? null,
    ...keyRates(n.base),
  }));
  return {
    grid1: table(ctx, "grid1", rows, { source: IRRBB_SOURCE }),
    tree: table(ctx, "tree", nodes, treeMetadata(ctx, "keyRateDuration")),
    shapes: [
      `The non-parallel shocks are the Basel Committee's interest rate risk in the banking book standard set for US dollars: short rates move by ${IRRBB_USD_BP.short} bp·e^(−t/4) and long rates by ${IRRBB_USD_BP.long} bp·(1 − e^(−t/4)) at a tenor of t years; the steepener is −0.65 × short + 0.9 × long, the flattener +0.8 × short − 0.6 × long. Each moves the Treasury par curve instantly; an adjustable rate moves with its index's tenor. Non-maturity deposits follow the 3-month rate, floored at zero like the curve: their dividend moves by its beta and members keep them longer when it falls (shorter when it rises), while their cash flows are discounted on the shocked funding curve. So when short rates fall and long rates hold (Short Rates Down, the steepener), deposits that cost almost nothing stay longer and are discounted at long rates that barely moved: they are worth less as a liability and NEV gains; in a parallel fall every discount rate falls too and that gain is lost.`,
      `A key-rate duration is the effective duration for a ±100 bp move of the par curve around one tenor, fading linearly to the neighbouring tenors. Moving every key at once is the parallel move, so the key-rate durations add up to the effective duration to first order (T. Ho, Key Rate Durations, Journal of Fixed Income, 1992). A 100 bp move also carries second-order effects, largest where cash flows are not linear in rates (non-maturity deposits whose run-off follows the 3-month rate, floored or capped adjustable coupons, prepayments): their total can then differ from the effective duration by a few tenths of a year, more so when both are measured one-sided. Where the zero floor stops the 100 bp fall of today's curve, both are measured from the rises alone (one-sided), as rates at zero cannot fall further. Source: ${IRRBB_SOURCE}.`,
    ].join("\n\n"),
  };
}

const IRRBB_SOURCE = "BCBS, Interest rate risk in the banking book (d368, April 2016), Annex 2";

/** The NEV measures of a row, without its scenario's name and durations. */
const nevFields = (r: NevMeasures): Record<string, number> => {
  const { assets, liabilities, nev, nevRatio, nevChange, sensitivityBp } = r;
  return { assets, liabilities, nev, nevRatio, nevChange, sensitivityBp };
};
