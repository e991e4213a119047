import { GAP_UNIT, gapTree } from "../catalogue/columns.ts";
import { treeLayout } from "../catalogue/report-builders.ts";
import { liquidityGapPage } from "../builders/gaps.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 40,
  description: "Liquidity Gap",
  urlKey: "nev",
  template: treeLayout("40", "Contractual Liquidity Gap", [
    "column",
    `Cumulative Liquidity Gap ${GAP_UNIT.label}`,
    { precision: 0 },
  ]),
  tables: { "40": gapTree() },
  build: liquidityGapPage,
});
