import type { PrepaymentModel } from "@alm/engine";
import { table, treeRows } from "../blocks.ts";
import { SHOCK_IDS } from "../measures.ts";
import type { ReportContext } from "../report-context.ts";
import type { BlockData } from "../report-model.ts";
import { visibleTree, type TreeNode } from "../report-tree.ts";

/**
 * 73 Prepayment Assumptions: the CPR each loan folder prepays at under every shock once seasoned
 * (the engine's S-curve after the H3 overrides), and the model in words.
 */
export function prepaymentPage(ctx: ReportContext): Record<string, BlockData> {
  const withLoans = (list: readonly TreeNode[]): TreeNode[] =>
    list.filter((n) => n.base?.prepaymentSpeeds).map((n) => ({ ...n, children: withLoans(n.children) }));
  const tree = withLoans(visibleTree(ctx.roots, "all").filter((n) => n.side === "asset"));
  const rows = treeRows(tree, (n) => {
    const speeds = n.base?.prepaymentSpeeds ?? {};
    return Object.fromEntries(SHOCK_IDS.map((id) => [`dataset1_${id}`, (speeds[id] ?? 0) / 100]));
  });
  return {
    tree: table(ctx, "tree", rows),
    model: prepaymentModelText(
      ctx.base.results.engine.prepaymentModel,
      ctx.base.results.engine.rateFloor.atZero,
    ),
  };
}

/** The prepayment model of the run, in the words an examiner reads it. */
export function prepaymentModelText(m: PrepaymentModel, floorAtZero: boolean): string {
  const lines = [
    "Each loan's CPR at today's rates is its own or its group's (the assumption overrides). Balances are weighted by book value.",
  ];
  if (m.refiSensitivity === 0) lines.push("Prepayment speeds are the same in every scenario.");
  else {
    lines.push(
      `Speeds follow the refinancing incentive on an S-curve: when market rates fall below a loan's coupon borrowers refinance faster (up to ${m.maxMultiple} times the speed at today's rates), when they rise above it they prepay only as they move (down to ${m.minMultiple} times). The market rate is the Treasury curve at a fixed-rate loan's remaining term, at most 10 years${floorAtZero ? "; it does not fall below zero" : ""}. An adjustable loan measures its incentive against its fully indexed rate (index + margin), the rate it could refinance into: once its rate resets, a change in rates moves both alike, so it prepays at its own speed in every scenario (before its first reset the incentive moves with its index). A group's refinance sensitivity in the overrides replaces the model's ${m.refiSensitivity} per 100 bp (0 keeps its speed fixed, as for credit cards).`,
    );
  }
  lines.push(
    m.seasoningMonths === 0
      ? "Loans prepay at their full speed from origination unless their group sets a seasoning period."
      : `New loans ramp up to their full speed over ${m.seasoningMonths} months (seasoning), as do positions whose age is given; a group's seasoning in the overrides replaces it.`,
  );
  lines.push("Speeds shown are for seasoned loans.");
  return lines.join("\n\n");
}
